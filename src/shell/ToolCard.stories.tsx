import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardGrid, ToolCard } from './ToolCard';
import { registry } from '../registry';
import type { ToolManifest } from '../registry/types';

/** Fixed card contents, so the card's look is reviewed apart from any tool's wording. */
function sample(popular: boolean): ToolManifest {
  const base = registry.tools[0].manifest;
  return {
    ...base,
    name: popular ? 'JSON Validator' : 'Stack Trace Formatter',
    description: popular ? 'Validate, format and minify JSON with clear error locations.' : 'Make long stack traces readable: one frame a line, your code highlighted.',
    icon: popular ? 'braces' : 'bug',
    features: popular ? ['Line and column of errors', 'Format or minify'] : ['Java, .NET, Python and JavaScript traces'],
    popular,
    path: popular ? '/formatters/json' : '/formatters/stacktrace',
  };
}

const meta: Meta<typeof ToolCard> = {
  title: 'Shell/ToolCard',
  component: ToolCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'A link to a tool on group pages: icon, name, description, features and the Popular badge when the manifest says so. Cards sit in a `CardGrid`.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof ToolCard>;

export const Popular: Story = { args: { manifest: sample(true) } };
export const NotPopular: Story = { args: { manifest: sample(false) } };
export const InAGrid: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: () => (
    <CardGrid>
      <li>
        <ToolCard manifest={sample(true)} />
      </li>
      <li>
        <ToolCard manifest={sample(false)} />
      </li>
    </CardGrid>
  ),
};
