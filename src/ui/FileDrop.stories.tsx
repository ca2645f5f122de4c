import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileDrop } from './FileDrop';

const meta: Meta<typeof FileDrop> = {
  title: 'UI/FileDrop',
  component: FileDrop,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A drop zone with a Browse button for tools that take a file. It checks type (`accept`) and size (`maxBytes`) before handing the file over, and calls `onReject` with the reason so the tool can say why the file was refused; `problem` says it in the zone. ' +
          'Not for text input: a pasted text goes in a `TextArea`.',
      },
    },
  },
  args: { onFile: () => undefined, onReject: () => undefined, maxBytes: 5 * 1024 * 1024 },
};
export default meta;
type Story = StoryObj<typeof FileDrop>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { accept: ['image/png', 'image/jpeg'], hint: 'PNG or JPEG, up to 2 MB', maxBytes: 2 * 1024 * 1024 },
};
export const Disabled: Story = { args: { disabled: true } };
/** A refused file: why, with its size, in the zone where the next one is dropped. */
export const Refused: Story = {
  args: {
    accept: ['image/png', 'image/jpeg'],
    hint: 'PNG or JPEG, up to 25 MB',
    maxBytes: 25 * 1024 * 1024,
    problem: 'File size exceeds 25MB limit: this file is 31.5 MB.',
  },
};
