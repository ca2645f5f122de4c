import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { canvasOf, findEditor, outputText, textOf } from '../../.storybook/play';
import { MINI_PDF } from './examples';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/Base64 to PDF', component: tool.Screen, args: { manifest } };
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/**
 * The Example button, then Convert to PDF, with the data URL examples.ts states for it. (The shared
 * examplesPlay waits for the output right after Example, which a tool that converts only on demand,
 * as this one does under the 'document' policy, does not give.)
 */
export const Examples: Story = {
  play: async ({ canvasElement }) => {
    const c = canvasOf(canvasElement);
    const example = tool.examples[0];
    await userEvent.click(c.getByRole('button', { name: tool.controls.exampleLabel }));
    await waitFor(() => expect(textOf(c.getByLabelText('Base64 data'))).toBe(example.input));
    await userEvent.click(c.getByRole('button', { name: 'Convert to PDF' }));
    await waitFor(() => expect(outputText(c)).toBe(example.output), { timeout: 5000 });
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

const MINI_PDF_URL = `data:application/pdf;base64,${btoa(MINI_PDF)}`;

const fill = (canvasElement: HTMLElement, value: string) =>
  fireEvent.change(within(canvasElement).getByLabelText('Base64 data'), { target: { value } });
const convert = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Convert to PDF' }));

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Convert Base64 data to see the PDF here.')).toBeInTheDocument();
    await fill(canvasElement, MINI_PDF_URL);
    // nothing runs before Convert to PDF: the output says how to run it
    await expect(c.getByText('Press Convert to PDF or Ctrl+Enter to see the PDF here.')).toBeInTheDocument();
  },
};

export const Converted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(canvasElement, MINI_PDF_URL);
    await convert(canvasElement);
    await expect(await c.findByText(`PDF 1.4 · ${MINI_PDF.length} B`, {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

export const EmptyInputError: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(canvasElement, 'data:application/pdf;base64,');
    await convert(canvasElement);
    await expect(await c.findByText('Please enter Base64 data')).toBeInTheDocument();
  },
};

export const InvalidBase64: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(canvasElement, 'not base64 @@@');
    await convert(canvasElement);
    await expect(
      await c.findByText('Conversion failed: Invalid Base64 data', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(textOf(c.getByLabelText('Base64 data'))).toBe('not base64 @@@');
  },
};

export const NotAPdf: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(canvasElement, btoa('<html><script>alert(1)</script></html>'));
    await convert(canvasElement);
    await expect(
      await c.findByText('Conversion failed: Invalid Base64 data', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(c.getByText(/it holds an HTML document \(text\), not a PDF/)).toBeInTheDocument();
    await expect(c.getByText('Convert Base64 data to see the PDF here.')).toBeInTheDocument();
  },
};

export const Truncated: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(canvasElement, btoa('%PDF-1.7\n1 0 obj<<>>'));
    await convert(canvasElement);
    await expect(await c.findByText('The PDF may be incomplete', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = `%PDF-1.7\n%${'a'.repeat(180_000)}\n%%EOF\n`;
    await fill(canvasElement, btoa(body));
    await convert(canvasElement);
    await expect(await c.findByText('PDF 1.7 · 175.8 KB', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const LargePasted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const big = btoa(`%PDF-1.7\n%${'a'.repeat(800_000)}\n%%EOF\n`);
    const area = c.getByLabelText('Base64 data');
    // a real paste event (a browser's ClipboardEvent only takes a real DataTransfer)
    area.focus();
    await userEvent.paste(big);
    // the code editor holds the whole text and stays editable
    await expect(await c.findByText(`${big.length.toLocaleString('en-US')} characters`)).toBeInTheDocument();
    await findEditor(c, 'Base64 data');
    await convert(canvasElement);
    await expect(await c.findByText('PDF 1.7 · 781.3 KB', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
