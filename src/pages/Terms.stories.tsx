import type { Meta, StoryObj } from '@storybook/react-vite';
import { Terms } from './Terms';

const meta: Meta<typeof Terms> = { title: 'Pages/Terms', component: Terms, parameters: { route: '/terms' } };
export default meta;

export const Default: StoryObj<typeof Terms> = {};
