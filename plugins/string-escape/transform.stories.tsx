import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { examplesPlay } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = {
  title: 'Tools/String Escape / Unescape',
  component: tool.Screen,
  args: { manifest },
};
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

const setInput = (canvasElement: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(canvasElement).getByLabelText(label), { target: { value } });

export const Empty: Story = {};

export const Escaped: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await setInput(canvasElement, 'Text to escape', 'He said "hi"\n\tand left\\');
    await expect(
      await c.findByDisplayValue('"He said \\"hi\\"\\n\\tand left\\\\"', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(c.getByText('Round trip ✓')).toBeInTheDocument();
  },
};

export const Unescaped: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Unescape' }));
    await setInput(canvasElement, 'JSON string to unescape', '"caf\\u00e9 \\u2615 \\ud83d\\ude00"');
    await expect(await c.findByDisplayValue('café ☕ 😀', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const InvalidEscape: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Unescape' }));
    await setInput(canvasElement, 'JSON string to unescape', '"Hello\\q"');
    await expect(await c.findByText('This is not a valid JSON string', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByText('Line 1, Column 7')).toBeInTheDocument();
  },
};

export const CannotHold: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByLabelText('Language'), 'bash');
    await setInput(canvasElement, 'Text to escape', 'a\u0000b');
    await expect(
      await c.findByText("This text cannot be written as a Bash ($'…') string", {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

export const EscapedJsonOffer: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await setInput(canvasElement, 'Text to escape', '"{\\"msg\\": \\"hi\\\\nthere\\"}"');
    await expect(await c.findByText('This looks like an escaped JSON string')).toBeInTheDocument();
  },
};

export const EscapedTwice: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Unescape' }));
    await setInput(canvasElement, 'JSON string to unescape', '"\\"say \\\\\\"hi\\\\\\"\\""');
    await expect(
      await c.findByText('The result is still an escaped string', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

export const ReadButNotEscape: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Unescape' }));
    await userEvent.selectOptions(c.getByLabelText('Language'), 'python');
    await setInput(canvasElement, 'Python string to unescape', "'C:\\data'");
    await expect(await c.findByText('Read, but not as an escape', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await setInput(canvasElement, 'Text to escape', 'a"b\n'.repeat(75_000));
    await expect(c.getByText('300,000 characters')).toBeInTheDocument();
  },
};
