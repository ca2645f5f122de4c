import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ZonePicker } from './ZonePicker';
import ZonePickerImpl from './ZonePickerImpl';

const meta: Meta<typeof ZonePicker> = {
  title: 'UI/ZonePicker',
  component: ZonePicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The one way to choose a time zone: type a city (Tokyo), a country (Japan), an abbreviation (JST, CET, PST) ' +
          'or an IANA name; Down and Up move, Enter picks. Each option shows the IANA name, its offset now and its ' +
          "country. A chosen zone the browser does not know is outlined, with what to do under it. Options use it with 'ui:widget': 'timeZone'.",
      },
    },
  },
};
export default meta;

/** The picker itself (ZonePicker loads it), so each story draws it at once. Zones without daylight saving time, so the offsets shown are the same on any day. */
function Demo({ initial }: { initial: string | null }) {
  const [zone, setZone] = useState(initial);
  return (
    <div style={{ maxWidth: 360, minHeight: 320 }}>
      <ZonePickerImpl label="Time zone" value={zone} onChange={setZone} />
    </div>
  );
}

/** A zone chosen: the box shows its IANA name. */
export const Chosen: StoryObj = { render: () => <Demo initial="Asia/Tokyo" /> };

/** A city typed: the list is open with its zone active, the IANA name, the offset now and the country. */
export const CityTyped: StoryObj = {
  render: () => <Demo initial="UTC" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = c.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Tokyo');
    await expect(c.getByRole('option', { name: /^Asia\/Tokyo UTC\+09:00 · Japan/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** An abbreviation typed: every zone whose clocks show it (Seoul and Pyongyang keep no daylight saving time). */
export const AbbreviationTyped: StoryObj = {
  render: () => <Demo initial="UTC" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = c.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(box);
    await userEvent.type(box, 'KST');
    await expect(c.getByRole('option', { name: /^Asia\/Seoul UTC\+09:00/ })).toBeVisible();
    await expect(c.getByRole('option', { name: /^Asia\/Pyongyang UTC\+09:00/ })).toBeVisible();
  },
};

/** Enter picks the active option: 'Tokyo' becomes Asia/Tokyo. */
export const Picked: StoryObj = {
  render: () => <Demo initial="UTC" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = c.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Tokyo{Enter}');
    await expect(box).toHaveValue('Asia/Tokyo');
  },
};

/** Nothing fits what was typed. */
export const NoMatch: StoryObj = {
  render: () => <Demo initial="UTC" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = c.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(box);
    await userEvent.type(box, 'xyzzy');
    await expect(c.getByRole('status')).toHaveTextContent('No time zone matches “xyzzy”.');
  },
};

/** A zone from an old link that this browser does not know: the box is outlined and says what to do. */
export const UnknownZone: StoryObj = {
  render: () => <Demo initial="Mars/Olympus" />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Time zone' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/“Mars\/Olympus” is not a time zone this browser knows/);
  },
};

/** A box that only picks (Add a zone): empty, it empties again after each choice. */
export const PickOnly: StoryObj = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <ZonePickerImpl label="Add a zone" listLabel="Zones to add" value={null} onChange={() => undefined} />
    </div>
  ),
};
