import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { canvasOf } from '../../.storybook/play';
import { atWidth } from '../../.storybook/viewports';
import { ToolPicker } from './ToolPicker';

const meta: Meta<typeof ToolPicker> = {
  title: 'Shell/ToolPicker',
  component: ToolPicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The home page\'s "try any tool here": one section per group with a button per tool and the chosen tool working in place. A grid from 768 px; below, a dropdown list. The visual check masks the embedded tool, which has its own stories.',
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof ToolPicker>;

export const Desktop: Story = {};

export const Tablet: Story = { ...atWidth('tablet') };

export const PhoneClosed: Story = { ...atWidth('phone') };

export const PhoneOpen: Story = {
  ...atWidth('phone'),
  play: async ({ canvasElement }) => {
    const c = canvasOf(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /^Tool:/ }));
    await expect(c.getByRole('button', { name: /^Tool:/ })).toHaveAttribute('aria-expanded', 'true');
  },
};
