import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { canvasOf } from '../../.storybook/play';
import { SearchShell } from './SearchFrame';

/** The shell keeps its own text here, as the header keeps it for the dialog that takes over. */
function Shell({ initial }: { initial: string }) {
  const [query, setQuery] = useState(initial);
  return <SearchShell query={query} onQuery={setQuery} onPaste={() => undefined} onClose={() => undefined} />;
}

const meta: Meta<typeof Shell> = {
  title: 'Shell/SearchShell',
  component: Shell,
  parameters: {
    docs: {
      description: {
        component:
          'The search dialog as it shows in the frame after Ctrl+K, before its own code has loaded: its box takes what is typed, and the dialog starts with it.',
      },
      story: { inline: false, height: '320px' },
    },
  },
  decorators: [(Story) => <div style={{ minHeight: 'calc(100vh - 32px)' }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof Shell>;

/** Just opened: an empty box, which takes what is typed (the focus on opening is checked end to end, in the site). */
export const Empty: Story = {
  args: { initial: '' },
  play: async ({ canvasElement }) => {
    const box = canvasOf(canvasElement).getByRole('combobox', { name: 'Search tools' });
    await userEvent.type(box, 'uuid');
    await expect(box).toHaveValue('uuid');
    await userEvent.clear(box);
  },
};

/** Keys typed while the dialog's code loads. */
export const Typed: Story = { args: { initial: 'json' } };
