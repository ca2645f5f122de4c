import { Prec, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';

/** Roles of the syntax highlighter's colours (`--syntax-<role>`, see syntaxColours). */
export type SyntaxRole =
  'keyword' | 'string' | 'number' | 'attribute' | 'attribute-value' | 'tag' | 'punctuation' | 'comment' | 'error';

/** The look of one class a line decorator gives (see LineDecorator). */
export interface ClassStyle {
  color: string;
  fontWeight?: number;
}

/**
 * A fixed colour theme (XML's vs-dark, vs-light and monokai; the stack trace's three) shown
 * instead of the site's light or dark code colours.
 */
export interface EditorPalette {
  background: string;
  text: string;
  lineNumber: string;
  /** token colours of the language's highlighter; roles left out keep the site's colour */
  syntax?: Readonly<Partial<Record<SyntaxRole, string>>>;
  /** colours by CSS selector inside the editor (the classes a line decorator puts on lines and marks) */
  classes?: Readonly<Record<string, ClassStyle>>;
}

/** The palette as an editor theme, above the site theme; nothing for the site's own colours. */
export function paletteTheme(palette: EditorPalette | undefined): Extension {
  if (!palette) return [];
  const { background, text, lineNumber, syntax = {}, classes = {} } = palette;
  const variables = Object.fromEntries(Object.entries(syntax).map(([role, colour]) => [`--syntax-${role}`, colour]));
  const rules = Object.fromEntries(Object.entries(classes).map(([selector, style]) => [`& ${selector}`, { ...style }]));
  return Prec.high(
    EditorView.theme({
      '&': { color: text, backgroundColor: background, ...variables },
      '.cm-content': { caretColor: text },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: text },
      '.cm-gutters': {
        backgroundColor: background,
        color: lineNumber,
        borderRightColor: `color-mix(in srgb, ${lineNumber} 35%, ${background})`,
      },
      '.cm-activeLineGutter': { backgroundColor: 'transparent', color: text },
      ...rules,
    }),
  );
}
