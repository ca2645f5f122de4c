import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';
import { atWidth } from '../../.storybook/viewports';

const meta: Meta<typeof Footer> = {
  title: 'Shell/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'The site footer: tagline, copyright with the current year, page links, the support address and the (coming soon) social links.' } },
  },
};
export default meta;

export const Desktop: StoryObj<typeof Footer> = {};
export const Phone: StoryObj<typeof Footer> = { ...atWidth('phone') };
