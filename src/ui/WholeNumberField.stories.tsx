import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { WholeNumberField, type WholeNumberFieldProps } from './WholeNumberField';

function Bound(props: Omit<WholeNumberFieldProps, 'value' | 'onChange'> & { start: number | undefined }) {
  const { start, ...field } = props;
  const [value, setValue] = useState(start);
  return (
    <div>
      <WholeNumberField {...field} value={value} onChange={setValue} />
      <p data-testid="taken">{value === undefined ? 'none' : value}</p>
    </div>
  );
}

const meta: Meta<typeof Bound> = {
  title: 'UI/WholeNumberField',
  component: Bound,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A whole number within a range (a length, a count, a seed). What is typed stays as typed; a number past the range is ' +
          'ignored with a message and the number in force stays, or with `outOfRange="clamp"` taken as the nearest end. ' +
          '`optional` lets the field be blank.',
      },
    },
  },
  args: { id: 'length', label: 'Length', min: 4, max: 256, start: 20 },
};
export default meta;
type Story = StoryObj<typeof Bound>;

export const InRange: Story = {};

export const Ignored: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const field = c.getByLabelText('Length');
    // what is typed replaces the whole text
    await userEvent.tripleClick(field);
    await userEvent.keyboard('3');
    await expect(c.getByText('Ignored: enter a whole number from 4 to 256')).toBeInTheDocument();
    await expect(c.getByTestId('taken')).toHaveTextContent('20');
  },
};

export const Clamped: Story = {
  args: { id: 'count', label: 'Number of items', min: 1, max: 100, start: 10, outOfRange: 'clamp' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const field = c.getByLabelText('Number of items');
    await userEvent.tripleClick(field);
    await userEvent.keyboard('500');
    await expect(c.getByTestId('taken')).toHaveTextContent('100');
  },
};

export const OptionalSeed: Story = {
  args: {
    id: 'seed',
    label: 'Seed (optional)',
    min: 0,
    max: 4294967295,
    start: undefined,
    optional: true,
    placeholder: 'random',
    hint: 'Same seed, same data',
    invalid: 'A whole number from 0 to 4294967295',
  },
};
