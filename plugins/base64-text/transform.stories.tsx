import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/Base64 Text', component: tool.Screen, args: { manifest } };
export default meta;
type Story = StoryObj<typeof tool.Screen>;

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
