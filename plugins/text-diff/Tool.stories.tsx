import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import manifest from './manifest';
import Tool from './Tool';

const meta: Meta<typeof Tool> = { title: 'Tools/Text Diff Checker', component: Tool, args: { manifest } };
export default meta;
type Story = StoryObj<typeof Tool>;

type Canvas = ReturnType<typeof within>;

/** Both inputs through the textareas that stand in for their editors until first used. */
const fill = async (c: Canvas, a: string, b: string) => {
  await fireEvent.change(c.getByLabelText('Original text'), { target: { value: a } });
  await fireEvent.change(c.getByLabelText('Modified text'), { target: { value: b } });
};

const compare = async (c: Canvas) => userEvent.click(c.getByRole('button', { name: 'Compare' }));

/** The merge view has loaded and drawn the compared texts. */
const mergeReady = async (c: Canvas, name: string) =>
  expect(await c.findByRole('textbox', { name }, { timeout: 5000 })).toBeInTheDocument();

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Compare' })).toBeDisabled();
    await expect(c.getByText('Please enter text in both fields to compare')).toBeInTheDocument();
  },
};

export const ComparedSideBySide: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(c, 'one\ntwo\nthree\n', 'one\n2\nthree\nfour\n');
    await compare(c);
    await expect(await c.findByText('2 lines added', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByText('1 line removed')).toBeInTheDocument();
    await mergeReady(c, 'Modified side of the diff');
    await expect(c.getByRole('textbox', { name: 'Modified side of the diff' })).toHaveTextContent('four');
    await expect(c.getByRole('textbox', { name: 'Original side of the diff' })).toHaveTextContent('two');
    await userEvent.click(c.getByRole('button', { name: 'Next change' }));
    await expect(c.getByText('Change 1 of 2')).toBeInTheDocument();
  },
};

export const ComparedUnified: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(c, 'apples: 3\nbananas: 5\ncherries: 7\n', 'apples: 3\nbananas: 6\ncherries: 7\ndates: 2\n');
    await compare(c);
    await mergeReady(c, 'Modified side of the diff');
    await userEvent.click(c.getByRole('tab', { name: 'Unified' }));
    await mergeReady(c, 'Unified diff');
    await expect(c.getByRole('textbox', { name: 'Unified diff' })).toHaveTextContent(/bananas: 5.*bananas: 6/);
  },
};

export const Identical: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(c, 'same\ntext\n', 'same\ntext\n');
    await compare(c);
    await expect(await c.findByText('The texts are identical', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(await c.findByText('No changes', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const CharacterLevel: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(c, 'kitten', 'sitting');
    await userEvent.click(c.getByRole('switch', { name: 'Character-level' }));
    await compare(c);
    await expect(await c.findByText('3 characters added', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByText('2 characters removed')).toBeInTheDocument();
    await expect(c.getByRole('region', { name: 'Character-level diff' })).toHaveTextContent('ksitteing');
  },
};

export const TooDifferent: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // more added plus removed lines than line mode follows
    const lines = (tag: string) => Array.from({ length: 2100 }, (_, i) => `${tag} ${i}`).join('\n');
    await fill(c, lines('left'), lines('right'));
    await compare(c);
    await expect(
      await c.findByText(/the texts are too different to compare in reasonable time/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const LineEndingsOnly: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // files keep their line endings
    await userEvent.upload(c.getByLabelText('Original file'), new File(['a\nb\n'], 'a.txt', { type: 'text/plain' }));
    await userEvent.upload(
      c.getByLabelText('Modified file'),
      new File(['a\r\nb\r\n'], 'b.txt', { type: 'text/plain' }),
    );
    await expect(await c.findByText('6 characters')).toBeInTheDocument();
    await compare(c);
    await expect(
      (await c.findAllByText(/The texts differ only in line endings/, {}, { timeout: 3000 })).length,
    ).toBeGreaterThan(0);
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const a = Array.from({ length: 5000 }, (_, i) => `line ${i} lorem ipsum dolor sit amet`);
    const b = a.map((l, i) => (i % 100 === 7 ? l.toUpperCase() : l));
    await fill(c, a.join('\n'), b.join('\n'));
    await compare(c);
    await expect(await c.findByText('50 lines added', {}, { timeout: 5000 })).toBeInTheDocument();
    await mergeReady(c, 'Modified side of the diff');
    await expect(await c.findByText('50 changes', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
