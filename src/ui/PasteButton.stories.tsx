import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasteButton } from './PasteButton';

const meta: Meta<typeof PasteButton> = {
  title: 'UI/PasteButton',
  component: PasteButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Reads the clipboard into an input. A refused permission gives an error toast, never an exception. ' +
          'Not a replacement for the keyboard: the field itself must still accept Ctrl+V.',
      },
    },
  },
  args: { onPaste: () => undefined },
};
export default meta;

export const Default: StoryObj<typeof PasteButton> = {};
export const Small: StoryObj<typeof PasteButton> = { args: { size: 'sm' } };
