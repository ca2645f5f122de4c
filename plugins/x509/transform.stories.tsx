import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { examplesPlay } from '../../.storybook/play';
import { CHAIN_PEM, ED25519_PRIVATE_PEM, RSA_CERT_DER_BASE64 } from './examples';
import manifest from './manifest';
import { MESSAGES } from './messages';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = {
  title: 'Tools/Certificate & Key Decoder',
  component: tool.Screen,
  args: { manifest },
};
export default meta;
type Story = StoryObj<typeof tool.Screen>;

const INPUT = 'Certificate, request or key';

const type = async (canvas: HTMLElement, value: string) =>
  fireEvent.change(await within(canvas).findByLabelText(INPUT, {}, { timeout: 3000 }), { target: { value } });

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

export const Empty: Story = {};

export const Chain: Story = {
  name: 'A chain, decoded',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(canvasElement, CHAIN_PEM);
    await expect(await c.findByDisplayValue(/Chain order: ok/, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByDisplayValue(/SANs: +DNS:leaf\.example\.com/)).toBeInTheDocument();
  },
};

export const PrivateKey: Story = {
  name: 'A private key, with its warning',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(canvasElement, ED25519_PRIVATE_PEM);
    await expect(await c.findByText(MESSAGES.privateKey)).toBeInTheDocument();
    await c.findByDisplayValue(/Key: +Ed25519/, {}, { timeout: 5000 });
  },
};

export const LyingDer: Story = {
  name: 'DER whose length lies',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // the certificate's last 18 bytes cut off: 24 fewer Base64 characters, whole groups of four
    await type(canvasElement, RSA_CERT_DER_BASE64.slice(0, -24));
    await expect(
      await c.findByText(/^Byte 0: the SEQUENCE declares 1046 bytes of content/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const BlankInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'To PEM' }));
    await expect(await c.findByText(MESSAGES.blank)).toBeInTheDocument();
  },
};
