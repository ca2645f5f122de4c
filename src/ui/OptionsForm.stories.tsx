import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { OptionsForm } from './OptionsForm';

const meta: Meta<typeof OptionsForm> = {
  title: 'UI/OptionsForm',
  component: OptionsForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A tool's settings rendered from the JSON Schema (+ uiSchema) in its manifest, with the site's own widgets. rjsf loads only when the form renders. Pair it with `useToolOptions`, which keeps the values in the URL. " +
          "Not for a tool's main input, and not for one or two settings that read better as a `Switch` or `Select` beside the input.",
      },
    },
  },
};
export default meta;

const schema = {
  type: 'object',
  properties: {
    count: { type: 'integer', title: 'Quantity', minimum: 1, maximum: 100 },
    hyphens: { type: 'boolean', title: 'Hyphens' },
    headers: {
      type: 'array',
      title: 'Headers',
      items: {
        type: 'object',
        properties: {
          key: { type: 'string', title: 'Key' },
          value: { type: 'string', title: 'Value' },
          enabled: { type: 'boolean', title: 'Enabled' },
        },
      },
    },
  },
};

function Demo() {
  const [value, setValue] = useState<Record<string, unknown>>({
    count: 5,
    hyphens: true,
    headers: [{ key: 'Accept', value: 'application/json', enabled: true }],
  });
  return <OptionsForm schema={schema} value={value} onChange={(v) => setValue(v)} />;
}
export const Form: StoryObj = { render: () => <Demo /> };
