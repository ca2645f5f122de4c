import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SearchDialog } from './SearchDialog';
import { atWidth } from '../../.storybook/viewports';
import { canvasOf } from '../../.storybook/play';

const meta: Meta<typeof SearchDialog> = {
  title: 'Shell/SearchDialog',
  component: SearchDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Search over tool names, keywords, aliases and descriptions (Ctrl+K or / anywhere). With an empty query it lists the popular tools; arrow keys move, Enter opens, Escape closes.',
      },
      story: { inline: false, height: '560px' },
    },
  },
  args: { onClose: () => undefined },
  decorators: [(Story) => <div style={{ minHeight: 'calc(100vh - 32px)' }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof SearchDialog>;

export const Popular: Story = {};

export const WithResults: Story = {
  play: async ({ canvasElement }) => {
    const c = canvasOf(canvasElement);
    await userEvent.type(c.getByRole('combobox', { name: 'Search tools' }), 'base64');
    await expect(c.getAllByRole('option').length).toBeGreaterThan(1);
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const c = canvasOf(canvasElement);
    await userEvent.type(c.getByRole('combobox', { name: 'Search tools' }), 'spreadsheet');
    await expect(c.getByRole('status')).toHaveTextContent('No tools match “spreadsheet”.');
    // no list on screen: the combobox is collapsed and points at nothing
    await expect(c.getByRole('combobox', { name: 'Search tools' })).toHaveAttribute('aria-expanded', 'false');
    await expect(c.getByRole('combobox', { name: 'Search tools' })).not.toHaveAttribute('aria-controls');
  },
};

export const Phone: Story = { ...atWidth('phone') };
