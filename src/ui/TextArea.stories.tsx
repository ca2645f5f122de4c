import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextArea } from './TextArea';

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
