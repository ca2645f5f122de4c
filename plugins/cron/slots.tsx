import styled from 'styled-components';
import { localTimeZone, wallText } from '@/lib/timeZone';
import { Alert, Card, DataTable, Muted, type DataColumn } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import type { CronDetails, FieldExplanation, Run } from './logic';
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

/** Each field in words: what it is written as, what it means and the values it takes. */
export function Details({ outcome }: Props) {
  if (!outcome?.ok || outcome.details.fields.length === 0) return null;
  return (
    <Card title="Fields" aria-label="Fields">
      <DataTable columns={FIELD_COLUMNS} rows={outcome.details.fields} rowKey={(f) => f.name} scroll={{}} />
    </Card>
  );
}

/**
 * The next runs in the schedule's zone with DST notes, and beside them in the visitor's own zone
 * where that is another one: the output itself.
 */
export function Runs({ outcome }: Props) {
  if (!outcome?.ok) return null;
  const d = outcome.details;
  const local = localTimeZone();
  const columns: DataColumn<Run>[] = [
    { header: '#', mono: true, cell: (_r, i) => i + 1 },
    {
      header: d.zone,
      cell: (r) => (
        <>
          <Time>{r.text}</Time>
          {r.note && <Note>{r.note}</Note>}
        </>
      ),
    },
  ];
  if (local !== d.zone)
    columns.push({ header: `Your time (${local})`, mono: true, cell: (r) => wallText(r.ms, local, d.hasSeconds) });
  return (
    <DataTable
      columns={columns}
      rows={d.runs}
      rowKey={(r) => r.ms}
      scroll={{ label: local === d.zone ? `Runs in ${d.zone}` : `Runs in ${d.zone} and your time` }}
    />
  );
}
