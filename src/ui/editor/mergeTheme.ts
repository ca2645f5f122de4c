import { EditorView } from '@codemirror/view';
import { theme } from '@/theme/themes';

const { color } = theme;

/**
 * The merge view in the site's colours (CSS custom properties, so light and dark need no
 * reconfiguring). Selectors repeat `.cm-merge-a/b` or add `.cm-content` to outrank the package's
 * own light and dark rules.
 */
export const mergeTheme = EditorView.theme({
  '&.cm-merge-a .cm-changedLine, & .cm-deletedChunk': { backgroundColor: color.dangerBg },
  '&.cm-merge-b .cm-changedLine': { backgroundColor: color.successBg },
  '&.cm-merge-a.cm-merge-a .cm-content .cm-changedText, &.cm-merge-b.cm-merge-b .cm-deletedChunk .cm-deletedText': {
    background: color.diffRemovedBg,
    borderRadius: '2px',
  },
  '&.cm-merge-b.cm-merge-b .cm-content .cm-changedText': { background: color.diffAddedBg, borderRadius: '2px' },
  '& .cm-deletedChunk': { paddingLeft: '0' },
  '& .cm-deletedChunk .cm-deletedLine': { padding: '0 12px 0 6px' },
  '&.cm-merge-a.cm-merge-a .cm-changedLineGutter, &.cm-merge-b.cm-merge-b .cm-deletedLineGutter': {
    background: color.danger,
  },
  '&.cm-merge-b.cm-merge-b .cm-changedLineGutter': { background: color.success },
  '&.cm-editor .cm-collapsedLines': {
    color: color.textMuted,
    background: color.surfaceAlt,
    borderBlock: `1px solid ${color.border}`,
    fontFamily: 'inherit',
  },
  '&.cm-editor .cm-collapsedLines:hover': { color: color.text },
  // the package's ⦚ marks are missing from common monospace fonts
  '&.cm-editor .cm-collapsedLines:before': { content: '"↕"' },
  '&.cm-editor .cm-collapsedLines:after': { content: 'none' },
});
