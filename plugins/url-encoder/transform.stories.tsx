import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { examplesPlay, textOf } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/URL Encoder', component: tool.Screen, args: { manifest } };
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: 'Encode' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('button', { name: 'Swap' })).toBeDisabled();
  },
};

export const Encoded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Text to encode'), { target: { value: 'a b&c=é 😀' } });
    await expect(
      await c.findByDisplayValue('a%20b%26c%3D%C3%A9%20%F0%9F%98%80', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(c.getByTestId('input-count')).toHaveTextContent('9 characters');
  },
};

export const FormDataDecoded: Story = {
  parameters: { route: '/encode/url?target=form' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Decode' }));
    await fireEvent.change(c.getByLabelText('Text to decode'), { target: { value: 'q=hello+world%21' } });
    await expect(await c.findByDisplayValue('q=hello world!', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const InvalidEncoding: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Decode' }));
    await fireEvent.change(c.getByLabelText('Text to decode'), { target: { value: '%E0%A4%A' } });
    await expect(
      await c.findByText('Failed to decode URL - invalid encoding', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(textOf(c.getByLabelText('Text to decode'))).toBe('%E0%A4%A');
  },
};

export const LargeInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Text to encode'), { target: { value: 'ä '.repeat(200_000) } });
    await expect(c.getByTestId('input-count')).toHaveTextContent('400,000 characters');
    await expect(await c.findByText(/1,800,000 characters/, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
