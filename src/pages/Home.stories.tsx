import type { Meta, StoryObj } from '@storybook/react-vite';
import { Home } from './Home';

const meta: Meta<typeof Home> = { title: 'Pages/Home', component: Home, parameters: { route: '/' } };
export default meta;

export const Default: StoryObj<typeof Home> = {};
