import { Trash2 } from 'lucide-react';
import { Button, FileDrop, FileSummary, Stack } from '@/ui';

export interface FileSourceProps {
  file: File | null;
  onFile: (file: File | null) => void;
}

/** The file to hash: a drop zone, and the chosen file's name, size and type with a Remove button. */
export function FileSource({ file, onFile }: FileSourceProps) {
  return (
    <Stack $gap="md">
      <FileDrop
        onFile={(f) => onFile(f)}
        onReject={() => undefined}
        label="Drag and drop a file to hash here, or"
        hint="Any size: the file is read in chunks and never leaves your browser."
      />
      <FileSummary
        file={file}
        data-testid="hash-file"
        actions={
          file && (
            <Button size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => onFile(null)}>
              Remove
            </Button>
          )
        }
      />
    </Stack>
  );
}
