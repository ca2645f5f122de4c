import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const tones = ['neutral', 'success', 'danger', 'warning', 'info', 'accent'] as const;

const meta: Meta<typeof Badge> = {
  title: 'UI/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A short status or label in a pill: "Valid JSON", "Popular", "4 tools". `$tone` picks the colour pair from the theme. ' +
          'Not interactive (never put a link or button in it) and not for sentences: a message is an `Alert`.',
      },
    },
  },
  argTypes: {
    $tone: {
      control: 'select',
      options: tones,
      description: 'colour pair from the theme',
      table: { defaultValue: { summary: 'neutral' } },
    },
    children: { control: 'text' },
  },
  args: { children: 'Valid JSON', $tone: 'success' },
};
export default meta;
type Story = StoryObj<typeof Badge>;

export const Default: Story = {};
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {tones.map((t) => (
        <Badge key={t} $tone={t}>
          {t}
        </Badge>
      ))}
    </div>
  ),
};
