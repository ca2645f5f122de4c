import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Trash2 } from 'lucide-react';
import { Button } from './Button';

const meta: Meta<typeof Button> = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The one button of the site. **Primary** for the main action of a tool (Encode, Format, Compare) — one per screen; **secondary** for everything else; **ghost** for low-emphasis actions in toolbars; **danger** for actions that throw work away. ' +
          'Not for navigation: a link that looks like a button is a `ButtonLink` (pages) or a router `Link`. Not for icon-only actions: use `IconButton`, which requires an accessible name.',
      },
    },
  },
  args: { children: 'Encode' },
};
export default meta;
type Story = StoryObj<typeof Button>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { children: 'Clear' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Swap' } };
export const Danger: Story = {
  args: { variant: 'danger', children: 'Remove all', icon: <Trash2 size={16} aria-hidden="true" /> },
};
export const WithIcon: Story = { args: { children: 'Copy', icon: <Copy size={16} aria-hidden="true" /> } };
export const Small: Story = { args: { size: 'sm', children: 'Paste' } };
export const Disabled: Story = { args: { variant: 'primary', children: 'Encoding...', disabled: true } };
export const Block: Story = { args: { variant: 'primary', block: true, children: 'Convert' } };
