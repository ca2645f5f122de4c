import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = {
  title: 'Tools/String Escape / Unescape',
  component: tool.Screen,
  args: { manifest },
};
export default meta;
type Story = StoryObj<typeof tool.Screen>;

export const Empty: Story = {};

export const Converted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Input text'), { target: { value: 'abc' } });
    await expect(await c.findByDisplayValue('ABC', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const BlankInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Upper case' }));
    await expect(await c.findByText('Please enter some text')).toBeInTheDocument();
  },
};
