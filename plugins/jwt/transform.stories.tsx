import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { examplesPlay } from '../../.storybook/play';
import { HS256_EXPIRED, HS256_SECRET, HS256_ZOE, RFC_JWE, RFC_UNSECURED, RSA_PUBLIC_PEM } from './examples';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = {
  title: 'Tools/JWT Decoder & Verifier',
  component: tool.Screen,
  args: { manifest },
};
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

type Canvas = ReturnType<typeof within>;
const paste = (c: Canvas, token: string) =>
  fireEvent.change(c.getByLabelText('JSON Web Token'), { target: { value: token } });
const key = (c: Canvas, text: string) =>
  fireEvent.change(c.getByLabelText('Verification key'), { target: { value: text } });
// the check runs in the tool's worker: wait for its verdict
const signature = (c: Canvas, text: string | RegExp) =>
  waitFor(() => expect(c.getByTestId('verdict-signature')).toHaveTextContent(text), { timeout: 5000 });

export const Empty: Story = {};

export const Decoded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await paste(c, HS256_ZOE);
    await waitFor(() => expect(c.getByRole('textbox', { name: 'Payload' })).toHaveTextContent('"name": "Zoë"'), {
      timeout: 3000,
    });
    await expect(c.getByRole('region', { name: 'Token parts' })).toHaveTextContent('alg HS256 · typ JWT');
  },
};

export const ValidSignature: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await paste(c, HS256_ZOE);
    await key(c, HS256_SECRET);
    await signature(c, 'Signature valid: HS256 with a UTF-8 secret of 19 bytes.');
  },
};

export const ExpiredButWellSigned: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await paste(c, HS256_EXPIRED);
    await key(c, HS256_SECRET);
    await signature(c, 'Signature valid');
    await expect(c.getByTestId('jwt-summary')).toHaveTextContent('Signature valid, expired');
  },
};

export const InvalidSignature: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await paste(c, HS256_ZOE);
    await key(c, 'not the secret');
    await signature(c, /^Invalid signature/);
  },
};

export const AlgorithmConfusion: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await paste(c, HS256_ZOE);
    await key(c, RSA_PUBLIC_PEM);
    await signature(c, 'algorithm confusion');
  },
};

export const AlgNone: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await paste(c, RFC_UNSECURED);
    await signature(c, 'Unsecured (alg: none): not verifiable');
  },
};

export const EncryptedJwe: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await paste(c, RFC_JWE);
    await expect(await c.findByText('Encrypted token (JWE)', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const BadSegment: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const [h, p, s] = HS256_ZOE.split('.');
    await paste(c, `${h}.${p.slice(0, 5)}*${p.slice(6)}.${s}`);
    await expect(
      await c.findByText('Payload (part 2) is not valid base64url', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

export const KeyNotInSet: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await paste(c, HS256_EXPIRED);
    await key(c, '{"keys":[{"kty":"oct","kid":"k3","k":"c2VjcmV0"}]}');
    await signature(c, 'No key with kid k1 in the key set (it has k3).');
  },
};

export const AmbiguousKeys: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await paste(c, HS256_EXPIRED);
    await key(
      c,
      '{"keys":[{"kty":"oct","kid":"k1","k":"c2VjcmV0"},{"kty":"oct","kid":"k1","k":"eW91ci0yNTYtYml0LXNlY3JldA"}]}',
    );
    await signature(c, '2 keys match, pick one.');
    await userEvent.selectOptions(c.getByLabelText('Key to check with'), 'key 2 · kid k1 · oct');
  },
};

export const BlankInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Decode' }));
    await expect(
      await c.findByText('Paste a JWT to decode: three base64url parts joined by dots.'),
    ).toBeInTheDocument();
  },
};

export const CutSignature: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const [h, p] = HS256_ZOE.split('.');
    await paste(c, `${h}.${p}`);
    await signature(c, /^No signature: this token cannot be verified/);
    await expect(c.getByTestId('jwt-signature-part')).toHaveTextContent('No signature: this token cannot be verified');
  },
};

/** The Sign tab's sample header and payload, signed with python3's secret: python3's token. */
export const Sign: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Sign' }));
    await fireEvent.change(c.getByLabelText('Secret'), { target: { value: HS256_SECRET } });
    await waitFor(() => expect(c.getByTestId('jwt-signed')).toHaveTextContent(HS256_ZOE), { timeout: 5000 });
  },
};
