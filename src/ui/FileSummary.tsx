import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatBytes } from '@/lib/bytes';
import { countOf } from '@/lib/count';

const Card = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 2px 12px;
    min-width: 0;
    flex: 1 1 220px;
  }
  dt {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** What the summary names: a File, or the same facts of one. */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

export interface FileSummaryProps {
  file: FileFacts | null;
  /** Shown in the card when there is no file; without it there is no card then. */
  empty?: ReactNode;
  /** More rows after Type, as <dt>/<dd> pairs (an image's dimensions). */
  extra?: ReactNode;
  /** Buttons beside the facts (Remove, Convert). */
  actions?: ReactNode;
  /** The card's accessible name. */
  label?: string;
  'data-testid'?: string;
}

/**
 * The chosen file in one card: its name (as text, never as HTML), its size in units and in bytes,
 * and its media type ('Unknown' when the browser gives none), with the tool's buttons beside them.
 */
export function FileSummary({
  file,
  empty,
  extra,
  actions,
  label = 'Selected file',
  'data-testid': testId,
}: FileSummaryProps) {
  if (!file && empty === undefined) return null;
  return (
    <Card role="group" aria-label={label} data-testid={testId}>
      {file ? (
        <dl>
          <dt>Name</dt>
          <dd>{file.name}</dd>
          <dt>Size</dt>
          <dd>
            {formatBytes(file.size)} ({countOf(file.size, 'byte')})
          </dd>
          <dt>Type</dt>
          <dd>{file.type.trim() || 'Unknown'}</dd>
          {extra}
        </dl>
      ) : (
        empty
      )}
      {actions}
    </Card>
  );
}
