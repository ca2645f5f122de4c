import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { LINE_HEIGHT, Spinner } from '../../src/ui';
import { scrollWindow, type RowIndex } from './largeText';

const Scroller = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  overflow: auto;
  background: ${({ theme }) => theme.color.codeBg};
  color: ${({ theme }) => theme.color.codeText};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 13px;
  line-height: ${LINE_HEIGHT}px;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; }
`;
const Row = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  height: ${LINE_HEIGHT}px;
  display: flex;
  white-space: pre;
`;
const Gutter = styled.span<{ $width: number }>`
  flex: 0 0 ${({ $width }) => $width}ch;
  padding: 0 12px 0 8px;
  text-align: right;
  color: ${({ theme }) => theme.color.lineNumber};
  user-select: none;
  position: sticky;
  left: 0;
  background: inherit;
`;
const Waiting = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.codeBg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export interface LargeTextViewProps {
  text: string;
  /** Row index computed in the worker (indexTextRows); null while it is being computed. */
  index: RowIndex | null;
  /** Accessible name of the region. */
  label: string;
  height: number;
}

/**
 * A read-only virtualised view of a multi-megabyte text. Unlike the shared CodeView it takes its
 * row index from the worker, so showing a 9 MB document costs the main thread only the rows on
 * screen.
 */
export function LargeTextView({ text, index, label, height }: LargeTextViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(height);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && el.clientHeight) setViewport(el.clientHeight);
  }, [height, index]);
  if (!index) {
    return (
      <Waiting $height={height} role="region" aria-label={label} aria-busy="true">
        <Spinner label="Preparing the view" size={20} />
      </Waiting>
    );
  }
  const win = scrollWindow(index.count, scrollTop, viewport, LINE_HEIGHT);
  const gutter = String(index.lineCount).length + 1;
  const rows = [];
  for (let i = win.first; i < win.last; i++) {
    const line = index.lines[i];
    rows.push(
      <Row key={i} style={{ top: win.top(i) }}>
        <Gutter $width={gutter}>{line || ''}</Gutter>
        <span style={{ paddingRight: 12 }}>{text.slice(index.starts[i], index.ends[i])}</span>
      </Row>,
    );
  }
  return (
    <Scroller ref={ref} $height={height} role="region" aria-label={label} tabIndex={0} onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)} data-rows={index.count}>
      <div style={{ height: win.content, position: 'relative', minWidth: '100%' }}>{rows}</div>
    </Scroller>
  );
}
