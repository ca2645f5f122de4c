import type { Meta, StoryObj } from '@storybook/react-vite';
import { toolIcons } from 'virtual:tool-icons';
import { ToolIcon } from './ToolIcon';

const meta: Meta = { title: 'Shell/ToolIcon' };
export default meta;

/** Every icon the tools' manifests name. */
export const All: StoryObj = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12, listStyle: 'none', padding: 0 }}>
      {Object.keys(toolIcons).map((n) => (
        <li key={n} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <ToolIcon name={n} size={20} />
          <code>{n}</code>
        </li>
      ))}
    </ul>
  ),
};
