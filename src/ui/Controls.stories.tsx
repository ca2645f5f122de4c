import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs } from './Tabs';
import { Select } from './Select';
import { Switch } from './Switch';

const meta: Meta = { title: 'UI/Controls' };
export default meta;

function TabsDemo() {
  const [v, setV] = useState<'encode' | 'decode'>('encode');
  return <Tabs label="Mode" value={v} onChange={setV} items={[{ id: 'encode', label: 'Encode' }, { id: 'decode', label: 'Decode' }]} />;
}
function SelectDemo() {
  const [v, setV] = useState<'2' | '4' | '8'>('2');
  return <Select label="Indent" value={v} onChange={setV} options={[{ value: '2', label: '2 spaces' }, { value: '4', label: '4 spaces' }, { value: '8', label: '8 spaces' }]} />;
}
function SwitchDemo() {
  const [v, setV] = useState(true);
  return <Switch label="Live update" checked={v} onChange={setV} />;
}
export const TabsStory: StoryObj = { name: 'Tabs', render: () => <TabsDemo /> };
export const SelectStory: StoryObj = { name: 'Select', render: () => <SelectDemo /> };
export const SwitchStory: StoryObj = { name: 'Switch', render: () => <SwitchDemo /> };
