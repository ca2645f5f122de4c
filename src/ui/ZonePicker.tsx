import { Suspense } from 'react';
import { preloadable } from '@/lib/preloadable';
import { zoneName } from '@/lib/timeZone';
import { TextField } from './TextField';
import type { ZonePickerProps } from './ZonePickerImpl';

export type { ZonePickerProps };

/** The picker carries the zone table (countries, abbreviations): it loads with the screens that draw one. */
const Impl = preloadable(() => import('./ZonePickerImpl'));

/**
 * The one way to choose a time zone: a combobox over every IANA zone the browser knows, found by
 * city ('Tokyo'), country ('Japan'), abbreviation ('JST', 'CET', 'PST') or IANA name, each option
 * with its IANA name, its offset now and its country. A chosen zone the browser does not know (from
 * an old link) is outlined, with what to do under it. Until it has loaded, a box of the same size
 * shows the chosen zone.
 */
export function ZonePicker(props: ZonePickerProps) {
  const { id, label, hideLabel, value } = props;
  return (
    <Suspense
      fallback={
        <TextField
          id={id}
          label={hideLabel ? <span className="visually-hidden">{label}</span> : label}
          value={value === null ? '' : zoneName(value, null)}
          readOnly
        />
      }
    >
      <Impl {...props} />
    </Suspense>
  );
}
ZonePicker.preload = Impl.preload;
