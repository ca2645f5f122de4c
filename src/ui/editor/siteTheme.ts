import { EditorView } from '@codemirror/view';
import { theme } from '@/theme/themes';

const { color, font } = theme;

/** The site's light/dark tokens (CSS custom properties), so one theme serves both modes without reconfiguring. */
export const siteTheme = EditorView.theme({
  '&': { height: '100%', color: color.codeText, backgroundColor: color.codeBg, fontSize: '13.5px' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: font.mono, lineHeight: '1.5', overflow: 'auto' },
  '.cm-content': { padding: '12px 0', caretColor: color.text },
  '.cm-line': { padding: '0 12px 0 6px' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: color.text },
  '.cm-gutters': { backgroundColor: color.codeBg, color: color.lineNumber, borderRight: `1px solid ${color.border}` },
  '.cm-activeLineGutter': { backgroundColor: color.surfaceAlt, color: color.text },
  '.cm-placeholder': { color: color.textMuted },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
    {
      backgroundColor: `color-mix(in srgb, ${color.primary} 28%, transparent)`,
    },
  '.cm-selectionMatch': { backgroundColor: `color-mix(in srgb, ${color.highlight} 45%, transparent)` },
  '&.cm-focused .cm-matchingBracket': {
    backgroundColor: `color-mix(in srgb, ${color.success} 25%, transparent)`,
    outline: `1px solid ${color.success}`,
  },
  '&.cm-focused .cm-nonmatchingBracket': { backgroundColor: color.dangerBg, outline: `1px solid ${color.danger}` },
  '.cm-mark-error': {
    textDecoration: `underline wavy ${color.danger}`,
    textDecorationSkipInk: 'none',
    backgroundColor: color.dangerBg,
  },
  '.cm-mark-match': { backgroundColor: `color-mix(in srgb, ${color.highlight} 60%, transparent)`, borderRadius: '2px' },
  '.cm-mark-group': {
    backgroundColor: `color-mix(in srgb, ${color.primary} 22%, transparent)`,
    outline: `1px solid color-mix(in srgb, ${color.primary} 45%, transparent)`,
  },
  '.cm-searchMatch': {
    backgroundColor: `color-mix(in srgb, ${color.highlight} 70%, transparent)`,
    outline: `1px solid ${color.warning}`,
  },
  '.cm-searchMatch.cm-searchMatch-selected': { backgroundColor: color.highlight, color: '#161b26' },
  '.cm-panels': { backgroundColor: color.surfaceAlt, color: color.text },
  '.cm-panels.cm-panels-top': { borderBottom: `1px solid ${color.border}` },
  '.cm-panel.cm-search input, .cm-panel.cm-search button': { fontSize: '13px' },
  '.cm-textfield': {
    backgroundColor: color.surface,
    color: color.text,
    border: `1px solid ${color.border}`,
    borderRadius: '4px',
  },
  '.cm-button': {
    backgroundImage: 'none',
    backgroundColor: color.surface,
    color: color.text,
    border: `1px solid ${color.border}`,
    borderRadius: '4px',
  },
  '.cm-foldPlaceholder': {
    backgroundColor: color.surfaceAlt,
    color: color.textMuted,
    border: `1px solid ${color.border}`,
  },
  '.cm-tooltip': { backgroundColor: color.surface, color: color.text, border: `1px solid ${color.border}` },
});
