import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { writePng } from '@/test/png';
import examples from './examples';
import { generate } from './jobs';
import manifest from './manifest';
import Tool from './Tool';

const meta: Meta<typeof Tool> = { title: 'Tools/QR Code', component: Tool, args: { manifest } };
export default meta;
type Story = StoryObj<typeof Tool>;

const SLOW = { timeout: 10_000 };

const fillText = (canvasElement: HTMLElement, value: string) =>
  fireEvent.change(within(canvasElement).getByLabelText('Text'), { target: { value } });

/** A QR code for `payload` as a PNG file, drawn with the given colours. */
async function qrFile(payload: string, fg = '#000000', bg = '#ffffff') {
  const made = await generate({ payload, ecc: 'M', version: 0, margin: 4, fg, bg, size: 256 });
  if (!made.ok) throw new Error(made.message);
  return new File([made.png], 'code.png', { type: 'image/png' });
}

/** Image decoding (createImageBitmap, canvas) exists only in a browser: jsdom renders these stories without reading. */
const canDecode = () => typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function';

const upload = (canvasElement: HTMLElement, file: File) =>
  fireEvent.change(within(canvasElement).getByLabelText('Choose image'), { target: { files: [file] } });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Your QR code appears here.')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Download PNG' })).toBeDisabled();
  },
};

export const TextCode: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fillText(canvasElement, 'Hello, world');
    await expect(await c.findByText('Scans', {}, SLOW)).toBeInTheDocument();
    await expect(c.getByRole('region', { name: 'Code details' })).toHaveTextContent('1 (21 × 21 modules)');
    await expect(c.getByRole('button', { name: 'Download SVG' })).toBeEnabled();
  },
};

export const WifiTemplate: Story = {
  parameters: { route: '/encode/qr?template=wifi' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Network name (SSID)'), 'Cafe;1');
    await userEvent.type(c.getByLabelText('Password'), 'p:ss,word');
    await expect(await c.findByTestId('payload', {}, SLOW)).toHaveTextContent(
      'WIFI:T:WPA;S:Cafe\\;1;P:p\\:ss\\,word;;',
    );
  },
};

export const FieldError: Story = {
  parameters: { route: '/encode/qr?template=otp' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Account'), 'alice');
    await userEvent.type(c.getByLabelText('Secret key (Base32)'), 'ABC1');
    await expect(
      c.getAllByText("'1' is not a Base32 character: a secret uses the letters A–Z and the digits 2–7.")[0],
    ).toBeInTheDocument();
  },
};

export const TooLongForVersion: Story = {
  parameters: { route: '/encode/qr?version=1&ecc=H' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fillText(canvasElement, 'This sentence is too long for a version 1 code at level H.');
    await expect(await c.findByRole('alert', {}, SLOW)).toHaveTextContent(
      /^Version 1 cannot hold this content at level H: it needs version \d+ or higher/,
    );
  },
};

export const LowContrast: Story = {
  parameters: { route: '/encode/qr?fg=%23bbbbbb' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fillText(canvasElement, 'grey');
    await expect(c.getByText('Low contrast')).toBeInTheDocument();
    await expect(c.getByTestId('contrast')).toHaveTextContent('Contrast 1.92:1');
  },
};

export const Inverted: Story = {
  parameters: { route: '/encode/qr?fg=%23ffffff&bg=%23000000' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fillText(canvasElement, 'inverted');
    await expect(await c.findByText('Reads only when inverted', {}, SLOW)).toBeInTheDocument();
  },
};

export const ReadEmpty: Story = {
  parameters: { route: '/encode/qr?tab=read' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('The content of the code appears here.')).toBeInTheDocument();
  },
};

export const ReadWifi: Story = {
  parameters: { route: '/encode/qr?tab=read' },
  play: async ({ canvasElement }) => {
    if (!canDecode()) return;
    const c = within(canvasElement);
    await upload(canvasElement, await qrFile(examples.examples[0].input));
    await expect(await c.findByText('Wi-Fi network', {}, SLOW)).toBeInTheDocument();
    await expect(c.getByText('mynetwork')).toBeInTheDocument();
    // the password stays masked until asked for
    await expect(c.queryByText('mypass')).toBeNull();
    await userEvent.click(c.getByRole('switch', { name: 'Show secrets' }));
    await expect(c.getByText('mypass')).toBeInTheDocument();
  },
};

export const ReadInverted: Story = {
  parameters: { route: '/encode/qr?tab=read' },
  play: async ({ canvasElement }) => {
    if (!canDecode()) return;
    const c = within(canvasElement);
    await upload(canvasElement, await qrFile('https://example.com/', '#ffffff', '#000000'));
    await expect(await c.findByText('Read inverted (light on dark)', {}, SLOW)).toBeInTheDocument();
    await expect(c.getByTestId('read-content')).toHaveTextContent('https://example.com/');
  },
};

export const NoCodeFound: Story = {
  parameters: { route: '/encode/qr?tab=read' },
  play: async ({ canvasElement }) => {
    if (!canDecode()) return;
    const c = within(canvasElement);
    const white: [number, number, number, number] = [255, 255, 255, 255];
    const png = writePng(64, 64, () => white);
    await upload(canvasElement, new File([png.slice()], 'blank.png', { type: 'image/png' }));
    await expect(await c.findByText('No QR code found in this image', {}, SLOW)).toBeInTheDocument();
  },
};

export const CameraRefused: Story = {
  parameters: { route: '/encode/qr?tab=read' },
  beforeEach: () => {
    const devices = navigator.mediaDevices;
    if (!devices) return;
    const original = devices.getUserMedia;
    devices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    return () => {
      devices.getUserMedia = original;
    };
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Use camera' }));
    await expect(await c.findByText('Camera not available')).toBeInTheDocument();
  },
};
