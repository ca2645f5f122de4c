import { FileDown } from 'lucide-react';
import { countOf } from '@/lib/count';
import { downloadBlob } from '@/lib/download';
import { notify } from '@/lib/notify';
import { useToolJob } from '@/lib/useToolJob';
import { Button, Muted, ProgressBar, Stack, Toolbar } from '@/ui';
import type { FileToolSlotProps } from '@/ui/fileTool';
import { hexClient } from './client';
import type { Viewed } from './HexPreview';
import { TEXT_DUMP_BYTES, dumpName, isCut } from './logic';
import type { Options } from './options';
import { rowCount } from './xxd';

export const DUMP_MESSAGES = {
  failed: 'The whole dump could not be made. Please try again.',
  saved: 'Download started - check your downloads folder',
} as const;

/**
 * Under the dump: how many bytes and rows it shows. A file past TEXT_DUMP_BYTES shows the dump of
 * its start as text; its whole dump is made in the worker and saved by its own button.
 */
export function DumpFooter({ details }: FileToolSlotProps<Options, Viewed>) {
  const job = useToolJob(hexClient, 'dump', {
    policy: 'fileRead',
    onResult: (blob) => {
      if (details && downloadBlob(blob, dumpName(details.name))) notify.success(DUMP_MESSAGES.saved);
      else notify.error(DUMP_MESSAGES.failed);
    },
    onError: () => notify.error(DUMP_MESSAGES.failed),
  });
  if (!details) return null;
  const size = details.bytes.length;
  const rows = countOf(rowCount(size), 'row');
  if (!isCut(size))
    return (
      <Muted data-testid="dump-info">
        {details.name}: {countOf(size, 'byte')}, {rows}.
      </Muted>
    );
  return (
    <Stack $gap="sm">
      <Muted data-testid="dump-info">
        {details.name}: {countOf(size, 'byte')}, {rows}. The text above is the dump of the first{' '}
        {countOf(TEXT_DUMP_BYTES, 'byte')} ({countOf(rowCount(TEXT_DUMP_BYTES), 'row')}); the rows at the top scroll
        through every byte, and Download the whole dump saves the xxd text of all of them.
      </Muted>
      <Toolbar>
        <Button
          icon={<FileDown size={16} aria-hidden="true" />}
          onClick={() => job.run({ bytes: details.bytes })}
          disabled={job.busy}
        >
          {job.busy ? 'Making the whole dump...' : 'Download the whole dump'}
        </Button>
        {job.busy && <Button onClick={job.cancel}>Cancel</Button>}
      </Toolbar>
      {job.progress !== null && <ProgressBar value={job.progress} label="Whole dump progress" />}
    </Stack>
  );
}
