import { useMemo, useState } from 'react';
import { countOf } from '@/lib/count';
import { Alert, ChoiceGroup, CopyButton, DownloadButton, OutputArea, Stack, Toolbar } from '@/ui';
import {
  EXPORT_FORMATS,
  EXPORT_MAX_BYTES,
  EXPORT_MESSAGES,
  exportName,
  exportText,
  type ExportFormat,
} from './exportText';
import type { ByteRange } from './selection';

export interface ExportPanelProps {
  bytes: Uint8Array;
  /** the selection; the whole file when nothing is selected */
  range: ByteRange | null;
  fileName: string;
}

/** The selection (or the whole file) as xxd text, a C array or Base64, with Copy and Download. */
export function ExportPanel({ bytes, range, fileName }: ExportPanelProps) {
  const [format, setFormat] = useState<ExportFormat>('xxd');
  const taken = range ?? { start: 0, end: bytes.length };
  const length = taken.end - taken.start;
  const tooLarge = length > EXPORT_MAX_BYTES;
  const text = useMemo(
    () => (tooLarge ? '' : exportText(bytes, taken, format, fileName)),
    // the range's ends, not its object, say when it changed
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [bytes, taken.start, taken.end, format, fileName, tooLarge],
  );
  const what = range ? `the ${countOf(length, 'selected byte')}` : `the whole file (${countOf(length, 'byte')})`;
  return (
    <Stack $gap="sm">
      <ChoiceGroup label="Export as" value={format} choices={EXPORT_FORMATS} onChange={setFormat} />
      {tooLarge ? (
        <Alert>{EXPORT_MESSAGES.tooLarge}</Alert>
      ) : (
        <OutputArea
          label={`Export of ${what}`}
          value={text}
          minHeight={120}
          wrap="off"
          actions={
            <Toolbar>
              <CopyButton value={text} label="Copy export" />
              <DownloadButton getData={() => text} fileName={exportName(fileName, format)} label="Download export" />
            </Toolbar>
          }
        />
      )}
    </Stack>
  );
}
