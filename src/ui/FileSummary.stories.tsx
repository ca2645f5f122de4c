import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { Button } from './Button';
import { FileSummary } from './FileSummary';
import { Muted } from './layout';

const meta: Meta<typeof FileSummary> = {
  title: 'UI/FileSummary',
  component: FileSummary,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The file a tool works on: name, size (units and exact bytes) and type, with the tool's buttons beside them. " +
          'Use it under a `FileDrop` once a file is chosen; `empty` keeps the card in place before that.',
      },
    },
  },
  args: { file: { name: 'report-2026.pdf', size: 248_113, type: 'application/pdf' } },
};
export default meta;
type Story = StoryObj<typeof FileSummary>;

const remove = (
  <Button size="sm" icon={<Trash2 size={16} aria-hidden="true" />}>
    Remove
  </Button>
);

export const Chosen: Story = { args: { actions: remove } };
export const UnknownType: Story = {
  args: { file: { name: 'data.bin', size: 12 * 1024 * 1024, type: '' }, actions: remove },
};
export const WithDimensions: Story = {
  args: {
    file: { name: 'logo.png', size: 5120, type: 'image/png' },
    extra: (
      <>
        <dt>Dimensions</dt>
        <dd>512 × 512 px</dd>
      </>
    ),
  },
};
export const LongName: Story = {
  args: { file: { name: `${'very-long-file-name-'.repeat(8)}.txt`, size: 1, type: 'text/plain' } },
};
export const Empty: Story = { args: { file: null, empty: <Muted>No file selected.</Muted> } };
