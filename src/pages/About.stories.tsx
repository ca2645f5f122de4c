import type { Meta, StoryObj } from '@storybook/react-vite';
import { About } from './About';

const meta: Meta<typeof About> = { title: 'Pages/About', component: About, parameters: { route: '/about' } };
export default meta;

export const Default: StoryObj<typeof About> = {};
