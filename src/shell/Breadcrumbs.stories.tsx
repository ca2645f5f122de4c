import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta: Meta<typeof Breadcrumbs> = {
  title: 'Shell/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The trail from Home to the current page, built from the path. Hidden on the home page and on unknown paths (the not-found page offers its own ways back).',
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof Breadcrumbs>;

export const ToolPage: Story = { parameters: { route: '/encode/base64text' } };
export const GroupPage: Story = { parameters: { route: '/formatters' } };
export const StaticPage: Story = { parameters: { route: '/about' } };
