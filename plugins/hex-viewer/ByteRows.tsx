import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ROW_HEIGHT, VirtualRows, viewHeight } from '@/ui/VirtualRows';
import { isSelected, rowInView, scrollTopFor, type ByteRange } from './selection';
import { BYTES_PER_ROW, asciiOf, hexOf, offsetOf, rowCount } from './xxd';

/** The view's height: up to 24 rows, fewer for a small file. */
const MAX_HEIGHT = 24 * ROW_HEIGHT + 18;

const Frame = styled.div`
  user-select: none;
  [data-offset] {
    cursor: pointer;
  }
  [data-selected] {
    background: ${({ theme }) => theme.color.highlight};
    color: ${({ theme }) => theme.color.text};
  }
  [data-part='offset'] {
    color: ${({ theme }) => theme.color.lineNumber};
  }
  [data-part='row'] {
    padding: 0 8px;
  }
`;

export interface ByteRowsProps {
  bytes: Uint8Array;
  range: ByteRange | null;
  /** a byte pressed: chosen, or the selection extended to it (Shift) */
  onPick: (offset: number, extend: boolean) => void;
  /** a key pressed in the view (arrows move the selection) */
  onKey: (event: KeyboardEvent) => void;
  /** the row to bring into view, and a count that changes each time it is asked */
  reveal: { row: number; asked: number } | null;
}

/** The byte under the pointer, from its cell's data-offset. */
function offsetAt(target: EventTarget): number | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest('[data-offset]');
  const value = cell?.getAttribute('data-offset');
  return value ? Number(value) : null;
}

/**
 * The file's bytes as `xxd` rows (offset, sixteen bytes in hex, the same bytes as ASCII), virtualised:
 * only the rows in view are in the page. Each row's text is exactly xxd's line. A byte is picked by
 * its hex or its character; dragging or Shift extends the selection.
 */
export function ByteRows({ bytes, range, onPick, onKey, reveal }: ByteRowsProps) {
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const total = rowCount(bytes.length);

  useEffect(() => {
    const scroller = frame.current?.querySelector('[role="region"]');
    if (!reveal || !(scroller instanceof HTMLElement)) return;
    const viewport = scroller.clientHeight;
    if (!rowInView(reveal.row, total, scroller.scrollTop, viewport, ROW_HEIGHT))
      scroller.scrollTop = scrollTopFor(reveal.row, total, viewport, ROW_HEIGHT);
  }, [reveal, total]);

  useEffect(() => {
    const stop = () => {
      dragging.current = false;
    };
    window.addEventListener('mouseup', stop);
    return () => window.removeEventListener('mouseup', stop);
  }, []);

  const down = (event: MouseEvent) => {
    const offset = offsetAt(event.target);
    if (offset === null || event.button !== 0) return;
    dragging.current = true;
    onPick(offset, event.shiftKey);
  };
  const over = (event: MouseEvent) => {
    const offset = offsetAt(event.target);
    if (dragging.current && offset !== null) onPick(offset, true);
  };

  const renderRow = (row: number): ReactNode => {
    const start = row * BYTES_PER_ROW;
    const end = Math.min(start + BYTES_PER_ROW, bytes.length);
    const hex: ReactNode[] = [];
    const ascii: ReactNode[] = [];
    for (let at = start; at < end; at++) {
      const selected = isSelected(range, at) || undefined;
      hex.push(
        <span key={at} data-offset={at} data-selected={selected}>
          {hexOf(bytes[at])}
        </span>,
      );
      if ((at - start) % 2 === 1) hex.push(' ');
      ascii.push(
        <span key={at} data-offset={at} data-selected={selected}>
          {asciiOf(bytes[at])}
        </span>,
      );
    }
    // xxd pads a short last row so its ASCII column lines up: 40 columns of hex, then a space
    const width = (end - start) * 2 + Math.floor((end - start) / 2);
    return (
      <span data-part="row">
        <span data-part="offset">{offsetOf(start)}:</span> {hex}
        {' '.repeat(40 - width)} {ascii}
      </span>
    );
  };

  return (
    <Frame ref={frame} onMouseDown={down} onMouseOver={over} onKeyDown={onKey}>
      <VirtualRows
        count={total}
        label="Bytes of the file"
        height={Math.min(MAX_HEIGHT, viewHeight(total, MAX_HEIGHT))}
        renderRow={renderRow}
      />
    </Frame>
  );
}
