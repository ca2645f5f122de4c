import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import manifest from './manifest';
import Tool from './Tool';

const meta: Meta<typeof Tool> = { title: 'Tools/Hash Generator', component: Tool, args: { manifest } };
export default meta;
type Story = StoryObj<typeof Tool>;

const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Algorithm')).toHaveValue('SHA-256');
    await expect(c.getByRole('switch', { name: 'Live update' })).toHaveAttribute('aria-checked', 'true');
    await expect(c.queryByRole('button', { name: 'Generate' })).toBeNull();
  },
};

export const LiveSha256: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Text to hash'), { target: { value: 'abc' } });
    await expect(await c.findByText(ABC_SHA256, {}, { timeout: 3000 })).toBeInTheDocument();
    await fireEvent.change(c.getByLabelText('Expected digest (verify)'), {
      target: { value: ABC_SHA256.toUpperCase() },
    });
    await expect(c.getByText('Match: the digests are identical')).toBeInTheDocument();
  },
};

export const CompareAllBase64: Story = {
  parameters: { route: '/encode/hash?compareAll=true&format=base64' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Text to hash'), { target: { value: 'abc' } });
    await expect(await c.findByText('kAFQmDzST7DWlj99KOF/cg==', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByText('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=')).toBeInTheDocument();
  },
};

export const UnsupportedAlgorithm: Story = {
  parameters: { route: '/encode/hash?algorithm=crc32' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Unsupported hash algorithm')).toBeInTheDocument();
    await fireEvent.change(c.getByLabelText('Text to hash'), { target: { value: 'abc' } });
    await expect(c.getByText('Choose an algorithm to see the hash.')).toBeInTheDocument();
  },
};

export const Mismatch: Story = {
  parameters: { route: '/encode/hash?live=false&algorithm=md5' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Text to hash'), { target: { value: 'abc' } });
    await userEvent.click(c.getByRole('button', { name: 'Generate' }));
    await expect(await c.findByText('900150983cd24fb0d6963f7d28e17f72', {}, { timeout: 3000 })).toBeInTheDocument();
    await fireEvent.change(c.getByLabelText('Expected digest (verify)'), { target: { value: ABC_SHA256 } });
    await expect(c.getByText('Mismatch: the digests differ')).toBeInTheDocument();
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Text to hash'), { target: { value: 'a'.repeat(1_000_000) } });
    await expect(
      await c.findByText('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const FileHashed: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'File' }));
    await fireEvent.change(c.getByLabelText('Browse Files'), {
      target: { files: [new File(['abc'], 'abc.txt', { type: 'text/plain' })] },
    });
    await expect(await c.findByText(ABC_SHA256, {}, { timeout: 3000 })).toBeInTheDocument();
    // the file card the file tools share: its facts, and what the sniffer reads its bytes as
    await expect(c.getByTestId('hash-file')).toHaveTextContent('abc.txt');
    await expect(await c.findByText('plain text')).toBeInTheDocument();
  },
};
