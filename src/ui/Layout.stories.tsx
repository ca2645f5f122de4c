import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { Card } from './Card';
import { Input, Label, List, Muted, Stack, Toolbar, TwoColumns } from './layout';

const meta: Meta<typeof Stack> = {
  title: 'UI/Layout',
  component: Stack,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The small layout pieces a tool screen is built from: `Stack` (sections one under another, `$gap` from the spacing scale), `Toolbar` (controls in a wrapping row), `TwoColumns` (input and output side by side, one column below 960 px), ' +
          '`Label` + `Input` (a one-line field), `Muted` (secondary text) and `List`. Use them instead of ad-hoc margins so spacing follows the tokens.',
      },
    },
  },
  argTypes: {
    $gap: { control: 'select', options: ['sm', 'md', 'lg', 'xl'], table: { defaultValue: { summary: 'lg' } } },
  },
};
export default meta;

export const ToolScreen: StoryObj<typeof Stack> = {
  render: (args) => (
    <Stack {...args}>
      <Toolbar $justify="between">
        <div>
          <Label htmlFor="layout-name">Name</Label>
          <Input id="layout-name" defaultValue="report.json" />
        </div>
        <Toolbar>
          <Button>Clear</Button>
          <Button variant="primary">Format</Button>
        </Toolbar>
      </Toolbar>
      <TwoColumns>
        <Card title="Input">
          <Muted>12 characters</Muted>
        </Card>
        <Card title="Output">
          <List>
            <li>Two spaces</li>
            <li>Sorted keys</li>
          </List>
        </Card>
      </TwoColumns>
    </Stack>
  ),
};
