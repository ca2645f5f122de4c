import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import tool from './generator';
import manifest from './manifest';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/UUID Generator', component: tool.Screen, args: { manifest } };
export default meta;
type Story = StoryObj<typeof tool.Screen>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // the first UUID is made after the first render
    await waitFor(() => expect(c.getByTestId('single-uuid').textContent).toMatch(/^[0-9a-f-]{36}$/));
  },
};

export const WithoutHyphens: Story = {
  parameters: { route: '/tools/uuid?hyphens=false&count=20' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByTestId('single-uuid').textContent).toMatch(/^[0-9a-f]{32}$/));
  },
};

export const ValidatorValid: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('UUID to validate'), {
      target: { value: '3F2B8C1E-9D4A-4F6B-8A2C-1E5D7F9B0C3A' },
    });
    await expect(c.getByText('Valid UUID')).toBeInTheDocument();
  },
};

export const ValidatorInvalid: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('UUID to validate'), {
      target: { value: '3f2b8c1e-9d4a-1f6b-8a2c-1e5d7f9b0c3a' },
    });
    await expect(c.getByText('Invalid UUID')).toBeInTheDocument();
  },
};
