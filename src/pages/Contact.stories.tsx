import type { Meta, StoryObj } from '@storybook/react-vite';
import { Contact } from './Contact';

const meta: Meta<typeof Contact> = { title: 'Pages/Contact', component: Contact, parameters: { route: '/contact' } };
export default meta;

export const Default: StoryObj<typeof Contact> = {};
