import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LargeInputArea } from './LargeInputArea';

const meta: Meta<typeof LargeInputArea> = {
  title: 'UI/LargeInputArea',
  component: LargeInputArea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A `TextArea` for tools that accept pasted files as text (Base64 to Image, Base64 to PDF): a value above 1,000,000 characters is kept and used, but the box shows a notice instead of laying out megabytes. Typing or pasting replaces it. ' +
          'Not needed where inputs are always small.',
      },
    },
  },
  args: { label: 'Base64 input', value: '' },
};
export default meta;
type Story = StoryObj<typeof LargeInputArea>;

function Demo({ initial }: { initial: string }) {
  const [v, setV] = useState(initial);
  return <LargeInputArea label="Base64 input" value={v} onText={setV} />;
}
export const Small: Story = { render: () => <Demo initial="iVBORw0KGgo=" /> };
/** A pasted text above 1,000,000 characters is kept out of the box, with a notice. */
export const LargeInput: Story = { render: () => <Demo initial={'QUJD'.repeat(300_000)} /> };
