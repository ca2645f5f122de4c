import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { HandOffContext, type HandOff } from '@/lib/handOffContext';
import { canvasOf } from '../../.storybook/play';
import { OpenInMenu } from './OpenInMenu';

/** The hand-off a JSON output gets on the site: the tools that take JSON, as the registry ranks them. */
const handOff: HandOff = {
  produces: ['json'],
  targetsFor: () => [
    { id: 'json-validator', name: 'JSON Formatter / Validator & Viewer' },
    { id: 'json-query', name: 'JSON Query (JSONPath & jq)' },
    { id: 'json-types', name: 'JSON to TypeScript, Zod & JSON Schema' },
    { id: 'csv-json', name: 'CSV ↔ JSON Converter', as: 'to CSV' },
    { id: 'text-diff', name: 'Text Diff Checker', as: 'as the original' },
    { id: 'text-diff', name: 'Text Diff Checker', as: 'as the changed text' },
  ],
  open: () => undefined,
};

const meta: Meta<typeof OpenInMenu> = {
  title: 'UI/OpenInMenu',
  component: OpenInMenu,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <HandOffContext.Provider value={handOff}>
        <div style={{ minHeight: 380 }}>
          <Story />
        </div>
      </HandOffContext.Provider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Opens a tool's output in another tool: the tools whose manifests accept the output's kind, ranked by the registry; choosing one puts the text in that tool's input and opens it in the same tab (Back returns). A menu button: arrow keys, Home, End, Escape. " +
          'Not for links between pages: it carries text, so it belongs beside Copy and Download on an output. It shows nothing where no tool takes the kind.',
      },
    },
  },
  args: { text: '{"name": "Ada"}' },
};
export default meta;
type Story = StoryObj<typeof OpenInMenu>;

export const Closed: Story = {};
export const NothingToOpen: Story = { args: { text: '' } };
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const c = canvasOf(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /Open in/ }));
    await expect(c.getAllByRole('menuitem')[0]).toHaveFocus();
  },
};
