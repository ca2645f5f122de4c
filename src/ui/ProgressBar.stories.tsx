import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta: Meta<typeof ProgressBar> = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Determinate progress (0–100) for work with real steps: reading a file, converting frames. ' +
          'Not for waits of unknown length: use `Spinner`.',
      },
    },
  },
  args: { value: 45 },
};
export default meta;
type Story = StoryObj<typeof ProgressBar>;

export const Started: Story = { args: { value: 5 } };
export const Halfway: Story = {};
export const Done: Story = { args: { value: 100, label: 'Converted' } };
