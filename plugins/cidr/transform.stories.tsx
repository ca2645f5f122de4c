import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { examplesPlay } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = {
  title: 'Tools/IP / CIDR Calculator',
  component: tool.Screen,
  args: { manifest },
};
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

const type = (canvas: HTMLElement, value: string) =>
  fireEvent.change(within(canvas).getByLabelText('IP addresses or networks'), { target: { value } });

export const Empty: Story = {};

export const NetworkDetails: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(canvasElement, '192.168.1.10/24');
    const card = await c.findByRole('region', { name: 'Details of 192.168.1.10/24' }, { timeout: 5000 });
    await expect(within(card).getByText('192.168.1.255')).toBeInTheDocument();
    await expect(within(card).getByText('Private-Use (RFC 1918)')).toBeInTheDocument();
  },
};

export const IPv6AndRange: Story = {
  name: 'IPv6 and range',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(canvasElement, '2001:db8::/127\n192.0.2.0 - 192.0.2.130');
    await expect(await c.findByRole('region', { name: 'Details of 2001:db8::/127' }, { timeout: 5000 })).toBeVisible();
    await expect(
      await c.findByText('192.0.2.0/25\n192.0.2.128/31\n192.0.2.130/32', { collapseWhitespace: false }),
    ).toBeInTheDocument();
  },
};

export const Split: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Split' }));
    await userEvent.click(c.getByRole('button', { name: 'Example' }));
    await expect(await c.findByText('10.0.0.0/24 → 4 × /26 (64 addresses each)', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Merge: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Merge / range → CIDR' }));
    await type(canvasElement, '10.0.0.0 0.0.0.255\n10.0.1.0/24\n192.0.2.0 - 192.0.2.130');
    await expect(await c.findByText('3 entries → 4 networks (643 addresses)', {}, { timeout: 5000 })).toBeVisible();
    await expect(
      c.getByText('Line 1: 0.0.0.255 was read as a wildcard mask (Cisco ACL style): /24.', { exact: true }),
    ).toBeVisible();
  },
};

export const WildcardMask: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(canvasElement, '10.0.0.0 0.0.0.255');
    const card = await c.findByRole('region', { name: 'Details of 10.0.0.0 0.0.0.255' }, { timeout: 5000 });
    await expect(
      within(card).getByText('0.0.0.255 was read as a wildcard mask (Cisco ACL style): /24.'),
    ).toBeInTheDocument();
  },
};

export const Exclude: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Exclude' }));
    await userEvent.click(c.getByRole('button', { name: 'Example' }));
    await expect(await c.findByText(/22 networks left after taking out 2/, {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Overlaps: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Overlaps' }));
    await userEvent.click(c.getByRole('button', { name: 'Example' }));
    await expect(await c.findByText('2 of 4 entries overlap an earlier one', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(canvasElement, '10.0.0.1\n010.0.0.1');
    await expect(await c.findByText(/'010' has a leading zero/, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByText('Line 2, Column 1')).toBeInTheDocument();
  },
};

export const NothingToRead: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(canvasElement, '# only a comment');
    await expect(
      await c.findByText('Enter an IP address, a CIDR network, a range or a list.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const LongList: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Merge / range → CIDR' }));
    const lines = Array.from({ length: 5000 }, (_, i) => `10.${i >> 8}.${i & 255}.0/24`).join('\n');
    await type(canvasElement, lines);
    await expect(
      await c.findByText('5,000 entries → 5 networks (1,280,000 addresses)', {}, { timeout: 10000 }),
    ).toBeVisible();
  },
};
