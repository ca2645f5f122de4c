import { useCallback } from 'react';
import { isTimeZone, LOCAL_ZONE, localTimeZone, zoneName } from '@/lib/timeZone';
import { listTimeZones, searchZones, zoneDetail } from '@/lib/timeZoneSearch';
import { useHydrated } from '@/lib/useHydrated';
import { Combobox, type ComboboxOption } from './Combobox';

/** What a zone picker is given (ZonePicker draws this once it has loaded). */
export interface ZonePickerProps {
  label: string;
  hideLabel?: boolean;
  id?: string;
  /** the chosen zone: an IANA name, or 'local'; null for a box that only picks (it empties after each choice) */
  value: string | null;
  onChange: (zone: string) => void;
  /** offer the browser's own zone first, as 'local' */
  local?: boolean;
  /** zones not offered (those already pinned) */
  exclude?: readonly string[];
  /** the listbox's name (default 'Zones') */
  listLabel?: string;
  /** the zone was refused and the message saying why is shown elsewhere: the box is outlined */
  invalid?: boolean;
}

/**
 * The zone picker itself (ZonePicker loads it): the one way to choose a time zone: a combobox over every IANA zone the browser knows, found by
 * city ('Tokyo'), country ('Japan'), abbreviation ('JST', 'CET', 'PST') or IANA name, each option
 * with its IANA name, its offset now and its country. A chosen zone the browser does not know (from
 * an old link) is outlined, with what to do under it.
 */
export default function ZonePickerImpl({
  label,
  hideLabel,
  id,
  value,
  onChange,
  local = false,
  exclude = [],
  listLabel = 'Zones',
  invalid = false,
}: ZonePickerProps) {
  // the zone list and the local zone are the browser's: a prerendered page knows neither
  const hydrated = useHydrated();
  const localName = hydrated ? localTimeZone() : null;
  const search = useCallback(
    (query: string): ComboboxOption[] => {
      const zones = [...(local ? [LOCAL_ZONE] : []), ...listTimeZones()];
      const now = Date.now();
      return searchZones(query, zones, localName)
        .filter((z) => !exclude.includes(z))
        .map((z) => ({ value: z, label: zoneName(z, localName), detail: zoneDetail(z, localName, now) }));
    },
    [local, exclude, localName],
  );
  const unknown = value !== null && value !== LOCAL_ZONE && !isTimeZone(value);
  return (
    <Combobox
      label={label}
      hideLabel={hideLabel}
      id={id}
      listLabel={listLabel}
      value={value}
      valueLabel={value === null ? undefined : zoneName(value, localName)}
      search={search}
      onChange={onChange}
      placeholder="City, country, abbreviation or IANA name"
      noMatch={(q) => `No time zone matches “${q}”. Try a city (Tokyo), a country (Japan) or an abbreviation (JST).`}
      invalid={invalid || unknown}
      error={
        unknown
          ? `“${value}” is not a time zone this browser knows: type a city, a country or an abbreviation and pick a zone.`
          : undefined
      }
    />
  );
}
