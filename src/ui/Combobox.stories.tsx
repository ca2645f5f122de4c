import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Combobox, type ComboboxOption } from './Combobox';

const meta: Meta<typeof Combobox> = {
  title: 'UI/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A text box that filters a long list as you type (the ARIA 1.2 combobox with a listbox): Down and Up move, ' +
          'Enter takes the active option, Escape closes and puts back the chosen value, a tap picks. Each option can ' +
          'carry a second line and a note at its end. Use it where a `Select` would be too long to scroll (time zones, ' +
          'countries); for a handful of choices keep `Select`.',
      },
    },
  },
};
export default meta;

const CITIES: ComboboxOption[] = [
  { value: 'ams', label: 'Amsterdam', detail: 'Netherlands', aside: '+01:00' },
  { value: 'ber', label: 'Berlin', detail: 'Germany', aside: '+01:00' },
  { value: 'lis', label: 'Lisbon', detail: 'Portugal', aside: '+00:00' },
  { value: 'nyc', label: 'New York', detail: 'United States', aside: '-05:00' },
  { value: 'tyo', label: 'Tokyo', detail: 'Japan', aside: '+09:00' },
];
const search = (q: string) => CITIES.filter((c) => `${c.label} ${c.detail}`.toLowerCase().includes(q.toLowerCase()));

function Demo() {
  const [value, setValue] = useState('ber');
  return (
    <div style={{ maxWidth: 360, minHeight: 300 }}>
      <Combobox
        label="City"
        listLabel="Cities"
        value={value}
        valueLabel={CITIES.find((c) => c.value === value)?.label}
        search={search}
        onChange={setValue}
        placeholder="City or country"
        noMatch={(q) => `No city matches “${q}”.`}
      />
    </div>
  );
}

export const Closed: StoryObj = { render: () => <Demo /> };

export const Open: StoryObj = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = c.getByRole('combobox', { name: 'City' });
    await userEvent.clear(box);
    await userEvent.type(box, 'o');
    await expect(c.getByRole('listbox', { name: 'Cities' })).toBeVisible();
    await expect(c.getByRole('option', { name: /^Lisbon/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const NoMatch: StoryObj = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = c.getByRole('combobox', { name: 'City' });
    await userEvent.clear(box);
    await userEvent.type(box, 'xyz');
    await expect(c.getByRole('status')).toHaveTextContent('No city matches “xyz”.');
  },
};
