import { Clock } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { localTimeZone, zoneName } from '@/lib/timeZone';
import { findTimeZone } from '@/lib/timeZoneSearch';
import { useMainAction, useToolInput } from '@/lib/toolScope';
import { useHydrated } from '@/lib/useHydrated';
import { useToolOptions } from '@/lib/useToolOptions';
import { Alert, Button, Card, Input, Label, Muted, Select, Stack, TabPanel, Tabs, Toolbar } from '@/ui';
import { ZonePicker } from '@/ui/ZonePicker';
import { ConversionResults, ConversionRow } from './ConversionRow';
import { CurrentTime } from './CurrentTime';
import {
  CUSTOM_TOKENS,
  FORMAT_CHOICES,
  convertDate,
  convertTimestamp,
  currentTime,
  fieldsInZone,
  formatYear,
  formatVariants,
  parsePinnedZones,
  relativeTime,
  showsCustomInput,
  wallTimeNote,
} from './logic';
import { optionsSpec } from './options';
import { ZoneClocks } from './ZoneClocks';

type Mode = 'unix' | 'date';

const TABS = [
  { id: 'unix', label: 'Unix to DateTime' },
  { id: 'date', label: 'DateTime to Unix' },
] as const;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;

/** The current time, refreshed every second; null on the first render so prerendered HTML hydrates unchanged. */
function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The zone pickers are on the first screen: they load before the page hydrates. */
export const firstScreen = () => ZonePicker.preload();

export default function TimestampTool() {
  const spec = optionsSpec;
  const [options, , setOption] = useToolOptions(spec);
  // a link's zone may be a name ('Tokyo', 'JST'); one that names no zone falls back to local time
  // rather than breaking every result
  const tz = options.tz === 'local' ? 'local' : (findTimeZone(options.tz) ?? 'local');
  // the local zone is the browser's (a prerendered page knows it only once it hydrates)
  const hydrated = useHydrated();
  const localName = hydrated ? localTimeZone() : null;
  const zoneLabel = (zone: string) => zoneName(zone, localName);
  const pinned = useMemo(() => parsePinnedZones(options.zones), [options.zones]);
  // typed text keeps its own state: URL updates are transitions and would drop fast keystrokes
  const [custom, setCustom] = useState(options.custom);
  const now = useNow();
  const setPinned = (list: readonly string[]) => setOption('zones', list.join(','));
  const [mode, setMode] = useState<Mode>('unix');
  const [unixInput, setUnixInput] = useToolInput('unix');
  const [dateInput, setDateInput] = useToolInput('date');
  const [timeInput, setTimeInput] = useToolInput('time');

  const clock = now === null ? null : currentTime(now, tz);
  const unixResult = convertTimestamp(unixInput, { format: options.format, custom, timeZone: tz, now: now ?? 0 });
  const dateResult = dateInput.trim() === '' && timeInput.trim() === '' ? null : convertDate(dateInput, timeInput, tz);
  const noteZone = tz === 'local' ? localName || 'local time' : tz;
  const shifted = dateResult?.ok ? fieldsInZone(dateResult.milliseconds, tz) : null;
  const dateNote =
    dateResult?.ok && shifted
      ? wallTimeNote(dateResult, noteZone, `${pad2(shifted.hour)}:${pad2(shifted.minute)}:${pad2(shifted.second)}`)
      : null;

  const fillNowDate = () => {
    const f = fieldsInZone(Date.now(), tz);
    setDateInput(`${formatYear(f.year)}-${pad2(f.month)}-${pad2(f.day)}`);
    setTimeInput(`${pad2(f.hour)}:${pad2(f.minute)}:${pad2(f.second)}`);
  };
  const fillNowUnix = () => setUnixInput(String(Math.floor(Date.now() / 1000)));

  // results follow the input, so the one action left is the open tab's Now, taken only while the
  // tab is empty: a key press never replaces what was typed
  useMainAction(() => {
    if (mode === 'unix' && unixInput.trim() === '') fillNowUnix();
    if (mode === 'date' && dateInput.trim() === '') fillNowDate();
  });

  return (
    <Stack>
      <CurrentTime clock={clock} zone={zoneLabel(tz)} />

      <Card title="Converter">
        <Stack $gap="lg">
          <Fields>
            <ZonePicker label="Time zone" value={tz} local onChange={(v) => setOption('tz', v)} />
            <Select
              label="Format"
              value={options.format}
              options={FORMAT_CHOICES.map((f) => ({ value: f, label: f }))}
              onChange={(v) => setOption('format', v)}
            />
            {showsCustomInput(options.format) && (
              <div>
                <Label htmlFor="ts-custom-format">Custom format</Label>
                <Input
                  id="ts-custom-format"
                  value={custom}
                  onChange={(e) => {
                    setCustom(e.target.value);
                    setOption('custom', e.target.value);
                  }}
                  spellCheck={false}
                  autoComplete="off"
                  aria-describedby="ts-custom-help"
                />
              </div>
            )}
          </Fields>
          {showsCustomInput(options.format) && (
            <Muted id="ts-custom-help">
              Tokens: {CUSTOM_TOKENS.join(', ')}. Text in [brackets] is kept as written, e.g. DD.MM.YYYY [at] HH:mm.
            </Muted>
          )}

          <Tabs label="Conversion direction" items={TABS} value={mode} onChange={setMode} idBase="ts" />

          {mode === 'unix' ? (
            <TabPanel idBase="ts" id="unix">
              <Stack $gap="md">
                <Fields>
                  <div>
                    <Label htmlFor="ts-unix">Unix timestamp</Label>
                    <Input
                      id="ts-unix"
                      value={unixInput}
                      onChange={(e) => setUnixInput(e.target.value)}
                      placeholder="e.g. 1709210096 or 1709210096000"
                      inputMode="decimal"
                      spellCheck={false}
                      autoComplete="off"
                      aria-describedby="ts-unix-help"
                      $invalid={!unixResult.ok && !('empty' in unixResult)}
                    />
                  </div>
                  <Toolbar>
                    <Button icon={<Clock size={16} aria-hidden="true" />} onClick={fillNowUnix}>
                      Now
                    </Button>
                  </Toolbar>
                </Fields>
                <Muted id="ts-unix-help">In seconds; values above 10,000,000,000 are read as milliseconds.</Muted>
                {unixResult.ok && unixResult.fromIso && (
                  <Alert tone="info" title="That is an ISO 8601 date, not a Unix timestamp">
                    Converted it for you: it is {unixResult.seconds} in Unix seconds. The DateTime to Unix tab takes
                    dates too.
                  </Alert>
                )}
                {unixResult.ok ? (
                  <ConversionResults data-testid="timestamp-result">
                    {formatVariants(unixResult.ms, { format: options.format, custom, timeZone: tz, now }).map((v) => (
                      <ConversionRow
                        key={v.label}
                        label={v.chosen ? 'Date and time' : v.label}
                        detail={v.chosen ? v.label : undefined}
                        value={v.value}
                        copy={v.copy}
                        chosen={v.chosen}
                      />
                    ))}
                    {!unixResult.fromIso && (
                      <ConversionRow
                        label="Read as"
                        value={unixResult.unit === 'milliseconds' ? 'Milliseconds (divided by 1000)' : 'Seconds'}
                        copy={false}
                      />
                    )}
                  </ConversionResults>
                ) : 'error' in unixResult ? (
                  <Alert>{unixResult.error}</Alert>
                ) : null}
              </Stack>
            </TabPanel>
          ) : (
            <TabPanel idBase="ts" id="date">
              <Stack $gap="md">
                <Fields>
                  <div>
                    <Label htmlFor="ts-date">Date</Label>
                    <Input
                      id="ts-date"
                      value={dateInput}
                      onChange={(e) => setDateInput(e.target.value)}
                      placeholder="YYYY-MM-DD"
                      spellCheck={false}
                      autoComplete="off"
                      $invalid={dateResult !== null && !dateResult.ok}
                    />
                  </div>
                  <div>
                    <Label htmlFor="ts-time">Time (optional)</Label>
                    <Input
                      id="ts-time"
                      value={timeInput}
                      onChange={(e) => setTimeInput(e.target.value)}
                      placeholder="HH:mm:ss (default 00:00:00)"
                      spellCheck={false}
                      autoComplete="off"
                    />
                  </div>
                  <Toolbar>
                    <Button icon={<Clock size={16} aria-hidden="true" />} onClick={fillNowDate}>
                      Now
                    </Button>
                  </Toolbar>
                </Fields>
                <Muted>Read in {zoneLabel(tz)}. The time defaults to 00:00:00.</Muted>
                {dateNote && dateResult?.ok && (
                  <Alert
                    tone={dateResult.kind === 'gap' ? 'warning' : 'info'}
                    title={dateResult.kind === 'gap' ? 'Time shifted' : 'Ambiguous time'}
                  >
                    {dateNote}
                  </Alert>
                )}
                {dateResult?.ok ? (
                  <ConversionResults data-testid="timestamp-result">
                    <ConversionRow label="Unix timestamp" value={String(dateResult.seconds)} />
                    <ConversionRow label="Milliseconds" value={String(dateResult.milliseconds)} />
                    <ConversionRow label="ISO 8601 (UTC)" value={dateResult.isoUtc} />
                    <ConversionRow
                      label="Relative"
                      value={now === null ? '' : relativeTime(dateResult.milliseconds, now)}
                      copy={false}
                    />
                  </ConversionResults>
                ) : dateResult ? (
                  <Alert>{dateResult.error}</Alert>
                ) : null}
              </Stack>
            </TabPanel>
          )}

          <ZoneClocks
            ms={
              mode === 'unix' ? (unixResult.ok ? unixResult.ms : null) : dateResult?.ok ? dateResult.milliseconds : null
            }
            format={options.format}
            custom={custom}
            localName={localName}
            label={zoneLabel}
            pinned={pinned}
            onPin={(z) => setPinned([...pinned, z])}
            onUnpin={(z) => setPinned(pinned.filter((p) => p !== z))}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
