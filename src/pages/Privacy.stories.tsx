import type { Meta, StoryObj } from '@storybook/react-vite';
import { Privacy } from './Privacy';

const meta: Meta<typeof Privacy> = { title: 'Pages/Privacy', component: Privacy, parameters: { route: '/privacy' } };
export default meta;

export const Default: StoryObj<typeof Privacy> = {};
