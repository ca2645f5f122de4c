/**
 * Stack trace formatter: pure logic (no React, no DOM), safe to run in a Web Worker.
 * Each line is classified by the rules every language shares plus its language's own rules,
 * and split into highlight tokens.
 */
import type { CodeThemeId } from '@/ui/codeThemeChoices';
import { codeThemes, type CodeTheme } from '@/ui/codeThemes';
import { LineClassifier, PY_GROUP_PREFIX, baseClass, classifyLines, type Language, type LineClass } from './rules';

// the languages and line classes are the rules' vocabulary, declared with them; the tool reads them here
export { LANGUAGES, type Language, type LineClass } from './rules';

// ---------------------------------------------------------------------------------------------
// Texts and constants: languages, themes, placeholder, toasts, download name
// ---------------------------------------------------------------------------------------------

export const DEFAULT_LANGUAGE: Language = 'dotnet';
export const LANGUAGE_LABELS: Record<Language, string> = {
  dotnet: '.NET',
  java: 'Java',
  javascript: 'JavaScript',
  python: 'Python',
  generic: 'Generic',
};

export const PLACEHOLDER = 'Formatted stack trace will appear here...';
export const INPUT_MIN_HEIGHT_PX = 400;

/** Toasts: title and text; failures show in the destructive style. */
export const TOASTS = {
  copied: { title: 'Copied', description: 'Stack trace copied to clipboard' },
  copyFailed: { title: 'Failed to copy', description: 'Could not copy text to clipboard', destructive: true },
  downloadStarted: { title: 'Download started', description: 'Formatted stack trace downloading' },
  downloadFailed: {
    title: 'Download failed',
    description: 'Could not download the formatted stack trace',
    destructive: true,
  },
  pasteFailed: { title: 'Paste failed', description: 'Could not access clipboard content', destructive: true },
} as const;

/** `stack-trace-{language}.html`. */
export function downloadFileName(language: Language): string {
  return `stack-trace-${language}.html`;
}

/** Copy and Download are disabled when the input is empty. */
export function actionsDisabled(input: string): boolean {
  return input.length === 0;
}

// ---------------------------------------------------------------------------------------------
// Classification and tokens
// ---------------------------------------------------------------------------------------------

export type TokenKind =
  | 'text'
  | 'keyword'
  | 'exceptionType'
  | 'message'
  | 'methodName'
  | 'parameters'
  | 'filePath'
  | 'lineNumber'
  | 'punctuation';

export interface Token {
  kind: TokenKind;
  text: string;
}

/** One line of the trace: index, content, class name and original text, plus highlight tokens. */
export interface StackLine {
  index: number;
  /** The line without a trailing CR. */
  content: string;
  className: LineClass;
  /** The line exactly as in the input. */
  original: string;
  tokens: Token[];
}

/**
 * Classifies one line by the rules every language shares: 'Caused by:' or '--->' at the
 * start → cause; contains 'End of inner exception' → end-inner; starts with 'at ' → method;
 * starts with 'File ' → file; contains 'Exception:' or 'Error:' → exception; otherwise plain.
 * "Starts with" ignores leading whitespace (traces are indented). Each language adds its own
 * rules on top (rules.ts).
 */
export function classifyLine(line: string): LineClass {
  return baseClass(line);
}

function push(out: Token[], kind: TokenKind, text: string): void {
  if (text) out.push({ kind, text });
}

/** "path:line" / "path:line:col" / "path:line N" at the end of a location string. */
const LOCATION_RE = /^(.*?)(:line \d+|:\d+(?::\d+)?)$/;

function locationTokens(out: Token[], loc: string): void {
  const m = LOCATION_RE.exec(loc);
  if (m && m[1]) {
    push(out, 'filePath', m[1]);
    push(out, 'lineNumber', m[2]);
  } else push(out, /[/\\.]/.test(loc) && !/\s/.test(loc.trim()) ? 'filePath' : 'text', loc);
}

/** Splits an 'at …' line: method name, parameters, file path and line number. */
function methodTokens(line: string): Token[] {
  const m = /^(\s*)(at )((?:async |new )?)(.*?)(\s*\{|,)?$/.exec(line);
  // a piece of a line (an output still arriving) need not start like a frame
  if (!m) return line ? [{ kind: 'text', text: line }] : [];
  const out: Token[] = [];
  push(out, 'text', m[1]);
  push(out, 'keyword', m[2] + m[3]);
  methodBody(out, m[4]);
  // Node closes a frame line with ' {' (a property block follows) or ',' (inside a list)
  push(out, 'punctuation', m[5] ?? '');
  return out;
}

function methodBody(out: Token[], body: string): void {
  let rest = body;
  // .NET: "Method(params) in path:line N"
  const inIdx = rest.search(/\) in /);
  let location: string | null = null;
  if (inIdx !== -1) {
    location = rest.slice(inIdx + 5);
    rest = rest.slice(0, inIdx + 1);
  }
  const open = rest.indexOf('(');
  const close = rest.lastIndexOf(')');
  if (open !== -1 && close > open) {
    const name = rest.slice(0, open);
    const inner = rest.slice(open + 1, close);
    const after = rest.slice(close + 1);
    const nameTrim = name.trimEnd();
    // JavaScript "fn (file:1:2)" and Java "m(File.java:12)": the parentheses hold the location
    const innerIsLocation = LOCATION_RE.test(inner) && !/,\s/.test(inner) && !/^\w+(\s+\w+)?$/.test(inner.trim());
    push(out, 'methodName', nameTrim);
    push(out, 'text', name.slice(nameTrim.length));
    push(out, 'punctuation', '(');
    if (innerIsLocation) locationTokens(out, inner);
    else push(out, 'parameters', inner);
    push(out, 'punctuation', ')');
    push(out, 'text', after);
  } else if (LOCATION_RE.test(rest.trim())) {
    // JavaScript anonymous frame: "at /path/file.js:10:5"
    locationTokens(out, rest);
  } else push(out, 'methodName', rest);
  if (location !== null) {
    push(out, 'text', ' in ');
    locationTokens(out, location);
  }
}

/** Python: `File "path", line N, in name`. */
function fileTokens(line: string): Token[] {
  const m = /^(\s*)(File )("[^"]*"|\S+)(, line )(\d+)(?:(, in )(.*))?$/.exec(line);
  if (!m) return [{ kind: 'text', text: line }];
  const out: Token[] = [];
  push(out, 'text', m[1]);
  push(out, 'keyword', m[2]);
  push(out, 'filePath', m[3]);
  push(out, 'text', m[4]);
  push(out, 'lineNumber', m[5]);
  if (m[6]) {
    push(out, 'text', m[6]);
    push(out, 'methodName', m[7]);
  }
  return out;
}

/**
 * A type with an optional lead-in and message: `Exception in thread "main" pkg.Type: msg`,
 * `TypeError [ERR_X]: msg`, `System.Net.Sockets.SocketException (111): msg`, `[AggregateError: msg] {`,
 * `java.lang.IllegalArgumentException` (no message), `Boom: msg` (any name).
 */
const TYPED =
  /^(\s*)((?:Exception in thread "[^"]*" |Unhandled exception\. |Uncaught )?)(\[?)([A-Za-z_$][\w$.`+]*(?: \[[\w.-]+\])?(?: \((?:0x[0-9A-Fa-f]+|-?\d+)\))?)(:|$)(.*)$/;

/** "Type: message" → exception type + message, with a leading keyword kept. */
function exceptionTokens(out: Token[], line: string): void {
  const t = TYPED.exec(line);
  if (t) {
    push(out, 'text', t[1]);
    push(out, 'keyword', t[2]);
    push(out, 'punctuation', t[3]);
    push(out, 'exceptionType', t[4]);
    push(out, 'punctuation', t[5]);
    push(out, 'message', t[6]);
    return;
  }
  const m = /^(\s*)(.*?(?:Exception|Error)):(.*)$/.exec(line);
  if (!m) {
    push(out, 'text', line);
    return;
  }
  push(out, 'text', m[1]);
  push(out, 'exceptionType', m[2]);
  push(out, 'punctuation', ':');
  push(out, 'message', m[3]);
}

/** Highlight tokens of one line; their texts concatenate to the line. */
export function tokenizeLine(line: string, className: LineClass = classifyLine(line)): Token[] {
  // a line inside a Python exception group: '  | ' then the line itself
  const group = className !== 'plain' && line.trimStart().startsWith('|') ? PY_GROUP_PREFIX.exec(line) : null;
  if (group) return [{ kind: 'punctuation', text: group[0] }, ...tokenizeLine(line.slice(group[0].length), className)];
  switch (className) {
    case 'method':
      return methodTokens(line);
    case 'file':
      return fileTokens(line);
    case 'exception': {
      const out: Token[] = [];
      exceptionTokens(out, line);
      return out;
    }
    case 'cause': {
      const m = /^(\s*)(Caused by:|--->|Suppressed:|\[cause\]:)(.*)$/.exec(line);
      // Python's chaining sentences are cause lines without an exception on them
      if (!m) return [{ kind: 'keyword', text: line }];
      const out: Token[] = [];
      push(out, 'text', m[1]);
      push(out, 'keyword', m[2]);
      exceptionTokens(out, m[3]);
      return out;
    }
    case 'end-inner':
      return [{ kind: 'keyword', text: line }];
    default:
      return line ? [{ kind: 'text', text: line }] : [];
  }
}

export interface SplitLine {
  /** The line without its terminator. */
  content: string;
  /** The line as in the input: with its CR when it ended in CRLF. */
  original: string;
}

/** Splits input into lines at LF, CRLF or a bare CR. */
export function splitStackLines(input: string): SplitLine[] {
  if (input === '') return [];
  const out: SplitLine[] = [];
  const re = /\r\n|\r|\n/g;
  let start = 0;
  for (let m = re.exec(input); m; m = re.exec(input)) {
    const content = input.slice(start, m.index);
    out.push({ content, original: m[0] === '\r\n' ? content + '\r' : content });
    start = m.index + m[0].length;
  }
  const last = input.slice(start);
  out.push({ content: last, original: last });
  return out;
}

/** Splits input into lines (LF, CRLF or CR) and classifies each one by the language's rules. */
export function formatStackTrace(input: string, language: Language = 'generic'): StackLine[] {
  const lines = splitStackLines(input);
  const classes = classifyLines(
    lines.map((l) => l.content),
    language,
  );
  return lines.map(({ content, original }, index) => {
    const className = classes[index];
    return { index, content, className, original, tokens: tokenizeLine(content, className) };
  });
}

/** One line on demand (for a virtualised view over 100k lines); the class comes from a pass over all lines. */
export function formatLine(original: string, index: number, className?: LineClass): StackLine {
  const content = original.endsWith('\r') ? original.slice(0, -1) : original;
  const cls = className ?? classifyLine(content);
  return { index, content, className: cls, original, tokens: tokenizeLine(content, cls) };
}

const LINE_CLASSES: readonly LineClass[] = ['plain', 'exception', 'method', 'file', 'cause', 'end-inner'];

/** Line classes of a whole text (LF-separated lines) as compact codes, plus the summary counts. */
export function classifyText(
  text: string,
  language: Language,
): { codes: Uint8Array; frames: number; exceptions: number } {
  const c = new LineClassifier(language);
  const lines = text.split('\n');
  const codes = new Uint8Array(lines.length);
  let frames = 0;
  let exceptions = 0;
  lines.forEach((line, i) => {
    const cls = c.next(line.endsWith('\r') ? line.slice(0, -1) : line);
    codes[i] = LINE_CLASSES.indexOf(cls);
    if (cls === 'method' || cls === 'file') frames++;
    else if (cls === 'exception' || cls === 'cause') exceptions++;
  });
  return { codes, frames, exceptions };
}

/** The class of a code from classifyText. */
export function lineClassOf(code: number): LineClass {
  return LINE_CLASSES[code] ?? 'plain';
}

/** Bare CRs become LF so every view splits lines the same way (CRLF stays). */
export function normaliseBareCr(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

// ---------------------------------------------------------------------------------------------
// A stack pasted as a JSON string
// ---------------------------------------------------------------------------------------------

/**
 * Unescapes a stack that arrived as a JSON string (`"Error: x\n    at f (a.js:1:2)"`, with or
 * without the surrounding quotes). Only done when the text has no real line break, contains an
 * escaped one, and all its escapes are valid JSON escapes, so Windows paths are left alone.
 */
export function unescapeJsonStack(input: string): { text: string; unescaped: boolean } {
  const trimmed = input.trim();
  if (/[\r\n]/.test(trimmed) || !/\\[nr]/.test(trimmed)) return { text: input, unescaped: false };
  const body = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
  try {
    const text = JSON.parse(`"${body}"`) as string;
    return { text, unescaped: true };
  } catch {
    return { text: input, unescaped: false };
  }
}

// ---------------------------------------------------------------------------------------------
// Themes and the downloadable HTML
// ---------------------------------------------------------------------------------------------

export interface StackTheme {
  background: string;
  text: string;
  lineNumber: string;
  exception: string;
  method: string;
  file: string;
  cause: string;
  endInner: string;
  keyword: string;
  methodName: string;
  parameters: string;
  filePath: string;
  lineNo: string;
  message: string;
}

/** Stack trace colours from the shared editor themes. */
function stackTheme(t: CodeTheme): StackTheme {
  return {
    background: t.background,
    text: t.foreground,
    lineNumber: t.lineNumber,
    exception: t.error,
    method: t.foreground,
    file: t.foreground,
    cause: t.control,
    endInner: t.muted,
    keyword: t.keyword,
    methodName: t.function,
    parameters: t.variable,
    filePath: t.string,
    lineNo: t.number,
    message: t.error,
  };
}

export const THEMES: Record<CodeThemeId, StackTheme> = {
  'vs-dark': stackTheme(codeThemes['vs-dark']),
  'vs-light': stackTheme(codeThemes['vs-light']),
  monokai: stackTheme(codeThemes.monokai),
};

/** Colour of a token in a theme. */
export function tokenColor(theme: StackTheme, kind: TokenKind, className: LineClass): string {
  switch (kind) {
    case 'keyword':
      return className === 'end-inner' ? theme.endInner : className === 'cause' ? theme.cause : theme.keyword;
    case 'exceptionType':
      return theme.exception;
    case 'message':
      return theme.message;
    case 'methodName':
      return theme.methodName;
    case 'parameters':
      return theme.parameters;
    case 'filePath':
      return theme.filePath;
    case 'lineNumber':
      return theme.lineNo;
    default:
      return theme.text;
  }
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The CSP of the downloaded file: no script, no network, inline styles only. */
export const HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; base-uri 'none'; form-action 'none'";

const TOKEN_CLASS: Record<TokenKind, string> = {
  text: 't',
  keyword: 'k',
  exceptionType: 'x',
  message: 'm',
  methodName: 'n',
  parameters: 'p',
  filePath: 'f',
  lineNumber: 'l',
  punctuation: 'u',
};

/**
 * The downloadable HTML document: every line escaped, coloured with the chosen theme, with a
 * restrictive Content-Security-Policy meta tag and no script.
 */
export function buildHtml(input: string, language: Language, themeId: CodeThemeId): string {
  const theme = THEMES[themeId];
  const lines = formatStackTrace(input, language);
  const width = String(Math.max(1, lines.length)).length;
  const body = lines
    .map((l) => {
      const spans = l.tokens
        .map(
          (t) =>
            `<span class="${TOKEN_CLASS[t.kind]}${t.kind === 'keyword' ? ' ' + l.className : ''}">${escapeHtml(t.text)}</span>`,
        )
        .join('');
      return `<div class="line ${l.className}"><span class="ln">${String(l.index + 1).padStart(width, ' ')}</span>${spans}</div>`;
    })
    .join('\n');
  const css = [
    `body{margin:0;background:${theme.background};color:${theme.text};font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}`,
    `main{padding:16px;white-space:pre;overflow:auto}`,
    `.ln{color:${theme.lineNumber};user-select:none;margin-right:16px}`,
    `.exception{color:${theme.exception}}.cause{color:${theme.cause}}.end-inner{color:${theme.endInner}}`,
    `.k{color:${theme.keyword}}.k.cause{color:${theme.cause}}.k.end-inner{color:${theme.endInner}}`,
    `.x{color:${theme.exception};font-weight:bold}.m{color:${theme.message}}.n{color:${theme.methodName}}`,
    `.p{color:${theme.parameters}}.f{color:${theme.filePath}}.l{color:${theme.lineNo}}`,
  ].join('\n');
  const title = `Stack trace (${LANGUAGE_LABELS[language]})`;
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${HTML_CSP}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>\n${css}\n</style>`,
    '</head>',
    '<body>',
    `<main>${body}</main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Examples (Load Example)
// ---------------------------------------------------------------------------------------------

export const EXAMPLES: Record<Language, string> = {
  dotnet: [
    'System.InvalidOperationException: Unable to process the order',
    " ---> System.ArgumentNullException: Value cannot be null. (Parameter 'customer')",
    '   at Shop.Orders.OrderService.Validate(Order order, Customer customer) in C:\\src\\Shop\\Orders\\OrderService.cs:line 42',
    '   at Shop.Orders.OrderService.Place(Order order) in C:\\src\\Shop\\Orders\\OrderService.cs:line 27',
    '   --- End of inner exception stack trace ---',
    '   at Shop.Orders.OrderService.Place(Order order) in C:\\src\\Shop\\Orders\\OrderService.cs:line 35',
    '   at Shop.Api.OrdersController.Post(OrderDto dto) in C:\\src\\Shop\\Api\\OrdersController.cs:line 18',
    '   at lambda_method(Closure , Object , Object[] )',
  ].join('\n'),
  java: [
    'java.lang.IllegalStateException: Failed to load configuration',
    '\tat com.example.config.ConfigLoader.load(ConfigLoader.java:58)',
    '\tat com.example.App.start(App.java:23)',
    '\tat com.example.App.main(App.java:12)',
    'Caused by: java.io.FileNotFoundException: config.yml (No such file or directory)',
    '\tat java.base/java.io.FileInputStream.open0(Native Method)',
    '\tat java.base/java.io.FileInputStream.<init>(FileInputStream.java:157)',
    '\tat com.example.config.ConfigLoader.load(ConfigLoader.java:51)',
    '\t... 2 more',
  ].join('\n'),
  javascript: [
    "TypeError: Cannot read properties of undefined (reading 'map')",
    '    at renderList (webpack:///src/components/List.jsx:14:23)',
    '    at List (webpack:///src/components/List.jsx:8:10)',
    '    at async loadData (/app/src/api/client.js:41:5)',
    '    at new Store (/app/src/store.js:7:11)',
    '    at /app/src/index.js:3:1',
    '    at Module._compile (node:internal/modules/cjs/loader:1364:14)',
  ].join('\n'),
  python: [
    'Traceback (most recent call last):',
    '  File "/app/main.py", line 12, in <module>',
    '    main()',
    '  File "/app/main.py", line 8, in main',
    '    result = divide(10, 0)',
    '  File "/app/utils.py", line 3, in divide',
    '    return a / b',
    'ZeroDivisionError: division by zero',
  ].join('\n'),
  generic: [
    'Error: Request failed with status 500',
    '    at handleResponse (client.js:120:11)',
    '    at processTicksAndRejections (node:internal/process/task_queues:95:5)',
    'Caused by: ConnectionError: socket hang up',
    '    at Socket.onClose (net.js:45:9)',
    '--- End of inner exception stack trace ---',
  ].join('\n'),
};
