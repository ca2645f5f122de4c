import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROW_HEIGHT, VirtualRows } from './VirtualRows';

const meta: Meta<typeof VirtualRows> = {
  title: 'UI/VirtualRows',
  component: VirtualRows,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The one virtualised list of the site, under `CodeView` and the diff views: each row is rendered from its index, so a tool maps rows to its own data; lists taller than a browser’s largest element are scaled onto the scroll range. For text, use `CodeView`. ' +
          'Not for lists of a few hundred items (a plain list is simpler and searchable with Ctrl+F).',
      },
    },
  },
};
export default meta;

export const NumberedRows: StoryObj<typeof VirtualRows> = {
  args: {
    count: 50_000,
    label: 'Rows',
    height: 10 * ROW_HEIGHT,
    renderRow: (i: number) => (
      <div
        style={{
          display: 'flex',
          fontFamily: 'monospace',
          fontSize: 13,
          lineHeight: `${ROW_HEIGHT}px`,
          whiteSpace: 'pre',
        }}
      >
        <span style={{ width: 64, textAlign: 'right', paddingRight: 12 }}>{i + 1}</span>
        <span>{`row ${i + 1}`}</span>
      </div>
    ),
  },
};
