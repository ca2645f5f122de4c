import styled from 'styled-components';
import { Alert, Card, Muted } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import type { CronDetails } from './logic';
import type { Options } from './options';
import { DIALECT_NAMES } from './parse';
import { DAY_NAMES, offsetAt, offsetText, pad, wallOf } from './zone';

type Props = TransformSlotProps<Options, 'explain', CronDetails>;

/** The visitor's own zone, as the browser reports it. */
function localZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function wallText(ms: number, zone: string, seconds: boolean): string {
  const w = wallOf(ms, zone);
  const time = `${pad(w.hour)}:${pad(w.minute)}${seconds ? `:${pad(w.second)}` : ''}`;
  return `${DAY_NAMES[w.weekday]} ${w.year}-${pad(w.month)}-${pad(w.day)} ${time} ${offsetText(offsetAt(ms, zone))}`;
}

const Sentence = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 600;
`;

/** The schedule in one sentence, the dialect it was read as, and the warnings, under the expression. */
export function Summary({ outcome, stale }: Props) {
  if (!outcome?.ok) return null;
  const d = outcome.details;
  return (
    <div data-stale={stale || undefined} aria-live="polite">
      {d.sentence && <Sentence data-testid="cron-sentence">{d.sentence}</Sentence>}
      {d.macro?.expression && (
        <Muted data-testid="cron-macro">
          {d.macro.name} runs {d.macro.meaning}: it stands for <code>{d.macro.expression}</code>
        </Muted>
      )}
      <Muted data-testid="cron-dialect">
        {d.detected ? 'Read as' : 'Dialect'}: {DIALECT_NAMES[d.dialect]} · runs in {d.zone}
      </Muted>
      {d.warnings.map((w) => (
        <Alert key={w} tone="warning" live={false}>
          {w}
        </Alert>
      ))}
      {d.shortfall && (
        <Alert tone="warning" title={d.runs.length === 0 ? 'Never runs' : 'Few runs'}>
          {d.shortfall}
        </Alert>
      )}
    </div>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    white-space: nowrap;
  }
  td:first-child {
    white-space: nowrap;
  }
  td code,
  td.time,
  .time {
    font-family: ${({ theme }) => theme.font.mono};
    white-space: nowrap;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Note = styled.div`
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Each field in words, then the next runs in the schedule's zone and the visitor's, side by side, with DST notes. */
export function Details({ outcome, stale }: Props) {
  if (!outcome?.ok) return null;
  const d = outcome.details;
  const local = localZone();
  return (
    <>
      {d.fields.length > 0 && (
        <Card title="Fields" aria-label="Fields">
          <Scroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Written</th>
                  <th scope="col">Meaning</th>
                  <th scope="col">Values</th>
                </tr>
              </thead>
              <tbody>
                {d.fields.map((f) => (
                  <tr key={f.name}>
                    <th scope="row">{f.name}</th>
                    <td>
                      <code>{f.text}</code>
                    </td>
                    <td>{f.meaning}</td>
                    <td>{f.values}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        </Card>
      )}
      {d.runs.length > 0 && (
        <Card title="Next runs side by side" aria-label="Next runs side by side" data-stale={stale || undefined}>
          <Scroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{d.zone}</th>
                  <th scope="col">Your time ({local})</th>
                </tr>
              </thead>
              <tbody>
                {d.runs.map((r, i) => (
                  <tr key={r.ms}>
                    <td>{i + 1}</td>
                    <td>
                      <span className="time">{r.text}</span>
                      {r.note && <Note>{r.note}</Note>}
                    </td>
                    <td className="time">{wallText(r.ms, local, d.hasSeconds)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        </Card>
      )}
    </>
  );
}
