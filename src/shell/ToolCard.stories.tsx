import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { registry } from '@/registry';
import type { ToolManifest } from '@/registry/types';
import { canvasOf } from '../../.storybook/play';
import { CardGrid, ToolCard } from './ToolCard';
import { setUserTools } from './userTools';

/** Fixed card contents, so the card's look is reviewed apart from any tool's wording. */
function sample(popular: boolean): ToolManifest {
  const base = registry.tools[0].manifest;
  return {
    ...base,
    id: popular ? 'sample-json' : 'sample-trace',
    name: popular ? 'JSON Validator' : 'Stack Trace Formatter',
    description: popular
      ? 'Validate, format and minify JSON with clear error locations.'
      : 'Make long stack traces readable: one frame a line, your code highlighted.',
    icon: popular ? 'braces' : 'bug',
    features: popular
      ? ['Line and column of errors', 'Format or minify']
      : ['Java, .NET, Python and JavaScript traces'],
    popular,
    path: popular ? '/formatters/json' : '/formatters/stacktrace',
  };
}

const meta: Meta<typeof ToolCard> = {
  title: 'Shell/ToolCard',
  component: ToolCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A tool on the home catalogue and group pages: icon, name (a link that covers the card), description, features, the Popular badge when the manifest says so, and a star that pins the tool to the visitor’s favourites (kept in localStorage). Cards sit in a `CardGrid`.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof ToolCard>;

/**
 * Sets the stored favourites before the story renders. Storybook runs it again when the theme
 * changes under a mounted story, so a state that should show in both themes is set here, not by
 * the play function.
 */
const favourites = (ids: string[]) => () => setUserTools({ favourites: ids });

export const Popular: Story = { args: { manifest: sample(true) }, beforeEach: favourites([]) };
/** Starred: the star is filled and pressed; pressing it unpins the tool and pressing again pins it back. */
export const Favourite: Story = {
  args: { manifest: sample(false) },
  beforeEach: favourites([sample(false).id]),
  play: async ({ canvasElement }) => {
    const star = canvasOf(canvasElement).getByRole('button', { name: 'Favourite Stack Trace Formatter' });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    // as after a pointer click: the star keeps no keyboard focus ring
    star.blur();
  },
};
export const NotPopular: Story = { args: { manifest: sample(false) }, beforeEach: favourites([]) };
export const InAGrid: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: () => (
    <CardGrid>
      <li>
        <ToolCard manifest={sample(true)} />
      </li>
      <li>
        <ToolCard manifest={sample(false)} />
      </li>
    </CardGrid>
  ),
};
/** The home catalogue's tiles: icon, name and one line of description, the star in the corner; on phones, two to a row with the name alone. */
export const CompactTiles: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  beforeEach: favourites([]),
  render: () => (
    <CardGrid $compact>
      <li>
        <ToolCard manifest={sample(true)} compact />
      </li>
      <li>
        <ToolCard manifest={sample(false)} compact />
      </li>
    </CardGrid>
  ),
};
