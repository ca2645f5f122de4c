import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaleOutput } from './StaleOutput';
import { TextOutputPanel } from './TextOutputPanel';

const meta: Meta<typeof StaleOutput> = {
  title: 'UI/StaleOutput',
  component: StaleOutput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Output of a tool that keeps a button (large input, HTTP send, diff): once the input or options change after a run, the output is framed in dashes and a note says it is out of date and how to update it, so it is never taken for the current result.',
      },
    },
  },
  args: {
    action: 'Encode',
    stale: false,
    children: <TextOutputPanel label="Output" value="aGVsbG8=" minHeight={120} />,
  },
};
export default meta;
type Story = StoryObj<typeof StaleOutput>;

export const Current: Story = {};

export const OutOfDate: Story = {
  args: { stale: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of date — press Encode or Ctrl+Enter')).toBeVisible();
  },
};
