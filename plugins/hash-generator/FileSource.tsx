import { Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { Button, FileDrop, Stack } from '../../src/ui';
import { formatBytes } from '../../src/lib/bytes';
import { countOf } from '../../src/lib/count';

const FileCard = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  dl { margin: 0; display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 2px 10px; min-width: 0; }
  dt { font-weight: 600; font-size: ${({ theme }) => theme.font.size.sm}; }
  dd { margin: 0; overflow-wrap: anywhere; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

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
      {file && (
        <FileCard data-testid="hash-file">
          <dl>
            <dt>Name</dt>
            <dd>{file.name}</dd>
            <dt>Size</dt>
            <dd>
              {formatBytes(file.size)} ({countOf(file.size, 'byte')})
            </dd>
            <dt>Type</dt>
            <dd>{file.type || 'Unknown'}</dd>
          </dl>
          <Button size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => onFile(null)}>
            Remove
          </Button>
        </FileCard>
      )}
    </Stack>
  );
}
