import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { formatBytes } from '@/lib/bytes';
import { Alert } from './Alert';
import { Button } from './Button';

const Zone = styled.div<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $over }) => ($over ? theme.color.infoBg : theme.color.surfaceAlt)};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

export interface FileCheck {
  /** MIME types or extensions (".json"); empty = any */
  accept?: readonly string[];
  maxBytes?: number;
}

/** Returns 'type' | 'size' | null for a file against the checks. */
export function checkFile(
  file: { name: string; type: string; size: number },
  { accept = [], maxBytes }: FileCheck,
): 'type' | 'size' | null {
  if (accept.length) {
    const name = file.name.toLowerCase();
    const type = file.type.toLowerCase();
    const ok = accept.some((a) => {
      const rule = a.toLowerCase();
      if (rule.startsWith('.')) return name.endsWith(rule);
      if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
      return type === rule;
    });
    if (!ok) return 'type';
  }
  if (maxBytes !== undefined && file.size > maxBytes) return 'size';
  return null;
}

export interface FileDropProps extends FileCheck {
  onFile: (file: File) => void;
  /** called with 'type' or 'size' when a file fails the checks */
  onReject: (reason: 'type' | 'size', file: File) => void;
  label?: string;
  browseLabel?: string;
  hint?: string;
  disabled?: boolean;
  /** why the last file was refused (or what is missing), said in the drop zone itself */
  problem?: string;
}

/** Drag-and-drop area with a Browse button; checks type and size before handing the file over. */
export function FileDrop({
  onFile,
  onReject,
  accept = [],
  maxBytes,
  label = 'Drag and drop a file here, or',
  browseLabel = 'Browse Files',
  hint,
  disabled,
  problem,
}: FileDropProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const inputId = useId();
  const take = (file: File | undefined) => {
    if (!file) return;
    const problem = checkFile(file, { accept, maxBytes });
    if (problem) onReject(problem, file);
    else onFile(file);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) take(e.dataTransfer.files?.[0]);
  };
  return (
    <Zone
      $over={over}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="file-drop"
    >
      <Upload size={28} aria-hidden="true" />
      <p>
        <strong>{label}</strong>
      </p>
      <Button variant="primary" onClick={() => inputRef.current?.click()} disabled={disabled}>
        {browseLabel}
      </Button>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        aria-label={browseLabel}
        accept={accept.length ? accept.join(',') : undefined}
        style={{ display: 'none' }}
        onChange={(e) => {
          take(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {(hint || maxBytes) && <p>{hint ?? `Maximum size ${formatBytes(maxBytes ?? 0)}`}</p>}
      {problem && <Alert>{problem}</Alert>}
    </Zone>
  );
}
