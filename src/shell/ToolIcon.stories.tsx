import type { Meta, StoryObj } from '@storybook/react-vite';
import { toolIcons } from 'virtual:tool-icons';
import { ToolIcon } from './ToolIcon';

const names = Object.keys(toolIcons);

const meta: Meta<typeof ToolIcon> = {
  title: 'Shell/ToolIcon',
  component: ToolIcon,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Renders the lucide icon a tool manifest names (`icon`); only the icons the manifests name are bundled. Icons are decorative: the text beside them carries the meaning. ' +
          'Not for icons a manifest does not name: import those from lucide-react directly with `aria-hidden`.',
      },
    },
  },
  argTypes: { name: { control: 'select', options: names } },
  args: { name: names[0], size: 24 },
};
export default meta;

export const One: StoryObj<typeof ToolIcon> = {};

/** Every icon the tools' manifests name. */
export const All: StoryObj<typeof ToolIcon> = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 12,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {names.map((n) => (
        <li key={n} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <ToolIcon name={n} size={20} />
          <code>{n}</code>
        </li>
      ))}
    </ul>
  ),
};
