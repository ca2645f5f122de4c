import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { scrollWindow } from '@/lib/rows';

export const ROW_HEIGHT = 20;

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
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }
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
 * The one virtualised list of the site: fixed-height rows, only those in view are in the DOM, so
 * outputs of 100k rows scroll smoothly, and lists taller than a browser's largest element are
 * scaled onto the scroll range, so millions of rows stay reachable. Each row is rendered from its
 * index, so callers map a row to offsets in their own data (wrapped lines, diff rows, tokens).
 */
export function VirtualRows({ count, label, height, renderRow, style, className }: VirtualRowsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(height);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && el.clientHeight) setViewport(el.clientHeight);
  }, [height, count]);
  const win = scrollWindow(count, scrollTop, viewport, ROW_HEIGHT);
  const rows: ReactNode[] = [];
  for (let i = win.first; i < win.last; i++) {
    rows.push(
      <Row key={i} style={{ top: win.top(i) }}>
        {renderRow(i)}
      </Row>,
    );
  }
  return (
    <Scroller
      ref={scroller}
      className={className}
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ height, ...style }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      data-rows={count}
    >
      <div style={{ height: win.content, position: 'relative', minWidth: '100%' }}>{rows}</div>
    </Scroller>
  );
}

/** A view height that fits small outputs and caps large ones. */
export function viewHeight(rows: number, max = 560, min = 120): number {
  return Math.max(min, Math.min(max, rows * ROW_HEIGHT + 18));
}
