import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Clock } from 'lucide-react';
import styled from 'styled-components';
import type { ToolProps } from '../../src/registry/types';
import { Alert, Button, Card, CopyButton, Input, Label, Muted, Select, Stack, TabPanel, Tabs, Toolbar } from '../../src/ui';
import { useToolOptions } from '../../src/lib/useToolOptions';
import { useHydrated } from '../../src/lib/useHydrated';
import {
  CUSTOM_TOKENS,
  FORMAT_CHOICES,
  convertDate,
  convertTimestamp,
  currentTime,
  fieldsInZone,
  formatYear,
  isValidTimeZone,
  listTimeZones,
  localTimeZoneName,
  relativeTime,
  showsCustomInput,
  wallTimeNote,
  type FormatChoice,
} from './logic';

type Options = { format: FormatChoice; custom: string; tz: string };
type Mode = 'unix' | 'date';

const TABS = [
  { id: 'unix', label: 'Unix to DateTime' },
  { id: 'date', label: 'DateTime to Unix' },
] as const;

const Clockface = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
const Big = styled.div`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: clamp(1.1rem, 4vw, 1.6rem);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;
const Results = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  > div {
    display: grid;
    grid-template-columns: minmax(150px, 200px) minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.codeBg};
    @media (max-width: 599px) {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  dt { font-weight: 600; font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.color.textMuted}; }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 0;
  }
  .value { font-family: ${({ theme }) => theme.font.mono}; overflow-wrap: anywhere; min-width: 0; }
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

function Row({ label, value, copy = true }: { label: string; value: ReactNode; copy?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <span className="value" data-testid="result-value">{value}</span>
        {copy && typeof value === 'string' && <CopyButton value={value} aria-label={`Copy ${label}`} />}
      </dd>
    </div>
  );
}

/** `localName` is the browser's zone, unknown while a prerendered page hydrates. */
function zoneLabel(tz: string, localName: string | null): string {
  if (tz === 'local') return localName ? `Local time (${localName})` : 'Local time';
  return tz.replace(/_/g, ' ');
}

export default function TimestampTool({ manifest }: ToolProps) {
  const spec = manifest.options as NonNullable<typeof manifest.options> & { defaults: Options };
  const [options, setOptions] = useToolOptions<Options>(spec);
  // an unknown zone from a link falls back to local time rather than breaking every result
  const tz = isValidTimeZone(options.tz) ? options.tz : 'local';
  // the zone list and the local zone are the browser's (a prerendered page lists none until it hydrates)
  const hydrated = useHydrated();
  const localName = hydrated ? localTimeZoneName() : null;
  const zones = useMemo(() => {
    const list = localName === null ? [] : listTimeZones();
    return (list.includes(tz) ? list : [...list, tz]).map((z) => ({ value: z, label: zoneLabel(z, localName) }));
  }, [tz, localName]);
  // typed text keeps its own state: URL updates are transitions and would drop fast keystrokes
  const [custom, setCustom] = useState(options.custom);
  const now = useNow();
  const [mode, setMode] = useState<Mode>('unix');
  const [unixInput, setUnixInput] = useState('');
  const [dateInput, setDateInput] = useState('');
  const [timeInput, setTimeInput] = useState('');

  const clock = now === null ? null : currentTime(now, tz);
  const unixResult = convertTimestamp(unixInput, { format: options.format, custom, timeZone: tz, now: now ?? 0 });
  const dateResult = dateInput.trim() === '' && timeInput.trim() === '' ? null : convertDate(dateInput, timeInput, tz);
  const zoneName = tz === 'local' ? localName || 'local time' : tz;
  const shifted = dateResult?.ok ? fieldsInZone(dateResult.milliseconds, tz) : null;
  const dateNote =
    dateResult?.ok && shifted
      ? wallTimeNote(dateResult, zoneName, `${pad2(shifted.hour)}:${pad2(shifted.minute)}:${pad2(shifted.second)}`)
      : null;

  const fillNowDate = () => {
    const f = fieldsInZone(Date.now(), tz);
    setDateInput(`${formatYear(f.year)}-${pad2(f.month)}-${pad2(f.day)}`);
    setTimeInput(`${pad2(f.hour)}:${pad2(f.minute)}:${pad2(f.second)}`);
  };

  return (
    <Stack>
      <Card title="Current time">
        <Clockface data-testid="current-time">
          <div>
            <Muted>Unix seconds</Muted>
            <Big>{clock ? clock.seconds : '…'}</Big>
          </div>
          <div>
            <Muted>Milliseconds</Muted>
            <Big>{clock ? clock.milliseconds : '…'}</Big>
          </div>
          <div>
            <Muted>{zoneLabel(tz, localName)}</Muted>
            <Big>{clock ? clock.text : '…'}</Big>
          </div>
        </Clockface>
        <Toolbar style={{ marginTop: 12 }}>
          <CopyButton value={() => String(Math.floor(Date.now() / 1000))} label="Copy current timestamp" />
        </Toolbar>
      </Card>

      <Card title="Converter">
        <Stack $gap="lg">
          <Fields>
            <Select label="Time zone" value={tz} options={zones} onChange={(v) => setOptions({ ...options, tz: v })} />
            <Select
              label="Format"
              value={options.format}
              options={FORMAT_CHOICES.map((f) => ({ value: f, label: f }))}
              onChange={(v) => setOptions({ ...options, format: v })}
            />
            {showsCustomInput(options.format) && (
              <div>
                <Label htmlFor="ts-custom-format">Custom format</Label>
                <Input
                  id="ts-custom-format"
                  value={custom}
                  onChange={(e) => {
                    setCustom(e.target.value);
                    setOptions({ ...options, custom: e.target.value });
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
                    <Button icon={<Clock size={16} aria-hidden="true" />} onClick={() => setUnixInput(String(Math.floor(Date.now() / 1000)))}>
                      Now
                    </Button>
                  </Toolbar>
                </Fields>
                <Muted id="ts-unix-help">In seconds; values above 10,000,000,000 are read as milliseconds.</Muted>
                {unixResult.ok ? (
                  <Results data-testid="timestamp-result">
                    <Row label="Date and time" value={unixResult.text} />
                    <Row label="ISO 8601 (UTC)" value={unixResult.isoUtc} />
                    <Row label="Relative" value={now === null ? '' : unixResult.relative} copy={false} />
                    <Row label="Read as" value={unixResult.unit === 'milliseconds' ? 'Milliseconds (divided by 1000)' : 'Seconds'} copy={false} />
                  </Results>
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
                <Muted>Read in {zoneLabel(tz, localName)}. The time defaults to 00:00:00.</Muted>
                {dateNote && dateResult?.ok && (
                  <Alert tone={dateResult.kind === 'gap' ? 'warning' : 'info'} title={dateResult.kind === 'gap' ? 'Time shifted' : 'Ambiguous time'}>
                    {dateNote}
                  </Alert>
                )}
                {dateResult?.ok ? (
                  <Results data-testid="timestamp-result">
                    <Row label="Unix timestamp" value={String(dateResult.seconds)} />
                    <Row label="Milliseconds" value={String(dateResult.milliseconds)} />
                    <Row label="ISO 8601 (UTC)" value={dateResult.isoUtc} />
                    <Row label="Relative" value={now === null ? '' : relativeTime(dateResult.milliseconds, now)} copy={false} />
                  </Results>
                ) : dateResult ? (
                  <Alert>{dateResult.error}</Alert>
                ) : null}
              </Stack>
            </TabPanel>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
