import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorNotice } from './ErrorNotice';

const meta: Meta<typeof ErrorNotice> = {
  title: 'UI/Blueprint/ErrorNotice',
  component: ErrorNotice,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The error of a tool drawn from a blueprint, under the input it is about: a title, the message, and where the position is known its line and column with Go to error, which puts the caret on the character.',
      },
    },
  },
  args: { error: { message: 'Please enter some XML' } },
};
export default meta;
type Story = StoryObj<typeof ErrorNotice>;

export const MessageOnly: Story = {};

export const WithPosition: Story = {
  args: {
    error: { title: 'Invalid XML', message: 'unquoted attribute value.', line: 2, column: 12, offset: 16 },
    onGoTo: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Line 2, Column 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to error' }));
    await expect(args.onGoTo).toHaveBeenCalled();
  },
};

export const PositionWithoutCaret: Story = {
  args: { error: { title: 'Invalid XML', message: 'unexpected close tag.', line: 9_000, column: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Line 9000, Column 3')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Go to error' })).toBeNull();
  },
};
