import styled from 'styled-components';
import { localTimeZone, wallText } from '@/lib/timeZone';
import { Alert, Card, DataTable, Muted, type DataColumn } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import type { CronDetails, FieldExplanation } from './logic';
import type { Options } from './options';
import { DIALECT_NAMES } from './parse';

type Props = TransformSlotProps<Options, 'explain', CronDetails>;

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

/** The fields in words: what each is written as, what it means and the values it takes. */
const FIELD_COLUMNS: readonly DataColumn<FieldExplanation>[] = [
  { header: 'Field', rowHeader: true, cell: (f) => f.name },
  { header: 'Written', cell: (f) => <code>{f.text}</code> },
  { header: 'Meaning', cell: (f) => f.meaning },
  { header: 'Values', cell: (f) => f.values },
];

const Time = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  white-space: nowrap;
`;

const Note = styled.div`
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Each field in words, then the next runs in the schedule's zone and the visitor's, side by side, with DST notes. */
export function Details({ outcome, stale }: Props) {
  if (!outcome?.ok) return null;
  const d = outcome.details;
  const local = localTimeZone();
  return (
    <>
      {d.fields.length > 0 && (
        <Card title="Fields" aria-label="Fields">
          <DataTable columns={FIELD_COLUMNS} rows={d.fields} rowKey={(f) => f.name} scroll={{}} />
        </Card>
      )}
      {d.runs.length > 0 && (
        <Card title="Next runs side by side" aria-label="Next runs side by side" data-stale={stale || undefined}>
          <DataTable
            columns={[
              { header: '#', cell: (_r, i) => i + 1 },
              {
                header: d.zone,
                cell: (r) => (
                  <>
                    <Time>{r.text}</Time>
                    {r.note && <Note>{r.note}</Note>}
                  </>
                ),
              },
              { header: `Your time (${local})`, mono: true, cell: (r) => wallText(r.ms, local, d.hasSeconds) },
            ]}
            rows={d.runs}
            rowKey={(r) => r.ms}
            scroll={{}}
          />
        </Card>
      )}
    </>
  );
}
