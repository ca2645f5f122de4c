import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Select } from './Select';

const meta: Meta<typeof Select> = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A labelled native select: keyboard and screen-reader friendly on every platform, and the phone's own picker on touch screens. Use it for one choice among a handful or more (indent, format, algorithm). " +
          'Not for two or three modes that change the whole screen (use `Tabs`), nor for on/off (use `Switch`).',
      },
    },
  },
};
export default meta;

function Demo({ hideLabel }: { hideLabel?: boolean }) {
  const [v, setV] = useState<'2' | '4' | '8'>('2');
  return (
    <Select
      label="Indent"
      hideLabel={hideLabel}
      value={v}
      onChange={setV}
      options={[
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
        { value: '8', label: '8 spaces' },
      ]}
    />
  );
}
export const Default: StoryObj = { render: () => <Demo /> };
export const HiddenLabel: StoryObj = { render: () => <Demo hideLabel /> };
