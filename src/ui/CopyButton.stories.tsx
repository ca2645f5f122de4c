import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyButton } from './CopyButton';

const meta: Meta<typeof CopyButton> = {
  title: 'UI/CopyButton',
  component: CopyButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Copies a tool\'s output. It confirms ("Copied!") only after the clipboard accepted the text, for 2 s; an empty value gives the "No output to copy" toast, a refusal an error toast — never an exception. ' +
          'Not for copying something the user has not produced: pass `value` as a function when the text is expensive to build.',
      },
    },
  },
  args: { value: 'Hello' },
};
export default meta;
type Story = StoryObj<typeof CopyButton>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const NothingToCopy: Story = { args: { value: '' } };
