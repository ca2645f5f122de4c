import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { canvasOf } from '../../.storybook/play';
import { atWidth } from '../../.storybook/viewports';
import { Header } from './Header';
import { SideDrawer } from './SideDrawer';

/** The header with its drawer, as the layout wires them, tall enough to show an open menu. */
function HeaderWithDrawer() {
  const [drawer, setDrawer] = useState(false);
  return (
    <div style={{ minHeight: 'calc(100vh - 32px)' }}>
      <Header onOpenDrawer={() => setDrawer(true)} />
      <SideDrawer open={drawer} onClose={() => setDrawer(false)} />
    </div>
  );
}

const meta: Meta<typeof Header> = {
  title: 'Shell/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: {
    route: '/encode/base64text',
    docs: {
      description: {
        component:
          'The site header: logo, one menu per tool group (desktop), search (button, Ctrl+K or /), theme switch, and the drawer toggle below 768 px. Menus and search are generated from the registry.',
      },
    },
  },
  render: () => <HeaderWithDrawer />,
};
export default meta;
type Story = StoryObj<typeof Header>;

export const Desktop: Story = {};

export const DesktopMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const c = canvasOf(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Encoding' }));
    await expect(c.getByRole('link', { name: 'All Encoding & Decoding' })).toBeVisible();
  },
};

export const DesktopSearchOpen: Story = {
  play: async ({ canvasElement }) => {
    const c = canvasOf(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Search tools' }));
    // the dialog is a lazily loaded chunk
    await expect(await c.findByRole('dialog', { name: 'Search tools' }, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const Phone: Story = { ...atWidth('phone') };

export const PhoneMenuOpen: Story = {
  ...atWidth('phone'),
  play: async ({ canvasElement }) => {
    const c = canvasOf(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Open menu' }));
    await expect(c.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  },
};
