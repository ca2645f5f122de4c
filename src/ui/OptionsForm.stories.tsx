import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { OptionsForm } from './OptionsForm';

const meta: Meta = { title: 'UI/OptionsForm' };
export default meta;

const schema = {
  type: 'object',
  properties: {
    count: { type: 'integer', title: 'Quantity', minimum: 1, maximum: 100 },
    hyphens: { type: 'boolean', title: 'Hyphens' },
    headers: {
      type: 'array',
      title: 'Headers',
      items: { type: 'object', properties: { key: { type: 'string', title: 'Key' }, value: { type: 'string', title: 'Value' }, enabled: { type: 'boolean', title: 'Enabled' } } },
    },
  },
};

function Demo() {
  const [value, setValue] = useState<Record<string, unknown>>({ count: 5, hyphens: true, headers: [{ key: 'Accept', value: 'application/json', enabled: true }] });
  return <OptionsForm schema={schema} value={value} onChange={(v) => setValue(v)} />;
}
export const Form: StoryObj = { render: () => <Demo /> };
