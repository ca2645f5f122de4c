import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Switch } from './Switch';

const meta: Meta<typeof Switch> = {
  title: 'UI/Switch',
  component: Switch,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An on/off setting that takes effect at once (Live update, Uppercase). It is a `role=switch` named by its visible label. ' +
          'Not for choices that need a confirm button, nor for more than two states (use `Select`).',
      },
    },
  },
  args: { label: 'Live update', checked: true, onChange: () => undefined },
};
export default meta;
type Story = StoryObj<typeof Switch>;

function Demo({ initial, disabled }: { initial: boolean; disabled?: boolean }) {
  const [v, setV] = useState(initial);
  return <Switch label="Live update" checked={v} onChange={setV} disabled={disabled} />;
}
export const On: Story = { render: () => <Demo initial /> };
export const Off: Story = { render: () => <Demo initial={false} /> };
export const Disabled: Story = { render: () => <Demo initial disabled /> };
