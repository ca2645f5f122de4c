import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Menu, X } from 'lucide-react';
import { IconButton } from './Button';

const meta: Meta<typeof IconButton> = {
  title: 'UI/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A square button that shows only an icon: the menu toggle, close buttons, the theme switch. `label` is required — it is the accessible name and the tooltip. ' +
          "Not for a tool's main actions: those need visible text (`Button`), because an icon alone is ambiguous.",
      },
    },
  },
  args: { label: 'Copy', children: <Copy size={18} aria-hidden="true" /> },
};
export default meta;
type Story = StoryObj<typeof IconButton>;

export const Ghost: Story = {};
export const Secondary: Story = {
  args: { variant: 'secondary', label: 'Open menu', children: <Menu size={18} aria-hidden="true" /> },
};
export const Small: Story = { args: { size: 'sm', label: 'Close', children: <X size={16} aria-hidden="true" /> } };
