import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlySection } from '../../.storybook/sections';
import { HomePage } from './HomePage';

const meta: Meta<typeof HomePage> = { title: 'Pages/Home', component: HomePage, parameters: { route: '/' } };
export default meta;
type Story = StoryObj<typeof HomePage>;

export const Default: Story = {};
/** Eyebrow, title and lead beside the search field, the two calls to action and the paste hint. */
export const Hero: Story = { decorators: [onlySection('section[aria-labelledby="home-title"]')] };
/** Every tool by group, after the visitor's (here empty) favourites and recent tools. */
export const Catalogue: Story = { decorators: [onlySection('section[aria-labelledby="all-tools-title"]')] };
export const WhyItWorks: Story = { decorators: [onlySection('section[aria-labelledby="why-title"]')] };
export const UseCases: Story = { decorators: [onlySection('section[aria-labelledby="use-cases-title"]')] };
export const TryATool: Story = { decorators: [onlySection('section[aria-labelledby="try-title"]')] };
export const Testimonials: Story = { decorators: [onlySection('section[aria-labelledby="testimonials-title"]')] };
export const CallToAction: Story = { decorators: [onlySection('section[aria-labelledby="closing-title"]')] };
