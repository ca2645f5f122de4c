import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta: Meta<typeof Spinner> = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A busy indicator with an accessible label, for waits of unknown length (a tool's code loading, a worker hashing). " +
          'Not where progress is known (use `ProgressBar`), and not for waits under ~300 ms, where it only flickers.',
      },
    },
  },
  args: { label: 'Hashing' },
};
export default meta;

export const Default: StoryObj<typeof Spinner> = {};
export const Large: StoryObj<typeof Spinner> = { args: { size: 28, label: 'Loading tool' } };
