import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { examplesPlay, findEditor, textOf } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/XML Formatter', component: tool.Screen, args: { manifest } };
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

const input = (c: ReturnType<typeof within>) => c.getByLabelText('XML input');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Formatted XML will appear here.')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Format' }));
    await expect(await c.findByText('Please enter some XML', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const Formatted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: '<a x="1"><!-- c --><b>t</b><![CDATA[<raw>]]></a>' } });
    const view = await findEditor(c, 'Formatted XML');
    await expect(view).toHaveAttribute('aria-readonly', 'true');
    await expect(view).toHaveTextContent('<!-- c -->');
    await expect(c.getByText('Valid XML')).toBeInTheDocument();
    await expect(c.getByText(/characters · 2 tags/)).toBeInTheDocument();
  },
};

export const Minified: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: '<a>\n  <b> x </b>\n</a>' } });
    await userEvent.click(c.getByRole('button', { name: 'Minify' }));
    const view = await findEditor(c, 'Minified XML');
    await expect(textOf(view)).toBe('<a><b> x </b></a>');
  },
};

export const InvalidXml: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(input(c), { target: { value: '<a><b></a>' } });
    await expect(await c.findByText(/unexpected close tag/, {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getAllByText('Invalid XML').length).toBeGreaterThan(0);
    await expect(c.getByText('Line 1, Column 10')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Go to error' })).toBeInTheDocument();
    await expect(textOf(input(c))).toBe('<a><b></a>');
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const big = '<root>' + '<item id="1"><name>x &amp; y</name></item>'.repeat(2500) + '</root>';
    await fireEvent.change(input(c), { target: { value: big } });
    const view = await findEditor(c, 'Formatted XML');
    await expect(canvasElement.querySelector('[data-lines]')?.getAttribute('data-lines')).toBe('7502');
    // the editor draws only the lines in view
    await expect(view.querySelectorAll('.cm-line').length).toBeLessThan(100);
  },
};
