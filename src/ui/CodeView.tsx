import { useMemo, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { ROW_HEIGHT, VirtualRows } from './VirtualRows';

export const LINE_HEIGHT = ROW_HEIGHT;

const Gutter = styled.span<{ $width: number }>`
  flex: 0 0 ${({ $width }) => $width}ch;
  padding: 0 12px 0 8px;
  text-align: right;
  color: ${({ theme }) => theme.color.lineNumber};
  user-select: none;
  position: sticky;
  left: 0;
  background: ${({ theme }) => theme.color.codeBg};
`;
const Text = styled.span`
  padding-right: 12px;
`;

/** Visual rows of a text: logical lines, optionally cut into fixed-width segments. */
export interface RowIndex {
  starts: Uint32Array;
  ends: Uint32Array;
  /** 1-based logical line number of the row, or 0 for a wrapped continuation */
  lines: Uint32Array;
  count: number;
  lineCount: number;
}

/** Splits text into rows without creating a string per line (cheap for 5–10 MB). */
export function indexRows(text: string, wrapAt = 0): RowIndex {
  let cap = 1024;
  let starts = new Uint32Array(cap);
  let ends = new Uint32Array(cap);
  let lines = new Uint32Array(cap);
  let count = 0;
  let lineNo = 0;
  const push = (s: number, e: number, l: number) => {
    if (count === cap) {
      cap *= 2;
      const ns = new Uint32Array(cap);
      ns.set(starts);
      starts = ns;
      const ne = new Uint32Array(cap);
      ne.set(ends);
      ends = ne;
      const nl = new Uint32Array(cap);
      nl.set(lines);
      lines = nl;
    }
    starts[count] = s;
    ends[count] = e;
    lines[count] = l;
    count++;
  };
  let pos = 0;
  for (;;) {
    let nl = text.indexOf('\n', pos);
    const last = nl === -1;
    if (last) nl = text.length;
    lineNo++;
    const end = nl > pos && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
    if (wrapAt > 0 && end - pos > wrapAt) {
      for (let s = pos; s < end; s += wrapAt) push(s, Math.min(end, s + wrapAt), s === pos ? lineNo : 0);
    } else push(pos, end, lineNo);
    if (last) break;
    pos = nl + 1;
  }
  return { starts, ends, lines, count, lineCount: lineNo };
}

export interface CodeViewProps {
  text: string;
  /** accessible name of the region */
  label: string;
  height?: number;
  lineNumbers?: boolean;
  /** cut long lines into rows of this many characters (0 = no wrap, scroll horizontally) */
  wrapAt?: number;
  /** custom rendering of a row's text (syntax colours); receives the row's text and line number */
  renderRow?: (text: string, line: number) => ReactNode;
  style?: CSSProperties;
}

/**
 * A read-only, virtualised view of a large text: only the rows in view are in the DOM, so a
 * 10 MB output scrolls smoothly. Copy and Download of the full value are the caller's buttons.
 */
export function CodeView({ text, label, height = 400, lineNumbers = true, wrapAt = 0, renderRow, style }: CodeViewProps) {
  const index = useMemo(() => indexRows(text, wrapAt), [text, wrapAt]);
  const gutter = String(index.lineCount).length + 1;
  return (
    <VirtualRows
      count={index.count}
      label={label}
      height={height}
      style={style}
      className="code-view"
      renderRow={(i) => {
        const rowText = text.slice(index.starts[i], index.ends[i]);
        const line = index.lines[i];
        return (
          <>
            {lineNumbers && <Gutter $width={gutter}>{line || ''}</Gutter>}
            <Text>{renderRow ? renderRow(rowText, line) : rowText}</Text>
          </>
        );
      }}
    />
  );
}
