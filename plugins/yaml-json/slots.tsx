import { countOf } from '@/lib/count';
import { Badge, Card, DataTable, List, Muted, Stack, type DataColumn } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import { FORMAT_NAMES, type Converted, type Format } from './logic';
import type { Options } from './options';
import { MAX_DRIFT_LISTED, type Drift } from './yaml';

type Props = TransformSlotProps<Options, Format, Converted>;

/** What the input was read as, beside the input's title. */
export function InputFormatBadge({ outcome, stale, view }: Props) {
  if (!outcome?.ok || stale) return null;
  const { from } = outcome.details;
  const text = `Read as ${FORMAT_NAMES[from]}${from === 'yaml' ? ` ${view.options.yamlVersion}` : ''}`;
  return (
    <Badge $tone="info" role="status" aria-label={text}>
      {text}
    </Badge>
  );
}

/** The output's size and documents, and what could not be written as it was (no JSON form, no null in TOML…). */
export function OutputNotes({ outcome }: Props) {
  if (!outcome?.ok) return null;
  const { output, documents, lines, notices } = outcome.details;
  return (
    <Stack $gap="sm">
      <Muted aria-live="polite">
        {countOf(output.length, 'character')} · {countOf(documents, 'document')}
        {lines ? ' · JSON Lines' : ''}
      </Muted>
      {notices.length > 0 && (
        <section aria-label="Conversion notes">
          <List>
            {notices.map((notice, i) => (
              <li key={i}>
                {notice.line ? `Line ${notice.line}` : notice.path}: {notice.message}
                {notice.line && notice.path !== '/' ? ` (${notice.path})` : ''}
              </li>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}

/** A value with its line, and what each YAML version reads it as. */
const DRIFT_COLUMNS: readonly DataColumn<Drift>[] = [
  { header: 'Line', cell: (d) => d.line },
  { header: 'Value', cell: (d) => <code>{d.text}</code> },
  { header: 'YAML 1.2', cell: (d) => d.yaml12 },
  { header: 'YAML 1.1', cell: (d) => d.yaml11 },
];

/** Every value a YAML 1.1 reader (PyYAML, Psych, yaml.v2) reads differently from YAML 1.2, with its line. */
export function DriftReport({ outcome, stale }: Props) {
  if (!outcome?.ok || stale || outcome.details.from !== 'yaml' || outcome.details.driftCount === 0) return null;
  const { drift, driftCount } = outcome.details;
  return (
    <Card title="YAML 1.1 vs 1.2: values read differently" aria-label="Type drift report">
      <Stack $gap="sm">
        <Muted>
          {countOf(driftCount, 'value')} {driftCount === 1 ? 'means' : 'mean'} something else to a YAML 1.1 reader
          (PyYAML, Ruby&rsquo;s Psych, Go&rsquo;s yaml.v2) than to a YAML 1.2 reader. Quote{' '}
          {driftCount === 1 ? 'it' : 'them'} to be read the same everywhere.
          {driftCount > MAX_DRIFT_LISTED ? ` The first ${MAX_DRIFT_LISTED} are listed.` : ''}
        </Muted>
        <DataTable columns={DRIFT_COLUMNS} rows={drift} rowKey={(d) => d.offset} scroll={{ maxHeight: 320 }} />
      </Stack>
    </Card>
  );
}
