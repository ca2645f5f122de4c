import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ExampleButton } from './ExampleButton';

const meta: Meta<typeof ExampleButton> = {
  title: 'UI/ExampleButton',
  component: ExampleButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Fills a tool with a small example (and runs it where a button would be needed) so its purpose shows before typing.',
      },
    },
  },
  args: { onClick: fn() },
};
export default meta;
type Story = StoryObj<typeof ExampleButton>;

export const Default: Story = {};
