import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { Card } from './Card';

const meta: Meta<typeof Card> = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A surface that groups one part of a tool (Options, Output, Details) with an optional title and actions. Give it `aria-label` to make it a named region. ' +
          "Not for links to tools (the shell's `ToolCard`), and not nested inside another card.",
      },
    },
  },
  args: { title: 'Output', children: 'Card content' },
};
export default meta;
type Story = StoryObj<typeof Card>;

export const WithTitle: Story = {};
export const WithActions: Story = { args: { actions: <Button size="sm">Clear</Button> } };
export const Plain: Story = { args: { title: undefined, children: 'A card without a header.' } };
