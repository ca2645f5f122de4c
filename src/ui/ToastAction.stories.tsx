import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToastAction } from './ToastAction';

const meta: Meta<typeof ToastAction> = {
  title: 'UI/ToastAction',
  component: ToastAction,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The content of a toast that asks the user to act (`notify.action`): its text and one button, which also closes the toast. Such a toast stays until acted on or closed.',
      },
    },
  },
  args: { message: 'A new version is available', label: 'Reload', onClick: fn(), closeToast: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ToastAction>;

export const NewVersion: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reload' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(args.closeToast).toHaveBeenCalledOnce();
  },
};
