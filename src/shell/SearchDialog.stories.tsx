import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { canvasOf } from '../../.storybook/play';
import { atWidth } from '../../.storybook/viewports';
import { SearchDialog } from './SearchDialog';
import { setUserTools } from './userTools';

const meta: Meta<typeof SearchDialog> = {
  title: 'Shell/SearchDialog',
  component: SearchDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Search over tool names, keywords, aliases and descriptions (Ctrl+K or / anywhere) that forgives typos and word order. With an empty query it lists the visitor’s favourites, recent tools and the popular tools; when nothing matches it offers the closest tools. Arrow keys move, Enter opens, Escape closes.',
      },
      story: { inline: false, height: '560px' },
    },
  },
  args: { onClose: () => undefined },
  decorators: [(Story) => <div style={{ minHeight: 'calc(100vh - 32px)' }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof SearchDialog>;

/** Runs once before the story renders (a decorator would run again on every render). */
const withUserTools = (favourites: string[], recent: string[]) => () => setUserTools({ favourites, recent });

/** Nothing starred or opened yet: the popular tools. */
export const Popular: Story = { beforeEach: [withUserTools([], [])] };

/** Empty query for a returning visitor: favourites, then recent tools, then popular ones. */
export const FavouritesAndRecent: Story = {
  beforeEach: [withUserTools(['uuid', 'json-validator'], ['timestamp', 'uuid', 'hash-generator'])],
  play: async ({ canvasElement }) => {
    const c = canvasOf(canvasElement);
    await expect(c.getByText('Favourites')).toBeVisible();
    await expect(c.getByText('Recent')).toBeVisible();
    await expect(c.getAllByRole('option')[0]).toHaveTextContent('UUID Generator');
  },
};

export const Typo: Story = {
  beforeEach: [withUserTools([], [])],
  args: { initialQuery: 'jsno' },
  play: async ({ canvasElement }) => {
    const c = canvasOf(canvasElement);
    await expect(c.getAllByRole('option')[0]).toHaveTextContent('JSON Formatter');
  },
};

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
    await userEvent.type(c.getByRole('combobox', { name: 'Search tools' }), 'spaceship');
    await expect(c.getByRole('status')).toHaveTextContent('No tools match “spaceship”. The closest ones:');
    // no dead end: the closest tools are offered instead
    await expect(c.getByRole('listbox', { name: 'Closest tools' })).toBeVisible();
    await expect(c.getAllByRole('option')).toHaveLength(3);
  },
};

export const Phone: Story = { ...atWidth('phone') };
