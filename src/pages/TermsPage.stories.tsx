import type { Meta, StoryObj } from '@storybook/react-vite';
import { TermsPage } from './TermsPage';

const meta: Meta<typeof TermsPage> = { title: 'Pages/Terms', component: TermsPage, parameters: { route: '/terms' } };
export default meta;

export const Default: StoryObj<typeof TermsPage> = {};
