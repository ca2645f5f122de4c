import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { examplesPlay } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/Base64 Text', component: tool.Screen, args: { manifest } };
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

export const Empty: Story = {};

export const Encoded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Text or Base64 input'), { target: { value: 'Hello, 世界 👋' } });
    await expect(await c.findByDisplayValue('SGVsbG8sIOS4lueVjCDwn5GL', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const InvalidBase64: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Text or Base64 input'), { target: { value: 'not base64!!' } });
    await userEvent.click(c.getByRole('button', { name: 'Decode' }));
    await expect(
      await c.findByText('Decoding failed: Invalid Base64 string', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

export const BlankInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Encode' }));
    await expect(await c.findByText('Please enter some text to encode')).toBeInTheDocument();
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Text or Base64 input'), { target: { value: 'a'.repeat(300_000) } });
    await expect(c.getByText('300,000 characters')).toBeInTheDocument();
  },
};

export const JwtHint: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Text or Base64 input'), {
      target: {
        value:
          'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
      },
    });
    await expect(await c.findByText('This looks like a JSON Web Token (JWT)')).toBeInTheDocument();
    await expect(c.getByRole('region', { name: 'JWT payload' })).toHaveTextContent('"name": "John Doe"');
  },
};

/** Base64 typed or pasted decodes by itself, and the tool says so with one button to encode instead. */
export const DetectedBase64: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // python3: base64.b64encode(b'Hello World') is SGVsbG8gV29ybGQ=
    await fireEvent.change(c.getByLabelText('Text or Base64 input'), { target: { value: 'SGVsbG8gV29ybGQ=' } });
    await expect(await c.findByDisplayValue('Hello World', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByText('Looks like Base64 — decoded.')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Decode' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** After Encode instead, the Base64 is encoded again and Encode is the pressed button. */
export const EncodeInstead: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Text or Base64 input'), { target: { value: 'SGVsbG8gV29ybGQ=' } });
    await userEvent.click(await c.findByRole('button', { name: 'Encode instead' }, { timeout: 3000 }));
    // base64.b64encode(b'SGVsbG8gV29ybGQ=') is U0dWc2JHOGdWMjl5YkdRPQ==
    await expect(await c.findByDisplayValue('U0dWc2JHOGdWMjl5YkdRPQ==', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Encode' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Decode pressed on a JWT: the error, and no out-of-date output beside it. */
export const DecodeFailedOnJwt: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Text or Base64 input'), {
      target: {
        value:
          'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
      },
    });
    await userEvent.click(c.getByRole('button', { name: 'Decode' }));
    await expect(
      await c.findByText('Decoding failed: Invalid Base64 string', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(c.queryByText(/Out of date/)).toBeNull();
  },
};

/** A JWT whose exp has passed: its dates, and "expired … ago". */
export const JwtExpired: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // python3: payload {"sub":"1","exp":1700000000,"iat":1600000000}, base64url without padding
    await fireEvent.change(c.getByLabelText('Text or Base64 input'), {
      target: {
        value: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiZXhwIjoxNzAwMDAwMDAwLCJpYXQiOjE2MDAwMDAwMDB9.c2ln',
      },
    });
    await expect(await c.findByText(/2023-11-14T22:13:20\.000Z — expired \d+ y ago/)).toBeInTheDocument();
  },
};
