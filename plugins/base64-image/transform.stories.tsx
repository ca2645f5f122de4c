import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { encodeBytes } from '@/lib/base64';
import { gradient, writePng } from '@/test/png';
import { examplesPlay, findEditor, textOf } from '../../.storybook/play';
import { JPEG_AS_PNG, PNG_1x1 } from './examples';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/Base64 to Image', component: tool.Screen, args: { manifest } };
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** The Example button, with the data URL examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

/** A real PNG of the given size (uncompressed, so its size follows from its dimensions), as raw Base64. */
const pngOfSize = (width: number, height: number) => encodeBytes(writePng(width, height, gradient(width, height)));

const fill = (canvasElement: HTMLElement, value: string) =>
  fireEvent.change(within(canvasElement).getByLabelText('Base64 string or data URL'), { target: { value } });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Your image preview appears here.')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Download' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Copy URL' })).toBeDisabled();
  },
};

export const Decoded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(canvasElement, `data:image/png;base64,${PNG_1x1}`);
    await expect(await c.findByText('PNG', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByText('1 × 1')).toBeInTheDocument();
    await expect(c.getByText(/^0\.07 KB/)).toBeInTheDocument();
    await expect(c.getByText('Shown enlarged 128× so small images are visible.')).toBeInTheDocument();
  },
};

export const MislabelledJpeg: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(canvasElement, JPEG_AS_PNG);
    // the details settle once the image has decoded, which may render them again
    await waitFor(
      async () => {
        await expect(c.getByText('Format corrected')).toBeInTheDocument();
        await expect(c.getByText('JPEG (labelled image/png)')).toBeInTheDocument();
        await expect(c.getByText('10 × 20')).toBeInTheDocument();
      },
      { timeout: 10_000 },
    );
  },
};

export const InvalidBase64: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(canvasElement, 'this is not base64!');
    await expect(
      await c.findByText('Invalid Base64 string. Please check your input and try again.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(textOf(c.getByLabelText('Base64 string or data URL'))).toBe('this is not base64!');
  },
};

export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fill(canvasElement, 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==');
    await expect(
      await c.findByText('Invalid image data. Please check your Base64 string.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Clear' }));
    await expect(textOf(c.getByLabelText('Base64 string or data URL'))).toBe('');
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const big = pngOfSize(260, 200);
    await fill(canvasElement, big);
    await expect(await c.findByText('260 × 200', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByText(`${big.length.toLocaleString('en-US')} characters`)).toBeInTheDocument();
    await expect(await c.findByRole('img', { name: 'Decoded PNG image, 260 × 200 pixels' })).toBeInTheDocument();
  },
};

export const LargePasted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const big = pngOfSize(360, 400);
    const area = c.getByLabelText('Base64 string or data URL');
    // a real paste event (a browser's ClipboardEvent only takes a real DataTransfer)
    area.focus();
    await userEvent.paste(big);
    // the code editor holds the whole text and stays editable
    await expect(await c.findByText(`${big.length.toLocaleString('en-US')} characters`)).toBeInTheDocument();
    await findEditor(c, 'Base64 string or data URL');
    await expect(await c.findByText('360 × 400', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(await c.findByRole('img', { name: 'Decoded PNG image, 360 × 400 pixels' })).toBeInTheDocument();
  },
};
