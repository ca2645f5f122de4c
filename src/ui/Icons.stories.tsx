import type { Meta, StoryObj } from '@storybook/react-vite';
import { iconNames } from './iconNames';
import { ToolIcon } from './icons';

const meta: Meta = { title: 'UI/Icons' };
export default meta;

/** Every icon key a manifest may name. */
export const All: StoryObj = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12, listStyle: 'none', padding: 0 }}>
      {iconNames.map((n) => (
        <li key={n} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <ToolIcon name={n} size={20} />
          <code>{n}</code>
        </li>
      ))}
    </ul>
  ),
};
