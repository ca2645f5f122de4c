import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextArea } from './TextArea';
import { LargeInputArea } from './LargeInputArea';

const meta: Meta<typeof TextArea> = { title: 'UI/TextArea', component: TextArea };
export default meta;
type Story = StoryObj<typeof TextArea>;

function Controlled(props: { initial: string; invalid?: boolean }) {
  const [v, setV] = useState(props.initial);
  return <TextArea label="Input" value={v} onChange={(e) => setV(e.target.value)} invalid={props.invalid} placeholder="Type here…" />;
}
export const Empty: Story = { render: () => <Controlled initial="" /> };
export const Filled: Story = { render: () => <Controlled initial={'{"hello": "world"}'} /> };
export const Invalid: Story = { render: () => <Controlled initial="not json" invalid /> };

function LargeDemo() {
  const [v, setV] = useState('QUJD'.repeat(300_000));
  return <LargeInputArea label="Base64 input" value={v} onText={setV} />;
}
/** A pasted text above 1,000,000 characters is kept out of the box, with a notice. */
export const LargeInput: Story = { render: () => <LargeDemo /> };
