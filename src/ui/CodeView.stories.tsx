import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeView } from './CodeView';

const meta: Meta<typeof CodeView> = {
  title: 'UI/CodeView',
  component: CodeView,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A read-only, virtualised view of a large or structured text with line numbers: only the rows in view are in the page, so 100,000 lines scroll smoothly. `wrapAt` cuts long lines; `renderRow` colours a row (it gets the row’s offsets in the text); `colors` applies an editor theme; `rows` takes an index computed in a worker (null shows a spinner while it is computed). ' +
          'Not for editable input, and not for short results that a user selects by hand (use `OutputArea`).',
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof CodeView>;

const big = Array.from({ length: 100_000 }, (_, i) => `line ${i + 1}: ${'x'.repeat(i % 80)}`).join('\n');

export const Small: Story = { args: { text: '{\n  "a": 1\n}', label: 'Output', height: 120 } };
export const HundredThousandLines: Story = { args: { text: big, label: 'Large output', height: 240 } };
export const Wrapped: Story = { args: { text: 'A'.repeat(5000), label: 'One long line', wrapAt: 100, height: 240 } };
export const WithoutLineNumbers: Story = {
  args: { text: 'GET /api HTTP/1.1\nAccept: application/json', label: 'Request', lineNumbers: false, height: 80 },
};
export const EditorTheme: Story = {
  args: {
    text: '<note>\n  <to>Tove</to>\n</note>',
    label: 'Themed output',
    height: 100,
    colors: { background: '#1e1e1e', text: '#d4d4d4', lineNumber: '#858585' },
    renderRow: (text: string) => <span style={{ color: '#569cd6' }}>{text}</span>,
  },
};
export const Preparing: Story = { args: { text: 'x'.repeat(10), label: 'Large output', rows: null, height: 120 } };
