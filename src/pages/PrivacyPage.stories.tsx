import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrivacyPage } from './PrivacyPage';

const meta: Meta<typeof PrivacyPage> = {
  title: 'Pages/Privacy',
  component: PrivacyPage,
  parameters: { route: '/privacy' },
};
export default meta;

export const Default: StoryObj<typeof PrivacyPage> = {};
