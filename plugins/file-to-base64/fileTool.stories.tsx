import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import tool from './fileTool';
import manifest from './manifest';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/File to Base64', component: tool.Screen, args: { manifest } };
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
    await userEvent.click(c.getByRole('button', { name: 'Convert' }));
    await expect(await c.findByText('Please select a file first')).toBeInTheDocument();
  },
};

export const Converted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pick(canvasElement, new File(['hello'], '<b>hello</b>.txt', { type: 'text/plain' }));
    await expect(c.getByText('<b>hello</b>.txt')).toBeInTheDocument();
    await expect(await c.findByDisplayValue('aGVsbG8=', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const DataUrl: Story = {
  parameters: { route: '/encode/file-base64?output=dataUrl' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pick(canvasElement, new File(['hi'], 'hi.txt', { type: 'text/plain' }));
    await expect(await c.findByDisplayValue('data:text/plain;base64,aGk=', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const Sniffed: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // the PNG signature (ISO/IEC 15948): the file card names what the bytes are, whatever the type says
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await pick(canvasElement, new File([png], 'logo.bin', { type: 'application/octet-stream' }));
    await expect(await c.findByText('PNG image', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(await c.findByDisplayValue('iVBORw0KGgoAAAAN', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pick(canvasElement, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.bin'));
    await expect(await c.findByText('File is too large (max 5MB)')).toBeInTheDocument();
    await expect(c.getByText('No file selected.')).toBeInTheDocument();
  },
};

export const LargeFile: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pick(canvasElement, new File([new Uint8Array(900_000).fill(65)], 'large.bin'));
    // 900,000 bytes → 1,200,000 Base64 characters: shown in the virtualised view, not a textarea
    await expect(await c.findByText(/1,200,000 characters · large text/, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
