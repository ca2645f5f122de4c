import type { Meta, StoryObj } from '@storybook/react-vite';
import { LargeText } from './LargeText';

const meta: Meta<typeof LargeText> = {
  title: 'UI/LargeText',
  component: LargeText,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The read-only view that replaces a textarea when a text is too large to lay out: same label and actions, only the visible rows in the page, and a note saying Copy and Download take the full text. ' +
          '`OutputArea` chooses it for you; use it directly only where a tool decides the size itself.',
      },
    },
  },
  args: {
    label: 'Decoded output',
    text: Array.from({ length: 5000 }, (_, i) => `row ${i + 1}`).join('\n'),
    height: 240,
  },
};
export default meta;

export const Default: StoryObj<typeof LargeText> = {};
