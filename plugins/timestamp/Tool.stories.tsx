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
    // the UTC row of the zones side by side shows the same text: the result list is the one read
    await expect(within(c.getByTestId('timestamp-result')).getByText('2024-02-29 12:34:56')).toBeInTheDocument();
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
    await expect(within(c.getByTestId('timestamp-result')).getByText('01.01.1970')).toBeInTheDocument();
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

export const ZonePickerClosed: Story = {
  parameters: { route: '/convert/timestamp?tz=Asia%2FTokyo' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = c.getByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(box).toHaveValue('Asia/Tokyo'));
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ZonePickerOpen: Story = {
  parameters: { route: '/convert/timestamp?tz=UTC' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = c.getByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(box).toHaveValue('UTC'));
    await userEvent.clear(box);
    await userEvent.type(box, 'Tokyo');
    const first = within(c.getByRole('listbox', { name: 'Zones' })).getAllByRole('option')[0];
    await expect(first).toHaveTextContent(/^Asia\/Tokyo UTC\+09:00 · Japan/);
    await expect(first).toHaveAttribute('aria-selected', 'true');
  },
};

export const ZonePickerNoMatch: Story = {
  parameters: { route: '/convert/timestamp?tz=UTC' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = c.getByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(box).toHaveValue('UTC'));
    await userEvent.clear(box);
    await userEvent.type(box, 'xyzzy');
    await expect(c.getByRole('status')).toHaveTextContent(
      'No time zone matches “xyzzy”. Try a city (Tokyo), a country (Japan) or an abbreviation (JST).',
    );
  },
};

export const ZonesSideBySide: Story = {
  parameters: { route: '/convert/timestamp?tz=UTC&zones=Asia%2FKolkata%2CEurope%2FBerlin' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Unix timestamp'), { target: { value: '1709210096' } });
    const rows = c.getByTestId('zone-clocks');
    // python3: datetime.fromtimestamp(1709210096, ZoneInfo('Asia/Kolkata')) is 2024-02-29 18:04:56+05:30
    await waitFor(() => expect(rows.children).toHaveLength(4));
    await expect(rows).toHaveTextContent('2024-02-29 18:04:56');
    await expect(rows).toHaveTextContent('2024-02-29 13:34:56');
    await expect(c.getByRole('button', { name: 'Remove Asia/Kolkata' })).toBeVisible();
  },
};
