import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { examplesPlay } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = {
  title: 'Tools/Base32 / Base58 / Base85',
  component: tool.Screen,
  args: { manifest },
};
export default meta;
type Story = StoryObj<typeof tool.Screen>;

const type = async (canvas: HTMLElement, label: string, value: string) =>
  fireEvent.change(await within(canvas).findByLabelText(label, {}, { timeout: 3000 }), { target: { value } });

const decoding = async (canvas: HTMLElement) =>
  userEvent.click(within(canvas).getByRole('button', { name: /^Decode$/ }));

/** Each direction's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

export const Empty: Story = {};

export const EncodedBase32: Story = {
  name: 'Encoded as Base32',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // python3: base64.b32encode(b'foobar')
    await type(canvasElement, 'Text or encoded input', 'foobar');
    await expect(await c.findByDisplayValue('MZXW6YTBOI======', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByTestId('base-n-summary')).toHaveTextContent('Base32 of 6 bytes of UTF-8');
  },
};

export const DetectedWithOthers: Story = {
  name: 'Decoded, alphabet detected',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // bitcoin core's base58_encode_decode.json
    await type(canvasElement, 'Text or encoded input', '2cFupjhnEsSn59qHXstmK2ffpLv2');
    await decoding(canvasElement);
    await expect(await c.findByDisplayValue('simply a long string', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByTestId('base-n-summary')).toHaveTextContent('Read as Base58 (detected)');
  },
};

export const InvalidCharacter: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(canvasElement, 'Text or encoded input', 'MZXW6YTB\nOI!=====');
    await decoding(canvasElement);
    await expect(
      await c.findByText("Invalid character '!' (U+0021) in Base32 (line 2, column 3)", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(c.getByText('Line 2, Column 3')).toBeInTheDocument();
  },
};

export const WrongChecksum: Story = {
  name: 'Base58Check, wrong checksum',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByLabelText('Alphabet'), 'base58check');
    await type(canvasElement, 'Text or encoded input', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb');
    // the buttons wait while the text is encoded
    await c.findByTestId('base-n-summary', {}, { timeout: 5000 });
    await decoding(canvasElement);
    await expect(await c.findByText(/^Base58Check checksum does not match/, {}, { timeout: 5000 })).toBeInTheDocument();
    // the text reads as plain Base58, which the error offers
    await expect(c.getByRole('button', { name: 'Read as Base58' })).toBeInTheDocument();
  },
};

export const Bech32m: Story = {
  name: 'Bech32m address, bytes as hex',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // BIP 350's version 1 address
    await type(
      canvasElement,
      'Text or encoded input',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    );
    await decoding(canvasElement);
    await expect(
      await c.findByDisplayValue(
        '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await expect(c.getByTestId('base-n-summary')).toHaveTextContent('Bech32m checksum (BIP 350)');
    await expect(c.getByRole('button', { name: 'Download bytes' })).toBeInTheDocument();
  },
};

export const Z85Length: Story = {
  name: 'Z85, not whole groups',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByLabelText('Alphabet'), 'z85');
    await type(canvasElement, 'Text or encoded input', 'Hello');
    await expect(await c.findByText(/^Z85 encodes whole groups of 4 bytes/, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
