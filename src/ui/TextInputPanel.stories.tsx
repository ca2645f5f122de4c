import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { findEditor } from '../../.storybook/play';
import { TextInputPanel, type TextInputPanelProps } from './TextInputPanel';

function Controlled(props: Omit<TextInputPanelProps, 'onChange' | 'onClear'>) {
  const [value, setValue] = useState(props.value);
  return <TextInputPanel {...props} value={value} onChange={setValue} onClear={() => setValue('')} />;
}

const meta: Meta<typeof TextInputPanel> = {
  title: 'UI/TextInputPanel',
  component: TextInputPanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The input half of a text tool: label, Paste, Clear, optional Upload (button and file drop), extra actions such as Load sample, and a live count. The text box is a CodeMirror 6 editor (line numbers, highlighting with `language`, folding, search with Ctrl+F, bracket matching, a Wrap toggle), fetched the first time the box is pointed at, focused or given text; until then a textarea of the same size holds the text. Megabytes stay editable: the editor draws only the lines in view. ' +
          'Not for one-line values (use `Input`) and not for outputs (use `TextOutputPanel`).',
      },
    },
  },
  args: { label: 'Text to encode', placeholder: 'Type or paste text…', value: '' },
  render: (args) => <Controlled {...args} />,
};
export default meta;
type Story = StoryObj<typeof TextInputPanel>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Hello, 世界 👋' } };
export const Invalid: Story = { args: { value: '%E0%A4%A', invalid: true } };
export const WithUpload: Story = {
  args: {
    value: '{"a": 1}',
    upload: {
      label: 'Upload JSON',
      inputLabel: 'Upload JSON file',
      accept: '.json,application/json',
      onFile: () => undefined,
    },
  },
};
/** JSON with syntax colours and folding. */
export const Json: Story = {
  args: {
    label: 'JSON input',
    value: '{\n  "name": "DevUtils",\n  "tools": [1, 2, 3],\n  "ok": true\n}',
    language: 'json',
  },
};
/** 1.2 MB stays editable in the editor; Clear empties it. */
export const Large: Story = {
  args: { value: 'QUJD'.repeat(300_000) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('1,200,000 characters')).toBeInTheDocument();
    await findEditor(c, 'Text to encode');
    await userEvent.click(c.getByRole('button', { name: 'Clear' }));
    await expect(c.getByText('0 characters')).toBeInTheDocument();
  },
};
