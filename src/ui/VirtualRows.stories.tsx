import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROW_HEIGHT, VirtualRows } from './VirtualRows';
import { RowGutter } from './RowGutter';

const meta: Meta<typeof VirtualRows> = {
  title: 'UI/VirtualRows',
  component: VirtualRows,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The fixed-row-height virtualised list under `CodeView`, the diff and the XML views: each row is rendered from its index, so a tool maps rows to its own data. `RowGutter` is the line-number cell that stays put while a row scrolls sideways. ' +
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
      <div style={{ display: 'flex', fontFamily: 'monospace', fontSize: 13, lineHeight: `${ROW_HEIGHT}px`, whiteSpace: 'pre' }}>
        <RowGutter style={{ width: 64 }}>{i + 1}</RowGutter>
        <span>{`row ${i + 1}`}</span>
      </div>
    ),
  },
};
