import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlySection } from '../../.storybook/sections';
import { AboutPage } from './AboutPage';

const meta: Meta<typeof AboutPage> = { title: 'Pages/About', component: AboutPage, parameters: { route: '/about' } };
export default meta;
type Story = StoryObj<typeof AboutPage>;

export const Default: Story = {};
export const Intro: Story = { decorators: [onlySection('header')] };
export const Figures: Story = { decorators: [onlySection('[data-testid="about-stats"]')] };
export const Mission: Story = { decorators: [onlySection('section[aria-labelledby="mission-title"]')] };
export const Values: Story = { decorators: [onlySection('section[aria-labelledby="values-title"]')] };
export const TechnologyAndSecurity: Story = {
  decorators: [onlySection('div:has(> section[aria-labelledby="technology-title"])')],
};
export const Toolbox: Story = { decorators: [onlySection('section[aria-labelledby="toolbox-title"]')] };
export const GetInTouch: Story = { decorators: [onlySection('section[aria-labelledby="about-contact-title"]')] };
