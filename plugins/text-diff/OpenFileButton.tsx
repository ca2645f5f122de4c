import { useRef } from 'react';
import { FolderOpen } from 'lucide-react';
import { Button } from '../../src/ui';
import { notify } from '../../src/lib/notify';

function readFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

export interface OpenFileButtonProps {
  side: 'original' | 'modified';
  onText: (text: string) => void;
}

/** An Open file button for one side; text from a file keeps its line endings (a textarea turns CRLF into LF), so files can be compared exactly. */
export function OpenFileButton({ side, onText }: OpenFileButtonProps) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size="sm" icon={<FolderOpen size={16} aria-hidden="true" />} onClick={() => ref.current?.click()} aria-label={`Open file for ${side} text`}>
        Open file
      </Button>
      <input
        ref={ref}
        type="file"
        aria-label={side === 'original' ? 'Original file' : 'Modified file'}
        style={{ display: 'none' }}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          readFile(file)
            .then(onText)
            .catch(() => notify.error('Could not read the selected file', 'Error reading file'));
        }}
      />
    </>
  );
}
