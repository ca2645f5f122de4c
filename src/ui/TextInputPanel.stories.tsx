import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
          'The input half of a text tool: label, Paste, Clear, optional Upload (button and file drop), extra actions such as Load sample, and a live count. Above 1,000,000 characters the text is kept out of the textarea and shown read-only in the virtualised view; Clear brings typing back. ' +
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
  args: { value: '{"a": 1}', upload: { label: 'Upload JSON', inputLabel: 'Upload JSON file', accept: '.json,application/json', onFile: () => undefined } },
};
/** 1.2 MB: shown read-only in the virtualised view; Clear brings the text box back. */
export const Large: Story = {
  args: { value: 'QUJD'.repeat(300_000) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: 'Text to encode' })).toBeInTheDocument();
    await expect(c.getByText(/1,200,000 characters · large text shown read-only/)).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Clear' }));
    await expect(c.getByRole('textbox', { name: 'Text to encode' })).toHaveValue('');
  },
};
