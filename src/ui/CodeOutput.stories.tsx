import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findEditor } from '../../.storybook/play';
import { CodeOutput } from './CodeOutput';
import { codeThemes } from './codeThemes';
import type { EditorPalette, LineDecorator } from './editor/types';

const meta: Meta<typeof CodeOutput> = {
  title: 'UI/CodeOutput',
  component: CodeOutput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A formatted output in the read-only code editor: folding, search (Ctrl+F), selection, sized to its lines, with a Wrap toggle. Tab moves on past it. ' +
          'A tool may give a fixed `palette` (XML and stack-trace themes) and a `decorateLine` function that classes the lines in view. Copy and Download stay the tool’s buttons.',
      },
    },
  },
  args: {
    label: 'Formatted JSON',
    value: '{\n  "name": "DevUtils",\n  "tools": [1, 2, 3],\n  "ok": true\n}',
    language: 'json',
  },
};
export default meta;
type Story = StoryObj<typeof CodeOutput>;

export const Json: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const editor = await findEditor(c, 'Formatted JSON');
    await expect(editor).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(c.getByRole('button', { name: 'Wrap' }));
    await expect(c.getByRole('button', { name: 'Wrap' })).toHaveAttribute('aria-pressed', 'false');
  },
};

const monokai = codeThemes.monokai;
const xmlPalette: EditorPalette = {
  background: monokai.background,
  text: monokai.foreground,
  lineNumber: monokai.lineNumber,
  syntax: {
    tag: monokai.tag,
    attribute: monokai.attribute,
    'attribute-value': monokai.attributeValue,
    comment: monokai.comment,
    punctuation: monokai.markupPunctuation,
  },
};
/** XML in a fixed palette (monokai) whatever the site theme. */
export const XmlPalette: Story = {
  args: {
    label: 'Formatted XML',
    language: 'xml',
    palette: xmlPalette,
    value: '<?xml version="1.0"?>\n<!-- catalogue -->\n<book id="bk101">\n  <title>XML Guide</title>\n</book>',
  },
};

const dark = codeThemes['vs-dark'];
const tracePalette: EditorPalette = {
  background: dark.background,
  text: dark.foreground,
  lineNumber: dark.lineNumber,
  classes: { '.trace-exception': { color: dark.error, fontWeight: 700 }, '.trace-frame': { color: dark.function } },
};
const decorateTrace: LineDecorator = (_, text) => ({
  className: text.trimStart().startsWith('at ') ? 'trace-frame' : 'trace-exception',
});
/** Line classes as decorations: each line's colour comes from the palette's class rules. */
export const LineClasses: Story = {
  args: {
    label: 'Formatted stack trace',
    language: 'text',
    palette: tracePalette,
    decorateLine: decorateTrace,
    value: 'System.Exception: boom\n   at App.Main() in Program.cs:line 3\n   at App.Run()',
  },
};
