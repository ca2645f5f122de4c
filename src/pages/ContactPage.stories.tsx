import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlySection } from '../../.storybook/sections';
import { ContactPage } from './ContactPage';

const meta: Meta<typeof ContactPage> = {
  title: 'Pages/Contact',
  component: ContactPage,
  parameters: { route: '/contact' },
};
export default meta;
type Story = StoryObj<typeof ContactPage>;

export const Default: Story = {};
export const Intro: Story = { decorators: [onlySection('header')] };
/** Support address, response time and hours. */
export const Facts: Story = { decorators: [onlySection('ul[aria-label]')] };
export const Mailboxes: Story = { decorators: [onlySection('section[aria-labelledby="mailboxes-title"]')] };
export const FaqPointer: Story = { decorators: [onlySection('[aria-labelledby="contact-faq"]')] };
