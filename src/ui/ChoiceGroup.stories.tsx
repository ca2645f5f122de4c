import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ChoiceGroup } from './ChoiceGroup';

const meta: Meta<typeof ChoiceGroup> = {
  title: 'UI/ChoiceGroup',
  component: ChoiceGroup,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One choice out of a few, drawn by the design system over real radios (arrow keys, screen readers). A few short labels show as segments on one row; longer labels stack as a list of options, so nothing wraps on a phone. OptionsForm renders every `radio` widget with it. ' +
          'Not for switching between whole screens (use `Tabs`) nor for long lists (use `Select`).',
      },
    },
  },
};
export default meta;

function Demo({ long }: { long?: boolean }) {
  const choices = long
    ? [
        { value: 'component', label: 'URL component (encodeURIComponent)' },
        { value: 'url', label: 'Whole URL (reserved characters kept)' },
        { value: 'form', label: 'Form data (spaces as +)' },
      ]
    : [
        { value: 'paragraphs', label: 'Paragraphs' },
        { value: 'words', label: 'Words' },
      ];
  const [v, setV] = useState(choices[0].value);
  return <ChoiceGroup label={long ? 'Encoding style' : 'Mode'} value={v} onChange={setV} choices={choices} />;
}

export const Segmented: StoryObj = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('radiogroup', { name: 'Mode' })).toHaveAttribute('data-layout', 'segmented');
    await userEvent.click(c.getByRole('radio', { name: 'Words' }));
    await expect(c.getByRole('radio', { name: 'Words' })).toBeChecked();
  },
};
export const List: StoryObj = {
  render: () => <Demo long />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('radiogroup', { name: 'Encoding style' })).toHaveAttribute('data-layout', 'list');
    await userEvent.click(c.getByRole('radio', { name: 'Form data (spaces as +)' }));
    await expect(c.getByRole('radio', { name: 'Form data (spaces as +)' })).toBeChecked();
  },
};
