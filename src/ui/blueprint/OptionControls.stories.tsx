import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Toolbar } from '@/ui/layout';
import { OptionControls, optionControls } from './OptionControls';

const schema = {
  type: 'object',
  properties: {
    urlSafe: { type: 'boolean', title: 'URL-safe (base64url)' },
    indent: { type: 'integer', title: 'Indent', oneOf: [2, 4, 8].map((n) => ({ const: n, title: `${n} spaces` })) },
    target: {
      type: 'string',
      title: 'Encoding style',
      oneOf: [
        { const: 'component', title: 'URL component' },
        { const: 'form', title: 'Form data' },
      ],
    },
  },
};
const controls = optionControls(schema, { target: { 'ui:widget': 'radio' } }) ?? [];

function Bound() {
  const [values, setValues] = useState<Record<string, unknown>>({ urlSafe: false, indent: 2, target: 'component' });
  return (
    <Toolbar $align="end">
      <OptionControls
        controls={controls}
        values={values}
        onChange={(key, value) => setValues({ ...values, [key]: value })}
        idPrefix="story"
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </Toolbar>
  );
}

const meta: Meta<typeof Bound> = {
  title: 'UI/Blueprint/OptionControls',
  component: Bound,
  parameters: {
    docs: {
      description: {
        component:
          "A transform tool's options drawn from its JSON Schema with the design system: a boolean as a Switch, a choice as a Select, or with 'ui:widget': 'radio' as a ChoiceGroup. Numbers stay numbers.",
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof Bound>;

export const Defaults: Story = {};

export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'URL-safe (base64url)' }));
    await userEvent.selectOptions(canvas.getByLabelText('Indent'), '4');
    await userEvent.click(canvas.getByRole('radio', { name: 'Form data' }));
    await expect(canvas.getByTestId('values')).toHaveTextContent('{"urlSafe":true,"indent":4,"target":"form"}');
  },
};
