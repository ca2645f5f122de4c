import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MergeDiff } from './MergeDiff';

const original = 'apples: 3\nbananas: 5\ncherries: 7\n';
const modified = 'apples: 3\nbananas: 6\ncherries: 7\ndates: 2\n';
/** fromA, toA, fromB, toB of each change: "5" → "6", "dates: 2" inserted. */
const changes = Uint32Array.from([19, 20, 19, 20, 33, 33, 33, 42]);
const labels = { original: 'Original (diff)', modified: 'Modified (diff)', unified: 'Unified diff' };

const meta: Meta<typeof MergeDiff> = {
  title: 'UI/MergeDiff',
  component: MergeDiff,
  args: { original, modified, labels, layout: 'split' },
  // a typed array does not survive Storybook's args, so the changes are given here
  render: (args) => <MergeDiff {...args} changes={changes} />,
};
export default meta;
type Story = StoryObj<typeof MergeDiff>;

export const SideBySide: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('2 changes', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Next change' }));
    await expect(c.getByText('Change 1 of 2')).toBeInTheDocument();
  },
};

export const Unified: Story = {
  args: { layout: 'unified' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('textbox', { name: 'Unified diff' }, { timeout: 5000 })).toHaveTextContent(
      /bananas: 5.*bananas: 6/,
    );
  },
};

/** 30 settings with one changed in the middle: the unchanged stretches above and below fold away. */
const lines = (value: string) =>
  Array.from({ length: 30 }, (_, i) => `setting_${i + 1}: ${i === 14 ? value : 'on'}`).join('\n');
const longOriginal = lines('on');
const longModified = lines('off');
const at = longOriginal.indexOf('setting_15: ') + 'setting_15: '.length;

/** Long unchanged stretches folded, with the hint that a click or Enter beside one opens it. */
export const Folded: Story = {
  render: (args) => (
    <MergeDiff
      {...args}
      original={longOriginal}
      modified={longModified}
      changes={Uint32Array.from([at, at + 2, at, at + 3])}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('1 change', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByText(/^Long unchanged stretches are folded/)).toBeInTheDocument();
  },
};
