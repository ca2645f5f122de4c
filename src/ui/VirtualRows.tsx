import { useState, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';

export const ROW_HEIGHT = 20;
const OVERSCAN = 12;

const Scroller = styled.div`
  position: relative;
  overflow: auto;
  background: ${({ theme }) => theme.color.codeBg};
  color: ${({ theme }) => theme.color.codeText};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 13px;
  line-height: ${ROW_HEIGHT}px;
`;
const Row = styled.div`
  position: absolute;
  left: 0;
  min-width: 100%;
  height: ${ROW_HEIGHT}px;
  display: flex;
  white-space: pre;
`;

export interface VirtualRowsProps {
  count: number;
  /** accessible name of the scrollable region */
  label: string;
  height: number;
  renderRow: (index: number) => ReactNode;
  style?: CSSProperties;
  className?: string;
}

/**
 * A fixed-row-height virtualised list: only the rows in view are in the DOM, so a 5 MB output
 * with 100k rows scrolls smoothly. Each row is rendered from its index, so callers can map a
 * row to offsets in their own data (wrapped rows, diff rows).
 */
export function VirtualRows({ count, label, height, renderRow, style, className }: VirtualRowsProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  const rows: ReactNode[] = [];
  for (let i = first; i < last; i++) {
    rows.push(
      <Row key={i} style={{ top: i * ROW_HEIGHT }}>
        {renderRow(i)}
      </Row>,
    );
  }
  return (
    <Scroller className={className} role="region" aria-label={label} tabIndex={0} style={{ height, ...style }} onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)} data-rows={count}>
      <div style={{ height: count * ROW_HEIGHT, position: 'relative', minWidth: '100%' }}>{rows}</div>
    </Scroller>
  );
}

/** A view height that fits small outputs and caps large ones. */
export function viewHeight(rows: number, max = 560, min = 120): number {
  return Math.max(min, Math.min(max, rows * ROW_HEIGHT + 18));
}
