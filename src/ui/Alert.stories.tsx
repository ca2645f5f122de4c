import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './Alert';

const meta: Meta<typeof Alert> = {
  title: 'UI/Alert',
  component: Alert,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "An inline message next to the thing it is about: an error in the input, a warning about the output. Errors are announced at once (`role=alert`); other tones are polite status messages. Pass the tool's message as it is, the same words every time. " +
          'Not for confirmations of an action that leaves nothing on screen (Copied, Downloaded): those are toasts (`notify`).',
      },
    },
  },
  args: { tone: 'error', title: 'JSON Validation Error', children: 'Unexpected token at Line 1, Column 5' },
};
export default meta;
type Story = StoryObj<typeof Alert>;

export const ErrorMessage: Story = {};
export const Warning: Story = { args: { tone: 'warning', title: undefined, children: 'Duplicate key "id"' } };
export const Info: Story = { args: { tone: 'info', title: undefined, children: 'Large output shown in a fast view' } };
export const Success: Story = { args: { tone: 'success', title: undefined, children: 'Valid UUID' } };
