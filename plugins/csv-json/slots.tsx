import { countOf } from '@/lib/count';
import { Alert, Card, DataTable, List, Muted, Stack, type DataColumn } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import { delimiterName, EXTRA_KEY, type Details, type Mode } from './logic';
import type { Options } from './options';

type Props = TransformSlotProps<Options, Mode, Details>;

/** What was converted: rows, columns and the delimiter (and that it was detected). */
export function CsvSummary({ outcome, stale }: Props) {
  if (!outcome?.ok || stale) return null;
  const d = outcome.details;
  const delimiter = `${delimiterName(d.delimiter)} delimiter${d.mode === 'csv-json' ? (d.detected ? ' (detected)' : ' (chosen)') : ''}`;
  return (
    <Muted aria-live="polite" data-testid="csv-summary">
      {countOf(d.rows, 'row')} · {countOf(d.columns, 'column')} · {delimiter}
    </Muted>
  );
}

/** Uneven rows with their row and line numbers, and the notes about the conversion. */
export function CsvWarnings({ outcome, stale }: Props) {
  if (!outcome?.ok || stale) return null;
  const { ragged, raggedCount, notes, mode } = outcome.details;
  if (raggedCount === 0 && notes.length === 0) return null;
  const against =
    mode === 'csv-json' && ragged[0] ? (outcome.details.preview.header ? 'the header has' : 'the first row has') : '';
  return (
    <Stack $gap="sm">
      {raggedCount > 0 && (
        <Alert tone="warning" title={`${countOf(raggedCount, 'row')} with a different number of fields`}>
          <List aria-label="Rows with a different number of fields">
            {ragged.map((r) => (
              <li key={r.row}>
                Row {r.row} (line {r.line}): {countOf(r.fields, 'field')}, {against} {r.expected}
                {r.fields < r.expected ? ' — its missing keys are left out' : ''}
                {r.fields > r.expected && outcome.details.preview.header
                  ? ` — the extra ones are under "${EXTRA_KEY}"`
                  : ''}
              </li>
            ))}
          </List>
          {raggedCount > ragged.length && <p>…and {countOf(raggedCount - ragged.length, 'more row')}.</p>}
        </Alert>
      )}
      {notes.length > 0 && (
        <Alert tone="info" title="Notes">
          <List aria-label="Notes">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/** The first rows as a table: every cell is React text, never markup. */
export function CsvPreview({ outcome, stale }: Props) {
  if (!outcome?.ok || stale) return null;
  const { preview, rows } = outcome.details;
  if (preview.rows.length === 0 && !preview.header) return null;
  const width = Math.max(preview.header?.length ?? 0, ...preview.rows.map((row) => row.length));
  const caption =
    rows > preview.rows.length ? `First ${preview.rows.length} of ${countOf(rows, 'row')}` : countOf(rows, 'row');
  const columns: DataColumn<readonly string[]>[] = [
    { header: '#', rowHeader: true, cell: (_row, r) => r + 1 },
    ...Array.from({ length: width }, (_, k) => ({
      header: preview.header ? (preview.header[k] ?? '') : `Column ${k + 1}`,
      raw: true,
      cell: (row: readonly string[]) => row[k] ?? '',
    })),
  ];
  return (
    <Card title="Table preview">
      <Stack $gap="sm">
        <Muted>{caption}</Muted>
        <DataTable
          columns={columns}
          rows={preview.rows}
          rowKey={(_row, r) => r}
          empty={null}
          scroll={{ label: 'Table preview', maxHeight: 420 }}
        />
      </Stack>
    </Card>
  );
}
