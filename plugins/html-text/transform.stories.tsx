import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { examplesPlay } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/HTML to Text', component: tool.Screen, args: { manifest } };
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

export const Empty: Story = {};

export const HtmlToText: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('HTML input'), {
      target: { value: '<h1>Title</h1><p>Tom &amp; Jerry</p><script>alert(1)</script>' },
    });
    await expect(await c.findByDisplayValue(/Title\s+Tom & Jerry/, {}, { timeout: 2000 })).toBeInTheDocument();
    await expect(c.getByText('No problems found in the HTML.')).toBeInTheDocument();
  },
};

export const TextToHtml: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Text to HTML' }));
    await fireEvent.change(c.getByLabelText('Text input'), { target: { value: '<img src=x onerror=alert(1)>' } });
    await expect(
      await c.findByDisplayValue('<p>&lt;img src=x onerror=alert(1)&gt;</p>', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    await expect(c.getByTitle('HTML preview')).toBeInTheDocument();
  },
};

export const BrokenMarkupWarnings: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('HTML input'), {
      target: { value: '<html><body><div>\n<p>a</p>\n</span></div>' },
    });
    const list = await c.findByRole('list', { name: 'HTML warnings' }, { timeout: 2000 });
    await expect(list).toHaveTextContent('unexpected closing tag </span> at line 3');
    await expect(list).toHaveTextContent('The <html> tag is not closed');
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('HTML input'), { target: { value: '<p>x</p>'.repeat(130_000) } });
    await expect(
      await c.findByText('Large input: press Convert now or Ctrl+Enter', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Convert now' })).toBeInTheDocument();
  },
};
