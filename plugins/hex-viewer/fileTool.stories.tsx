import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { HELLO_BYTES, TINY_PNG } from './examples';
import tool from './fileTool';
import manifest from './manifest';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/Hex Viewer', component: tool.Screen, args: { manifest } };
export default meta;
type Story = StoryObj<typeof tool.Screen>;

const pick = (canvas: HTMLElement, file: File) =>
  fireEvent.change(within(canvas).getByLabelText('Browse Files'), { target: { files: [file] } });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No file selected.')).toBeInTheDocument();
  },
};

export const NoFileSelected: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'View' }));
    await expect(await c.findByText('Choose a file, or paste hex, to view its bytes')).toBeInTheDocument();
  },
};

export const Viewed: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pick(canvasElement, new File([new Uint8Array(HELLO_BYTES)], 'hello.txt', { type: 'text/plain' }));
    // xxd hello.txt's first row
    await expect(await c.findByText('00000000:', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByRole('region', { name: 'Bytes of the file' })).toBeInTheDocument();
  },
};

export const Selected: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pick(canvasElement, new File([new Uint8Array([0, 0, 0x80, 0x3f])], 'one.bin'));
    const region = await c.findByRole('region', { name: 'Bytes of the file' }, { timeout: 3000 });
    region.focus();
    await userEvent.keyboard('{ArrowRight}');
    // f32 LE of 00 00 80 3f is 1.0: python3 -c "import struct; print(struct.unpack('<f', bytes.fromhex('0000803f')))"
    await expect(await c.findByRole('row', { name: /f32 LE 1$/ })).toBeInTheDocument();
  },
};

export const Sniffed: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pick(canvasElement, new File([new Uint8Array(TINY_PNG)], 'logo.bin', { type: 'application/octet-stream' }));
    await expect(await c.findByText('PNG image', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const big = new File([new Uint8Array(1)], 'big.bin');
    Object.defineProperty(big, 'size', { value: 256 * 1024 * 1024 + 1 });
    await pick(canvasElement, big);
    await expect(
      await c.findByText('The file is larger than 256 MB: open a smaller file, or a part of it'),
    ).toBeInTheDocument();
  },
};
