import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { examplesPlay, findEditor } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = {
  title: 'Tools/Stack Trace Formatter',
  component: tool.Screen,
  args: { manifest },
};
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Formatted stack trace will appear here...')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Download' })).toBeDisabled();
  },
};

export const ExampleLoaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Load Example' }));
    const view = await findEditor(c, 'Formatted stack trace');
    await expect(view).toHaveTextContent('System.InvalidOperationException');
    await waitFor(() => expect(view.querySelector('[data-line-class="end-inner"]')).not.toBeNull());
    await expect(c.getByRole('button', { name: 'Copy' })).toBeEnabled();
  },
};

export const PythonTab: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Python' }));
    await userEvent.click(c.getByRole('button', { name: 'Load Example' }));
    const view = await findEditor(c, 'Formatted stack trace');
    await waitFor(() => expect(view.querySelectorAll('[data-line-class="file"]').length).toBe(3));
  },
};

export const FrameworkFramesFolded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Java' }));
    await userEvent.click(c.getByRole('button', { name: 'Load Example' }));
    const view = await findEditor(c, 'Formatted stack trace');
    // FileInputStream's two frames under "Caused by" fold; the program's frames stay
    await waitFor(() => expect(view.querySelector('.cm-foldPlaceholder')).toHaveTextContent('… 2 framework frames'));
    await expect(c.getByText(/\(2 framework frames folded\)/)).toBeInTheDocument();
  },
};

export const JsonEscaped: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('.NET stack trace input'), {
      target: { value: '"Error: <img src=x onerror=alert(1)>\\n    at f (a.js:1:2)"' },
    });
    await expect(await c.findByText('JSON string unescaped')).toBeInTheDocument();
    const view = await findEditor(c, 'Formatted stack trace');
    await expect(canvasElement.querySelector('[data-lines]')?.getAttribute('data-lines')).toBe('2');
    await expect(view.querySelector('img')).toBeNull();
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // 10k lines: a browser needs seconds per 100k lines to lay out the <textarea>; the e2e test runs 100k
    const big = Array.from({ length: 10_000 }, (_, i) => `    at fn${i} (/app/file.js:${i}:1)`).join('\n');
    await fireEvent.change(c.getByLabelText('.NET stack trace input'), { target: { value: big } });
    const view = await findEditor(c, 'Formatted stack trace');
    await expect(canvasElement.querySelector('[data-lines]')?.getAttribute('data-lines')).toBe('10000');
    await expect(view.querySelectorAll('[data-line-class]').length).toBeLessThan(100);
  },
};
