import type { Meta, StoryObj } from '@storybook/react-vite';
import { iconNames } from './iconNames';
import { ToolIcon } from './icons';

const meta: Meta<typeof ToolIcon> = {
  title: 'UI/ToolIcon',
  component: ToolIcon,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Renders the icon a manifest names by key (a key of `src/ui/iconNames.ts`). Icons are decorative: the text beside them carries the meaning. ' +
          'Not for icons a manifest does not name: import those from lucide-react directly with `aria-hidden`.',
      },
    },
  },
  argTypes: { name: { control: 'select', options: iconNames } },
  args: { name: iconNames[0], size: 24 },
};
export default meta;

export const One: StoryObj<typeof ToolIcon> = {};

/** Every icon key a manifest may name. */
export const All: StoryObj<typeof ToolIcon> = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12, listStyle: 'none', padding: 0, margin: 0 }}>
      {iconNames.map((n) => (
        <li key={n} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <ToolIcon name={n} size={20} />
          <code>{n}</code>
        </li>
      ))}
    </ul>
  ),
};
