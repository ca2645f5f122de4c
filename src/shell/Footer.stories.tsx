import type { Meta, StoryObj } from '@storybook/react-vite';
import { atWidth } from '../../.storybook/viewports';
import { Footer } from './Footer';

const meta: Meta<typeof Footer> = {
  title: 'Shell/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The site footer: tagline, copyright with the current year, page links, the support address and the social links that site settings give a URL (none are shown while unset).',
      },
    },
  },
};
export default meta;

export const Desktop: StoryObj<typeof Footer> = {};
export const Phone: StoryObj<typeof Footer> = { ...atWidth('phone') };
export const WithSocialLinks: StoryObj<typeof Footer> = {
  args: {
    social: [
      { name: 'GitHub', href: 'https://github.com/example/devutils' },
      { name: 'X (Twitter)', href: '' },
    ],
  },
};
