import { X } from 'lucide-react';
import styled from 'styled-components';
import { zoneDetail } from '@/lib/timeZoneSearch';
import { IconButton, Muted, Stack } from '@/ui';
import { ZonePicker } from '@/ui/ZonePicker';
import { ConversionResults, ConversionRow } from './ConversionRow';
import { formatInstant, MAX_PINNED_ZONES, type FormatChoice } from './logic';

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;
const Picker = styled.div`
  max-width: 420px;
`;

export interface ZoneClocksProps {
  /** the instant converted, or null while there is none */
  ms: number | null;
  format: FormatChoice;
  custom: string;
  /** the browser's zone (null while a prerendered page hydrates) */
  localName: string | null;
  /** what the zone's row is called */
  label: (zone: string) => string;
  pinned: readonly string[];
  onPin: (zone: string) => void;
  onUnpin: (zone: string) => void;
}

/**
 * The converted instant in several zones at once: local time, UTC and the zones the visitor pinned
 * (kept with the tool's settings), each with its offset at that instant and Copy; a pinned zone has
 * Remove, and Add a zone pins another.
 */
export function ZoneClocks({ ms, format, custom, localName, label, pinned, onPin, onUnpin }: ZoneClocksProps) {
  const rows = ['local', 'UTC', ...pinned];
  return (
    <Stack $gap="sm">
      <Heading>Time zones side by side</Heading>
      <ConversionResults data-testid="zone-clocks">
        {rows.map((zone) => {
          const name = label(zone);
          return (
            <ConversionRow
              key={zone}
              label={name}
              detail={ms === null ? undefined : zoneDetail(zone, localName, ms)}
              value={ms === null ? '—' : formatInstant(ms, format, zone, custom)}
              copy={ms !== null}
              copyLabel={`Copy time in ${name}`}
              actions={
                zone === 'local' || zone === 'UTC' ? undefined : (
                  <IconButton label={`Remove ${name}`} onClick={() => onUnpin(zone)}>
                    <X size={16} aria-hidden="true" />
                  </IconButton>
                )
              }
            />
          );
        })}
      </ConversionResults>
      {pinned.length < MAX_PINNED_ZONES ? (
        <Picker>
          <ZonePicker label="Add a zone" listLabel="Zones to add" value={null} exclude={rows} onChange={onPin} />
        </Picker>
      ) : (
        <Muted>{MAX_PINNED_ZONES} zones are pinned, the most there is room for: remove one to add another.</Muted>
      )}
    </Stack>
  );
}
