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
  // the search panel (Find, Ctrl+F) in the site's own fields and buttons
  '.cm-panel.cm-search': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '6px',
    padding: '8px 40px 8px 10px',
    fontFamily: font.sans,
    fontSize: '13px',
  },
  '.cm-panel.cm-search input, .cm-panel.cm-search button': { fontSize: '13px', margin: '0' },
  '.cm-panel.cm-search br': { flexBasis: '100%', height: '0' },
  '.cm-panel.cm-search input[type=checkbox]': { accentColor: color.primary, width: '16px', height: '16px' },
  '.cm-panel.cm-search label': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4px',
    fontSize: '12px',
    color: color.textMuted,
  },
  '.cm-panel.cm-search button[name=close]': {
    position: 'absolute',
    top: '6px',
    right: '8px',
    width: '28px',
    height: '28px',
    fontSize: '20px',
    lineHeight: '1',
    color: color.textMuted,
    background: 'transparent',
    border: '0',
    borderRadius: '4px',
    cursor: 'pointer',
  },
  '.cm-textfield': {
    minHeight: '30px',
    padding: '4px 8px',
    backgroundColor: color.surface,
    color: color.text,
    border: `1px solid ${color.border}`,
    borderRadius: '6px',
  },
  '.cm-textfield:focus': { outline: `2px solid ${color.focus}`, outlineOffset: '0', borderColor: color.primary },
  '.cm-button': {
    minHeight: '30px',
    padding: '4px 10px',
    backgroundImage: 'none',
    backgroundColor: color.surface,
    color: color.text,
    fontWeight: '600',
    border: `1px solid ${color.border}`,
    borderRadius: '6px',
    cursor: 'pointer',
  },
  '.cm-button:hover': { borderColor: color.primary },
  '.cm-foldPlaceholder': {
    backgroundColor: color.surfaceAlt,
    color: color.textMuted,
    border: `1px solid ${color.border}`,
  },
  '.cm-tooltip': { backgroundColor: color.surface, color: color.text, border: `1px solid ${color.border}` },
});
