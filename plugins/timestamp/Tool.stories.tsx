import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import manifest from './manifest';
import Tool from './Tool';

const meta: Meta<typeof Tool> = { title: 'Tools/Timestamp Converter', component: Tool, args: { manifest } };
export default meta;
type Story = StoryObj<typeof Tool>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // the current time is shown after the first render
    await waitFor(() => expect(c.getByTestId('current-time').textContent).toMatch(/\d{10}/));
    await expect(c.queryByLabelText('Custom format')).toBeNull();
  },
};

export const UnixToDateUtc: Story = {
  parameters: { route: '/convert/timestamp?tz=UTC' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Unix timestamp'), { target: { value: '1709210096' } });
    await expect(c.getByText('2024-02-29 12:34:56')).toBeInTheDocument();
    await fireEvent.change(c.getByLabelText('Unix timestamp'), { target: { value: '1709210096000' } });
    await expect(c.getByText('Milliseconds (divided by 1000)')).toBeInTheDocument();
  },
};

export const IsoInUnixField: Story = {
  parameters: { route: '/convert/timestamp?tz=UTC' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Unix timestamp'), { target: { value: '2024-02-29T12:34:56Z' } });
    await expect(c.getByText('That is an ISO 8601 date, not a Unix timestamp')).toBeInTheDocument();
    await expect(c.getByText('Thu, 29 Feb 2024 12:34:56 GMT')).toBeInTheDocument();
  },
};

export const CustomFormat: Story = {
  parameters: { route: '/convert/timestamp?tz=UTC&format=Custom&custom=DD.MM.YYYY' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Custom format')).toHaveValue('DD.MM.YYYY');
    await fireEvent.change(c.getByLabelText('Unix timestamp'), { target: { value: '0' } });
    await expect(c.getByText('01.01.1970')).toBeInTheDocument();
  },
};

export const InvalidTimestamp: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Unix timestamp'), { target: { value: '12abc' } });
    await expect(c.getByRole('alert')).toHaveTextContent('Invalid timestamp');
  },
};

export const ImpossibleDate: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'DateTime to Unix' }));
    await fireEvent.change(c.getByLabelText('Date'), { target: { value: '2024-02-30' } });
    await expect(c.getByRole('alert')).toHaveTextContent('Invalid date');
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Unix timestamp'), { target: { value: '9'.repeat(100_000) } });
    await expect(c.getByRole('alert')).toHaveTextContent(/out of range/);
  },
};
