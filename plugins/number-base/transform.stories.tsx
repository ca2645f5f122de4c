import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { examplesPlay } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = {
  title: 'Tools/Number Base Converter',
  component: tool.Screen,
  args: { manifest },
};
export default meta;
type Story = StoryObj<typeof tool.Screen>;

const type = (canvas: HTMLElement, value: string) =>
  fireEvent.change(within(canvas).getByLabelText('Number to convert'), { target: { value } });

/** Each tab's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

export const Empty: Story = {};

export const EveryBase: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await type(canvasElement, '0xff');
    await expect(await c.findByDisplayValue('255', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByTestId('base-2')).toHaveTextContent('11111111');
    await expect(c.getByTestId('base-36')).toHaveTextContent('73');
    await expect(c.getByRole('table', { name: 'Literals' })).toHaveTextContent('0xff');
  },
};

export const InvalidDigit: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByLabelText('Input base'), '2');
    await type(canvasElement, '1012');
    await expect(await c.findByText('`2` is not a base-2 digit, column 4', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByText('Line 1, Column 4')).toBeInTheDocument();
  },
};

export const TwosComplementOverflow: Story = {
  name: "Two's complement overflow",
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByLabelText("Two's complement"), '8');
    await type(canvasElement, '-300');
    await expect(await c.findByText(/does not fit in 8 bits/, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const FloatBits: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Float (IEEE 754)' }));
    await type(canvasElement, '0.1');
    await expect(await c.findByDisplayValue('0x3fb999999999999a', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(c.getByTestId('float-exponent')).toHaveTextContent('01111111011');
  },
};
