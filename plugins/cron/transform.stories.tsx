import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { examplesPlay } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/Cron Explainer', component: tool.Screen, args: { manifest } };
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

type Canvas = ReturnType<typeof within>;
const type = (c: Canvas, text: string) =>
  fireEvent.change(c.getByLabelText('Cron expression'), { target: { value: text } });

/** Every story searches from a fixed instant, so what it shows does not depend on the clock. */
const FIXED = { route: '/tools/cron?from=2026-03-07T12%3A00Z' };
const NEW_YORK = { route: '/tools/cron?from=2026-03-07T12%3A00Z&zone=America%2FNew_York&count=5' };

export const Empty: Story = {
  parameters: FIXED,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByPlaceholderText('The next runs will appear here.')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Explain' }));
    await expect(await c.findByText('Please enter a cron expression', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const Explained: Story = {
  parameters: FIXED,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, '*/15 9-17 * * MON-FRI');
    await expect(
      await c.findByText('Every 15 minutes, between 09:00 and 17:59, Monday through Friday', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(c.getByRole('group', { name: 'Next runs (UTC)' })).toHaveTextContent('Mon 2026-03-09 09:00 +00:00');
  },
};

export const DstGap: Story = {
  parameters: NEW_YORK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, '30 2 * * *');
    const runs = await c.findByRole('group', { name: 'Next runs (America/New_York)' }, { timeout: 3000 });
    await expect(runs).toHaveTextContent(/02:30 does not exist on 2026-03-08/);
  },
};

export const BothDaysRestricted: Story = {
  parameters: FIXED,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, '0 0 1 * 1');
    await expect(await c.findByText(/matches EITHER of them/, {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const NeverRuns: Story = {
  parameters: FIXED,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, '0 0 30 2 *');
    const said = await c.findAllByText(/Never runs: no date matches it/, {}, { timeout: 3000 });
    await expect(said.length).toBeGreaterThan(0);
  },
};

export const InvalidField: Story = {
  parameters: FIXED,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, '0 0 32 * *');
    await expect(await c.findByText('day-of-month 32 is out of range 1–31', {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(c.getByText('Line 1, Column 5')).toBeInTheDocument();
  },
};

export const Quartz: Story = {
  parameters: FIXED,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, '0 15 10 ? * 6L 2027');
    await expect(
      await c.findByText('At 10:15, on the last Friday of the month, only in 2027', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

export const UnknownZone: Story = {
  parameters: { route: '/tools/cron?from=2026-03-07T12%3A00Z&zone=Mars%2FBase' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(c, '0 0 * * *');
    await expect(await c.findByText('Unknown time zone', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};
