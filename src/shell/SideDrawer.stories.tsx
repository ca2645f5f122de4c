import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { canvasOf } from '../../.storybook/play';
import { atWidth } from '../../.storybook/viewports';
import { SideDrawer, SideNav } from './SideDrawer';

const meta: Meta<typeof SideDrawer> = {
  title: 'Shell/SideDrawer',
  component: SideDrawer,
  tags: ['autodocs'],
  parameters: {
    route: '/encode/base64text',
    docs: {
      description: {
        component:
          'The tool groups as collapsible lists: `SideNav` is the sidebar beside a tool on wide screens; `SideDrawer` shows the same lists in an overlay panel on phones (Escape, the close button or a link close it). The group of the current route opens itself.',
      },
    },
  },
  args: { open: true, onClose: () => undefined },
  decorators: [(Story) => <div style={{ minHeight: 'calc(100vh - 32px)' }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof SideDrawer>;

/** On a tool's page its group is already expanded and the tool is marked current. */
export const GroupExpanded: Story = { ...atWidth('phone') };

export const SecondGroupExpanded: Story = {
  ...atWidth('phone'),
  play: async ({ canvasElement }) => {
    const c = canvasOf(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Formatters' }));
    await expect(c.getByRole('button', { name: 'Formatters' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Sidebar: StoryObj<typeof SideNav> = {
  render: () => (
    <div style={{ width: 240 }}>
      <SideNav />
    </div>
  ),
};
