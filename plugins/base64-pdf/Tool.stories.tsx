import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { findEditor, textOf } from '../../.storybook/play';
import { MINI_PDF } from './examples';
import manifest from './manifest';
import Tool from './Tool';

const meta: Meta<typeof Tool> = { title: 'Tools/Base64 to PDF', component: Tool, args: { manifest } };
export default meta;
type Story = StoryObj<typeof Tool>;

const fill = (canvasElement: HTMLElement, value: string) =>
  fireEvent.change(within(canvasElement).getByLabelText('Base64 data'), { target: { value } });
const convert = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Convert to PDF' }));

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Convert Base64 data to see the PDF here.')).toBeInTheDocument();
  },
};

export const Converted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(canvasElement, `data:application/pdf;base64,${btoa(MINI_PDF)}`);
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
