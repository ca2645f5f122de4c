import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import manifest from './manifest';
import Tool from './Tool';

const meta: Meta<typeof Tool> = { title: 'Tools/Text Diff Checker', component: Tool, args: { manifest } };
export default meta;
type Story = StoryObj<typeof Tool>;

const fill = async (c: ReturnType<typeof within>, a: string, b: string) => {
  await fireEvent.change(c.getByLabelText('Original text'), { target: { value: a } });
  await fireEvent.change(c.getByLabelText('Modified text'), { target: { value: b } });
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Compare' })).toBeDisabled();
    await expect(c.getByText('Please enter text in both fields to compare')).toBeInTheDocument();
  },
};

export const Compared: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(c, 'one\ntwo\nthree\n', 'one\n2\nthree\nfour\n');
    await userEvent.click(c.getByRole('button', { name: 'Compare' }));
    await expect(await c.findByText('2 lines added', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByText('1 line removed')).toBeInTheDocument();
    await expect(c.getByRole('region', { name: 'Side-by-side diff' })).toHaveTextContent('four');
    await userEvent.click(c.getByRole('tab', { name: 'Unified' }));
    await expect(c.getByRole('region', { name: 'Unified diff' })).toHaveTextContent('two');
  },
};

export const CharacterLevel: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(c, 'kitten', 'sitting');
    await userEvent.click(c.getByRole('switch', { name: 'Character-level' }));
    await userEvent.click(c.getByRole('button', { name: 'Compare' }));
    await expect(await c.findByText('3 characters added', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByText('2 characters removed')).toBeInTheDocument();
  },
};

export const LineEndingsOnly: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // a textarea turns CRLF into LF, so the texts come from files
    await userEvent.upload(c.getByLabelText('Original file'), new File(['a\nb\n'], 'a.txt', { type: 'text/plain' }));
    await userEvent.upload(c.getByLabelText('Modified file'), new File(['a\r\nb\r\n'], 'b.txt', { type: 'text/plain' }));
    await expect((await c.findAllByDisplayValue(/a\s+b/)).length).toBe(2);
    await userEvent.click(c.getByRole('button', { name: 'Compare' }));
    await expect((await c.findAllByText(/The texts differ only in line endings/, {}, { timeout: 3000 })).length).toBeGreaterThan(0);
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const a = Array.from({ length: 5000 }, (_, i) => `line ${i} lorem ipsum dolor sit amet`);
    const b = a.map((l, i) => (i % 100 === 7 ? l.toUpperCase() : l));
    await fill(c, a.join('\n'), b.join('\n'));
    await userEvent.click(c.getByRole('button', { name: 'Compare' }));
    await expect(await c.findByText('50 lines added', {}, { timeout: 5000 })).toBeInTheDocument();
    const view = c.getByRole('region', { name: 'Side-by-side diff' });
    await expect(view.getAttribute('data-rows')).toBe('5000');
  },
};
