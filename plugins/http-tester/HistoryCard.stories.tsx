import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoryCard } from './HistoryCard';

const at = Date.UTC(2026, 0, 2, 9, 30, 0);

const meta: Meta<typeof HistoryCard> = {
  title: 'Tools/HTTP Request Tester/History',
  component: HistoryCard,
  args: { history: [], onChoose: fn(), onClear: fn() },
};
export default meta;
type Story = StoryObj<typeof HistoryCard>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/The requests you send in this tab are listed here/)).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: 'Clear history' })).toBeNull();
  },
};

/** Newest first: a success, an error status and a request that got no response. */
export const WithRequests: Story = {
  args: {
    history: [
      { query: 'method=GET&url=https%3A%2F%2Fapi.example.com%2Fitems%3Fpage%3D2', status: 200, at },
      { query: 'method=DELETE&url=https%3A%2F%2Fapi.example.com%2Fitems%2F42', status: 404, at: at - 60_000 },
      { query: 'method=POST&url=https%3A%2F%2Fapi.example.com%2Fitems', status: 0, at: at - 120_000 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const entries = c.getAllByRole('listitem');
    await expect(entries).toHaveLength(3);
    await expect(entries[2]).toHaveTextContent('No response');
    await userEvent.click(within(entries[1]).getByRole('button'));
    await expect(args.onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'DELETE', url: 'https://api.example.com/items/42' }),
    );
    await userEvent.click(c.getByRole('button', { name: 'Clear history' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};
