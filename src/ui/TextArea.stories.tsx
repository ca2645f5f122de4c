import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { TextArea, type TextAreaProps } from './TextArea';

const meta: Meta<typeof TextArea> = {
  title: 'UI/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A labelled, monospace text input with a live character count and room for actions beside the label (Paste, Clear). Use it for a tool's text input up to about a megabyte. " +
          'Not for pasted megabytes (use `LargeInputArea`, which keeps them out of the box), not for outputs (use `OutputArea`), not for one-line values (use `Input`).',
      },
    },
  },
  args: { label: 'Input', value: '', placeholder: 'Type here…' },
};
export default meta;
type Story = StoryObj<typeof TextArea>;

function Controlled(props: TextAreaProps) {
  const [v, setV] = useState(props.value);
  return <TextArea {...props} value={v} onChange={(e) => setV(e.target.value)} />;
}
export const Empty: Story = { render: (args) => <Controlled {...args} /> };
export const Filled: Story = { args: { value: '{"hello": "world"}' }, render: (args) => <Controlled {...args} /> };
export const Invalid: Story = {
  args: { value: 'not json', invalid: true },
  render: (args) => <Controlled {...args} />,
};
export const WithActions: Story = {
  args: { value: 'SGVsbG8=', actions: <Button size="sm">Clear</Button> },
  render: (args) => <Controlled {...args} />,
};
