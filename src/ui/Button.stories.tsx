import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy } from 'lucide-react';
import { Button, IconButton } from './Button';

const meta: Meta<typeof Button> = { title: 'UI/Button', component: Button };
export default meta;
type Story = StoryObj<typeof Button>;

export const Primary: Story = { args: { variant: 'primary', children: 'Encode' } };
export const Secondary: Story = { args: { children: 'Clear' } };
export const WithIcon: Story = { args: { children: 'Copy', icon: <Copy size={16} aria-hidden="true" /> } };
export const Disabled: Story = { args: { variant: 'primary', children: 'Encoding...', disabled: true } };
export const Icon: Story = {
  render: () => (
    <IconButton label="Copy">
      <Copy size={18} aria-hidden="true" />
    </IconButton>
  ),
};
