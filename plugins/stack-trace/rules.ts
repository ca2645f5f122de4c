/**
 * Line rules of each language tab. The rules every language shares (baseClass) come first; each
 * language adds the lines its runtime really prints. Some need the lines before them (a Python
 * exception line is the first unindented line after a traceback; a Node property block is
 * everything between a frame's `{` and its `}`), so lines are classified in one pass, in order.
 */

/** The language tabs, each with the lines its runtime prints. */
export const LANGUAGES = ['dotnet', 'java', 'javascript', 'python', 'generic'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A line's class, which decides its colour ('plain' for lines no rule matches). */
export type LineClass = 'exception' | 'method' | 'file' | 'cause' | 'end-inner' | 'plain';

/** The rules every language shares, tested in this order so every rule is reachable; leading whitespace is ignored. */
export function baseClass(line: string): LineClass {
  const t = line.trimStart();
  if (t.startsWith('Caused by:') || t.startsWith('--->')) return 'cause';
  if (line.includes('End of inner exception')) return 'end-inner';
  if (t.startsWith('at ')) return 'method';
  if (t.startsWith('File ')) return 'file';
  if (line.includes('Exception:') || line.includes('Error:')) return 'exception';
  return 'plain';
}

/** A Java class name: dotted package, nested classes with `$`, the type itself capitalised. */
const JAVA_TYPE = /^(?:Exception in thread "[^"]*" )?(?:[a-z_$][\w$]*\.)+[A-Z_$][\w$]*(?::\s.*|:)?$/;
/** .NET type with an error code: `System.Net.Sockets.SocketException (111): …`, `(0x80004005)`. */
const DOTNET_CODED = /^(?:Unhandled exception\. )?[A-Za-z_][\w.`+]*\s\((?:0x[0-9A-Fa-f]+|-?\d+)\):/;
/** Node: `TypeError [ERR_X]: …`, `[AggregateError: …] {`, `Uncaught Error: …`. */
const NODE_ERROR =
  /^(?:Uncaught )?\[?[A-Za-z_$][\w$]*(?:Error|Exception)(?: \[[\w.-]+\])?(?::|\]| \{$)|^(?:Uncaught )?[A-Za-z_$][\w$]* \[[A-Z][A-Z0-9_]+\]:/;
/** A Node property line inside `{ … }`: `code: 'ENOENT',`, `'key': 1`, `[errors]: [`. */
const NODE_PROPERTY = /^([A-Za-z_$][\w$]*|'[^']*'|"[^"]*"|\[[\w$]+\]): /;
const PY_TRACEBACK = /^(?:Exception Group )?Traceback \(most recent call last\):/;
const PY_CHAINED =
  /^(?:During handling of the above exception, another exception occurred:|The above exception was the direct cause of the following exception:)\s*$/;
/** Exception group frame: `+-+---- 1 ----`, `+---- 2 ----`, `+------------`. */
export const PY_GROUP_SEPARATOR = /^\s*\+(?:-\+)?-+(?: \d+ -+| \.\.\. -+)?\s*$/;
/** Prefix of a line inside an exception group: `  | ` or `  + `. */
export const PY_GROUP_PREFIX = /^\s*(?:\| ?|\+ )/;

type PyState = 'none' | 'frames' | 'expect';

/** Classifies lines of one language in order (keeps the state its rules need). */
export class LineClassifier {
  private py: PyState = 'none';
  private depth = 0;

  constructor(readonly language: Language) {}

  next(line: string): LineClass {
    switch (this.language) {
      case 'python':
        return this.python(line);
      case 'javascript':
        return this.node(line);
      case 'java':
        return java(line);
      case 'dotnet':
        return dotnet(line);
      default:
        return baseClass(line);
    }
  }

  private python(line: string): LineClass {
    if (PY_GROUP_SEPARATOR.test(line)) {
      this.py = 'expect';
      return 'plain';
    }
    const content = line.replace(PY_GROUP_PREFIX, '');
    if (PY_TRACEBACK.test(content)) {
      this.py = 'frames';
      return 'plain';
    }
    if (PY_CHAINED.test(content)) {
      this.py = 'none';
      return 'cause';
    }
    if (/^\s*File "[^"]*", line \d+/.test(content)) {
      this.py = 'frames';
      return 'file';
    }
    if (this.py !== 'none' && content.trim() !== '') {
      // source lines and carets are indented; the first unindented line is the exception
      if (/^\s/.test(content)) return 'plain';
      this.py = 'none';
      return 'exception';
    }
    return baseClass(content);
  }

  private node(line: string): LineClass {
    const t = line.trim();
    const opens = /[{[]$/.test(t) ? 1 : 0;
    const closes = /^[}\]]/.test(t) ? 1 : 0;
    let cls: LineClass;
    if (/^\[cause\]: /.test(t)) cls = 'cause';
    else if (this.depth > 0 && NODE_PROPERTY.test(t) && !/^\[?[\w$]*(?:Error|Exception)\]?: /.test(t)) cls = 'plain';
    else if (NODE_ERROR.test(t)) cls = 'exception';
    else cls = baseClass(line);
    this.depth = Math.max(0, this.depth + opens - closes);
    return cls;
  }
}

function java(line: string): LineClass {
  const t = line.trim();
  if (/^Suppressed: /.test(t)) return 'cause';
  if (/^\.\.\. \d+ (?:more|common frames omitted)$/.test(t)) return 'plain';
  const base = baseClass(line);
  if (base === 'plain' && JAVA_TYPE.test(t)) return 'exception';
  return base;
}

function dotnet(line: string): LineClass {
  const t = line.trim();
  if (t === 'Exception_EndOfInnerExceptionStack' || t.startsWith('--- End of stack trace from previous location'))
    return 'end-inner';
  if (t.startsWith("File name: '")) return 'plain';
  const base = baseClass(line);
  if (base === 'plain' && DOTNET_CODED.test(t)) return 'exception';
  return base;
}

/** Classes of all lines, in order. */
export function classifyLines(lines: readonly string[], language: Language): LineClass[] {
  const c = new LineClassifier(language);
  return lines.map((l) => c.next(l));
}
