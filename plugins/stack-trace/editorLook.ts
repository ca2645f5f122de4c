/** How the output editor shows a stack trace: a class per line (exception, method, file, cause, end-inner or plain) and classed tokens, coloured per theme. */
import type { CodeThemeId } from '@/ui/codeThemeChoices';
import type { EditorPalette, LineDecorator, LineMark } from '@/ui/editor/types';
import { lineClassOf, THEMES, tokenizeLine, type StackTheme, type TokenKind } from './logic';

/** Tokens of this many lines are kept while scrolling. */
const TOKEN_CACHE_LINES = 2000;

const TOKEN_KINDS: readonly TokenKind[] = [
  'text',
  'keyword',
  'exceptionType',
  'message',
  'methodName',
  'parameters',
  'filePath',
  'lineNumber',
  'punctuation',
];

function stackPalette(t: StackTheme): EditorPalette {
  const token: Record<TokenKind, string> = {
    text: t.text,
    punctuation: t.text,
    keyword: t.keyword,
    exceptionType: t.exception,
    message: t.message,
    methodName: t.methodName,
    parameters: t.parameters,
    filePath: t.filePath,
    lineNumber: t.lineNo,
  };
  return {
    background: t.background,
    text: t.text,
    lineNumber: t.lineNumber,
    classes: {
      '.st-exception': { color: t.exception },
      '.st-method': { color: t.method },
      '.st-file': { color: t.file },
      '.st-cause': { color: t.cause },
      '.st-end-inner': { color: t.endInner },
      '.st-plain': { color: t.text },
      ...Object.fromEntries(TOKEN_KINDS.map((kind) => [`.st-${kind}`, { color: token[kind] }])),
      '.st-exceptionType': { color: t.exception, fontWeight: 700 },
      // a keyword takes its line's colour on cause and end-of-inner-exception lines
      '.st-cause .st-keyword': { color: t.cause },
      '.st-end-inner .st-keyword': { color: t.endInner },
    },
  };
}

export const EDITOR_PALETTES: Record<CodeThemeId, EditorPalette> = {
  'vs-dark': stackPalette(THEMES['vs-dark']),
  'vs-light': stackPalette(THEMES['vs-light']),
  monokai: stackPalette(THEMES.monokai),
};

/** The decorator of a text whose lines `classifyText` gave `codes` (one per LF-separated line). */
export function stackLineDecorator(codes: Uint8Array): LineDecorator {
  const cache = new Map<number, LineMark[]>();
  return (line, text) => {
    // an empty line is plain in every language; so is the empty last line of an output still arriving
    const className = text === '' ? 'plain' : lineClassOf(codes[line - 1] ?? 0);
    let marks = cache.get(line);
    if (!marks) {
      if (cache.size > TOKEN_CACHE_LINES) cache.clear();
      marks = [];
      let at = 0;
      for (const token of tokenizeLine(text.endsWith('\r') ? text.slice(0, -1) : text, className)) {
        marks.push({ from: at, to: at + token.text.length, className: `st-${token.kind}` });
        at += token.text.length;
      }
      cache.set(line, marks);
    }
    return { className: `st-${className}`, attributes: { 'data-line-class': className }, marks };
  };
}
