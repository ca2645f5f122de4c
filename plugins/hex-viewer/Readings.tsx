import { countOf, groupDigits } from '@/lib/count';
import { DataTable, Muted, Stack } from '@/ui';
import type { ByteRange } from './selection';
import { numberReadings, textReadings, TEXT_READING_MAX, type Reading } from './values';
import { offsetOf } from './xxd';

const columns = [
  { header: 'Read as', cell: (r: Reading) => r.name, rowHeader: true },
  { header: 'Value', cell: (r: Reading) => r.value ?? '—', mono: true, raw: true },
] as const;

/** Where the selection is, and what its bytes read as: numbers at its first byte, then the selection as text. */
export function Readings({ bytes, range }: { bytes: Uint8Array; range: ByteRange | null }) {
  if (!range) return <Muted>Select bytes (click, drag, or Shift+click) to read them as numbers and text.</Muted>;
  const length = range.end - range.start;
  const rows = [...numberReadings(bytes, range.start), ...textReadings(bytes, range.start, length)];
  return (
    <Stack $gap="sm">
      <Muted data-testid="selection-info">
        Selected {countOf(length, 'byte')} at 0x{offsetOf(range.start)} ({groupDigits(range.start)}). Numbers are read
        from the first byte
        {length > TEXT_READING_MAX ? `; text from the first ${countOf(TEXT_READING_MAX, 'byte')}` : ''}.
      </Muted>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.name}
        label="Readings of the selection"
        scroll={{ label: 'Readings of the selection', maxHeight: 360 }}
      />
    </Stack>
  );
}
