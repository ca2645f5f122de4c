import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { examplesPlay } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = {
  title: 'Tools/Compress / Decompress',
  component: tool.Screen,
  args: { manifest },
};
export default meta;
type Story = StoryObj<typeof tool.Screen>;

const INPUT = 'Compressed data or text';

const type = async (canvas: HTMLElement, value: string) =>
  fireEvent.change(await within(canvas).findByLabelText(INPUT, {}, { timeout: 3000 }), { target: { value } });

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

export const Empty: Story = {};

export const Decompressed: Story = {
  name: 'Decompressed, two gzip members',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // (printf a | gzip; printf b | gzip) | base64
    await type(canvasElement, 'H4sIAAAAAAAAA0sEAEO+t+gBAAAAH4sIAAAAAAAAA0sCAPnvvnEBAAAA');
    await expect(await c.findByDisplayValue('ab', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByTestId('gzip-summary')).toHaveTextContent('gzip · Base64 · 2 members · CRC-32 ok');
    await expect(c.getAllByTestId('gzip-member')).toHaveLength(2);
  },
};

export const WithHeader: Story = {
  name: 'Decompressed, header with a file name',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // printf 'hello\n' > hello.txt; touch -d '2024-01-02 03:04:05 UTC' hello.txt; gzip -c -9 hello.txt | base64
    await type(canvasElement, 'H4sICCV9k2UCA2hlbGxvLnR4dADLSM3JyecCACAwOjYGAAAA');
    await expect(await c.findByText('hello.txt', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByText('2024-01-02 03:04:05 UTC')).toBeInTheDocument();
    await expect(c.getByText('maximum (level 9)')).toBeInTheDocument();
  },
};

export const WrongCrc: Story = {
  name: 'Wrong CRC-32',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // the second member's CRC-32 of the one above, its first byte flipped
    await type(canvasElement, 'H4sIAAAAAAAAA0sEAEO+t+gBAAAAH4sIAAAAAAAAA0sCAAbvvnEBAAAA');
    await expect(
      await c.findByText(/^CRC-32 mismatch in member 2 at byte 34/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(c.getByText('Line 1, Column 46')).toBeInTheDocument();
  },
};

export const NotText: Story = {
  name: 'Bytes that are not UTF-8',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // base64.b64encode(gzip.compress(bytes([255, 254, 0, 1]), mtime=0))
    await type(canvasElement, 'H4sIAAAAAAACA/v/j4ERAKG3HDcEAAAA');
    await userEvent.click(await c.findByRole('button', { name: 'Show as Base64' }, { timeout: 5000 }));
    await expect(await c.findByDisplayValue('//4AAQ==', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Download bytes' })).toBeInTheDocument();
  },
};

export const Compressed: Story = {
  name: 'Compressed to zlib in hex',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(canvasElement, 'Hello, World!');
    await userEvent.click(c.getByRole('button', { name: 'Compress' }));
    await userEvent.click(await c.findByRole('radio', { name: 'zlib' }));
    await userEvent.selectOptions(await c.findByLabelText('Compressed data as'), 'hex');
    // python3 -c "import zlib; print(zlib.compress(b'Hello, World!').hex())"
    await expect(
      await c.findByDisplayValue('789cf348cdc9c9d75108cf2fca495104001f9e046a', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(c.getByTestId('gzip-summary')).toHaveTextContent('zlib · level 6 · hex');
  },
};
