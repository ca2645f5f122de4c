import type { Meta, StoryObj } from '@storybook/react-vite';
import { Faq } from './Faq';

const meta: Meta<typeof Faq> = { title: 'Pages/Faq', component: Faq, parameters: { route: '/faq' } };
export default meta;

export const Default: StoryObj<typeof Faq> = {};
