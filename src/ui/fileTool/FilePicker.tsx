import type { ReactNode } from 'react';
import { FileDrop, type FileDropProps } from '@/ui/FileDrop';
import { FileSummary } from '@/ui/FileSummary';
import { Stack } from '@/ui/layout';

export interface FilePickerProps extends Omit<FileDropProps, 'problem'> {
  file: File | null;
  /** what the sniffer reads the file's bytes as (useSniffed), shown as its Content */
  sniffed: string | null;
  /** in the file card while no file is chosen; without it there is no card then */
  empty?: ReactNode;
  /** beside the file's facts (Remove, the run button) */
  actions?: ReactNode;
  testId?: string;
}

/** Where a file tool's bytes come in: the drop zone with Browse, then the chosen file's name, size, type and content. */
export function FilePicker({ file, sniffed, empty, actions, testId, ...drop }: FilePickerProps) {
  return (
    <Stack $gap="md">
      <FileDrop {...drop} />
      <FileSummary
        file={file}
        data-testid={testId}
        empty={empty}
        extra={
          file &&
          sniffed && (
            <>
              <dt>Content</dt>
              <dd>{sniffed}</dd>
            </>
          )
        }
        actions={actions}
      />
    </Stack>
  );
}
