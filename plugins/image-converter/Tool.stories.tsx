import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import manifest from './manifest';
import Tool from './Tool';

const meta: Meta<typeof Tool> = { title: 'Tools/Image Converter', component: Tool, args: { manifest } };
export default meta;
type Story = StoryObj<typeof Tool>;

/** A 1×1 transparent PNG. */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const pick = (canvas: HTMLElement, file: File) =>
  fireEvent.change(within(canvas).getByLabelText('Browse Files'), { target: { files: [file] } });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByLabelText(/Quality/)).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Convert' }));
    await expect(c.getByRole('alert')).toHaveTextContent('Please select an image to convert');
  },
};

export const FileSelected: Story = {
  parameters: { route: '/convert/image-formats?format=webp&quality=60' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pick(canvasElement, new File([PNG_1X1], 'dot.png', { type: 'image/png' }));
    await expect(await c.findByText('dot.png')).toBeInTheDocument();
    await expect(c.getByLabelText('Quality: 60%')).toHaveValue('60');
    await userEvent.click(c.getByRole('button', { name: 'Remove' }));
    await expect(c.queryByText('dot.png')).toBeNull();
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pick(canvasElement, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expect(await c.findByRole('alert')).toHaveTextContent(
      'Please select a valid image file (JPEG, PNG, WebP, GIF, BMP, TIFF, SVG)',
    );
  },
};

export const RenamedNonImage: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pick(canvasElement, new File(['just some notes'], 'photo.png', { type: 'image/png' }));
    await expect(await c.findByRole('alert')).toHaveTextContent('This file is not a valid image');
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pick(canvasElement, new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    await expect(await c.findByRole('alert')).toHaveTextContent('File size exceeds 25MB limit: this file is 25.0 MB.');
  },
};
