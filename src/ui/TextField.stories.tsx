import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextField } from './TextField';

const meta: Meta<typeof TextField> = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled one-line text field (a count, a seed, a key) with a hint under it. An `error` replaces the hint, turns it red ' +
          "and marks the field `aria-invalid`; the message is the field's description. For long or structured text use `TextInputPanel`.",
      },
    },
  },
  args: { label: 'Number of items', hint: '1–100', value: '10', onChange: () => undefined },
};
export default meta;
type Story = StoryObj<typeof TextField>;

function Demo() {
  const [text, setText] = useState('12');
  const n = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 100;
  return (
    <TextField
      label="Number of items"
      inputMode="numeric"
      value={text}
      onChange={(e) => setText(e.target.value)}
      hint="1–100"
      error={valid ? undefined : 'Enter a whole number from 1 to 100'}
    />
  );
}

export const WithHint: Story = {};
export const Invalid: Story = { args: { value: 'many', error: 'Enter a whole number from 1 to 100' } };
export const NoMessage: Story = { args: { label: 'HMAC key', hint: undefined, value: '', placeholder: 'secret' } };
export const Live: Story = { render: () => <Demo /> };
