import styled from 'styled-components';
import { countOf } from '@/lib/count';
import { Alert, Card, List, Muted, Stack } from '@/ui';
import type { TransformSlotProps } from '@/ui/transform';
import { delimiterName, EXTRA_KEY, type Details, type Mode } from './logic';
import type { Options } from './options';

type Props = TransformSlotProps<Options, Mode, Details>;

const Scroll = styled.div`
  overflow: auto;
  max-height: 420px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Table = styled.table`
  border-collapse: collapse;
  min-width: 100%;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 4px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    white-space: pre;
    max-width: 320px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.color.surface};
    font-weight: 600;
  }
  tbody th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 400;
  }
`;

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
  const columns = Array.from({ length: width }, (_, k) => k);
  const caption =
    rows > preview.rows.length ? `First ${preview.rows.length} of ${countOf(rows, 'row')}` : countOf(rows, 'row');
  return (
    <Card title="Table preview">
      <Stack $gap="sm">
        <Muted>{caption}</Muted>
        <Scroll tabIndex={0} role="region" aria-label="Table preview">
          <Table>
            <thead>
              <tr>
                <th scope="col">#</th>
                {columns.map((k) => (
                  <th key={k} scope="col">
                    {preview.header ? (preview.header[k] ?? '') : `Column ${k + 1}`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row, r) => (
                <tr key={r}>
                  <th scope="row">{r + 1}</th>
                  {columns.map((k) => (
                    <td key={k}>{row[k] ?? ''}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      </Stack>
    </Card>
  );
}
