import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import manifest from './manifest';
import Tool from './Tool';

const meta: Meta<typeof Tool> = { title: 'Tools/Colour Converter & Contrast', component: Tool, args: { manifest } };
export default meta;
type Story = StoryObj<typeof Tool>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // python3: #2563eb on white is 5.1685…:1
    await expect(await c.findByTestId('contrast-ratio')).toHaveTextContent('5.16:1');
  },
};

export const TranslucentText: Story = {
  parameters: { route: '/convert/color?fg=rgba(0,0,0,0.5)&bg=white' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('contrast-ratio')).toHaveTextContent('3.94:1');
  },
};

export const JustUnderAA: Story = {
  parameters: { route: '/convert/color?fg=%236d6d6d&bg=%23efefef' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('contrast-ratio')).toHaveTextContent('4.49:1');
    await expect(c.getByTestId('verdict-normal-aa')).toHaveTextContent('Fail');
  },
};

export const OutsideSrgb: Story = {
  parameters: { route: '/convert/color?fg=oklch(0.87%200.3%20145)&bg=black' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect((await c.findAllByText(/CSS Color 4 gamut mapping/)).length).toBeGreaterThan(0);
  },
};

export const ConvertBackground: Story = {
  parameters: { route: '/convert/color?bg=%23336699&edit=background' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: 'HSL' })).toHaveValue('hsl(210 50% 40%)');
  },
};

export const InvalidColour: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByRole('textbox', { name: 'Text colour' }), {
      target: { value: '#12g456' },
    });
    await expect(await c.findByText('Column 4: “g” is not a hex digit (0–9, a–f)')).toBeInTheDocument();
  },
};

export const NoLightnessReaches: Story = {
  // black at alpha 0.1 over white is painted #e6e6e6 (1.248:1 by the WCAG 2 formula); no lightness of the
  // text or of the background alone gets the painted pair past 1.26:1, far under AA's 4.5:1
  parameters: { route: '/convert/color?fg=rgba(0,0,0,0.1)&bg=%23ffffff' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('contrast-ratio')).toHaveTextContent('1.24:1');
    await expect(
      c.getByText('No lightness of the text or of the background alone reaches AA (4.5:1).'),
    ).toBeInTheDocument();
  },
};

export const RefusedLongText: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const field = c.getByRole('textbox', { name: 'Text colour' });
    await fireEvent.change(field, { target: { value: 'a'.repeat(10_000) } });
    await expect(
      await c.findByText('This is 10,000 characters long; a CSS colour is at most 200, so it was not taken'),
    ).toBeInTheDocument();
    await expect(field).toHaveValue('#2563eb');
  },
};
