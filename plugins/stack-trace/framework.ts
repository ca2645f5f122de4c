/**
 * Framework frames: the frames a runtime, its standard library or an installed package prints
 * between the frames of the visitor's own code. Runs of them are folded in the output so the
 * visitor's frames stand together; Copy and Download keep every line.
 */
import { groupDigits } from '@/lib/count';
import type { LineFold } from '@/ui/editor/types';
import { lineClassOf, type Language } from './logic';

/** .NET and Java: the frame's method begins with one of these namespaces or packages. */
const DOTNET_NAMESPACES =
  /^(?:System|Microsoft|Newtonsoft|Castle|Autofac|Polly|Swashbuckle|Xunit|NUnit|lambda_method|DynamicClass)\b/;
const JAVA_PACKAGES =
  /^(?:java|javax|jakarta|jdk|sun|com\.sun|kotlin|kotlinx|scala|org\.springframework|org\.apache|org\.hibernate|org\.junit|junit|org\.eclipse\.jetty|io\.netty|reactor|io\.reactivex|com\.google\.common|org\.gradle|org\.jetbrains|worker\.org\.gradle)\./;
/** JavaScript: the frame's location is Node's own code or an installed package. */
const JS_LOCATIONS = /(?:\(|^at (?:async )?)(?:node:|internal\/)|[/\\]node_modules[/\\]|\(native\)|\(<anonymous>\)$/;
/** Python: the frame's file is in the standard library, an installed package or a frozen module. */
const PY_FILES =
  /^File "(?:<frozen [^>]+>|[^"]*[/\\](?:site-packages|dist-packages|lib[/\\]python\d(?:\.\d+)?)[/\\][^"]*)"/;

/** The method of a .NET or Java frame line, past `at ` and a Java module or class loader (`java.base/`, `app//`). */
function frameMethod(line: string): string {
  return line
    .trim()
    .replace(/^at (?:async |new )?/, '')
    .replace(/^[\w.$@-]*\/\/?/, '');
}

/** Whether a frame line (class method or file) is a framework's, by the rules of the language (Generic tries them all). */
export function isFrameworkFrame(line: string, language: Language): boolean {
  const t = line.trim();
  switch (language) {
    case 'dotnet':
      return DOTNET_NAMESPACES.test(frameMethod(t));
    case 'java':
      return JAVA_PACKAGES.test(frameMethod(t));
    case 'javascript':
      return JS_LOCATIONS.test(t);
    case 'python':
      return PY_FILES.test(t.replace(/^[|+] /, ''));
    default:
      return (['dotnet', 'java', 'javascript', 'python'] as const).some((l) => isFrameworkFrame(line, l));
  }
}

/** Folded from this many frames in a row: one folded line would hide nothing. */
export const MIN_FOLDED_FRAMES = 2;

/** The label of a fold of `frames` frames. */
export function foldLabel(frames: number): string {
  return `${groupDigits(frames)} framework frames`;
}

/**
 * Runs of MIN_FOLDED_FRAMES or more framework frames in a text whose LF-separated lines
 * `classifyText` gave `codes`. A Python frame takes its indented source and caret lines along; a
 * .NET "--- End of stack trace from previous location ---" between two framework frames stays
 * inside the run. Any other line ends it.
 */
export function frameworkFolds(
  lines: readonly string[],
  codes: Uint8Array,
  language: Language,
): { folds: LineFold[]; frames: number } {
  const folds: LineFold[] = [];
  let folded = 0;
  let start = -1;
  let end = -1;
  let frames = 0;
  // the line before is a Python frame or its source, so an indented line is that frame's source or carets
  let inFile = false;
  const close = () => {
    if (frames >= MIN_FOLDED_FRAMES) {
      folds.push({ from: start + 1, to: end + 1, label: foldLabel(frames) });
      folded += frames;
    }
    start = -1;
    frames = 0;
    inFile = false;
  };
  lines.forEach((raw, i) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const cls = lineClassOf(codes[i] ?? 0);
    if (cls === 'method' || cls === 'file') {
      if (!isFrameworkFrame(line, language)) return close();
      if (start < 0) start = i;
      end = i;
      frames++;
      inFile = cls === 'file';
      return;
    }
    if (start < 0) return;
    // a Python frame's source line and carets are indented under it
    if (inFile && cls === 'plain' && /^\s+\S/.test(line)) {
      end = i;
      return;
    }
    if (cls === 'end-inner' && /--- End of stack trace from previous location/.test(line)) {
      inFile = false;
      return;
    }
    close();
  });
  close();
  return { folds, frames: folded };
}
