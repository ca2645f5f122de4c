import type { Meta, StoryObj } from '@storybook/react-vite';
import { RowGutter } from './RowGutter';

const meta: Meta<typeof RowGutter> = {
  title: 'UI/RowGutter',
  component: RowGutter,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The line-number cell of a virtualised row: it sticks to the left edge while the row scrolls sideways and cannot be selected, so copied text carries no numbers. ' +
          'Only inside rows of `VirtualRows` / `CodeView`.',
      },
    },
  },
};
export default meta;

export const InARow: StoryObj<typeof RowGutter> = {
  render: () => (
    <div role="region" aria-label="Row" tabIndex={0} style={{ display: 'flex', width: 240, overflow: 'auto', fontFamily: 'monospace', whiteSpace: 'pre' }}>
      <RowGutter>12</RowGutter>
      <span>{'const answer = 42; // a row wider than its box scrolls, the number stays'}</span>
    </div>
  ),
};
