import { useMemo, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { indexRows, type RowIndex } from '@/lib/rows';
import { Spinner } from './Spinner';
import { ROW_HEIGHT, VirtualRows } from './VirtualRows';

export { indexRows, type RowIndex } from '@/lib/rows';

export const LINE_HEIGHT = ROW_HEIGHT;

const Gutter = styled.span<{ $digits: number }>`
  flex: 0 0 auto;
  box-sizing: content-box;
  min-width: ${({ $digits }) => $digits}ch;
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
const Waiting = styled.div`
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.codeBg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** Colours of an editor theme (XML's and the stack trace's palettes); the site theme's code colours otherwise. */
export interface CodeColors {
  background: string;
  text: string;
  lineNumber: string;
}

/** Where a row sits: its index, its line number (0 on a wrapped continuation) and its offsets in the text. */
export interface CodeRow {
  index: number;
  line: number;
  start: number;
  end: number;
}

export interface CodeViewProps {
  text: string;
  /** accessible name of the region */
  label: string;
  height?: number;
  lineNumbers?: boolean;
  /** cut long lines into rows of this many characters (0 = no wrap, scroll horizontally) */
  wrapAt?: number;
  /**
   * The rows of `text` when they were indexed elsewhere (a worker, for texts of many megabytes);
   * null while they are being computed. Without it the rows are indexed here with `wrapAt`.
   */
  rows?: RowIndex | null;
  /** custom rendering of a row (syntax colours) */
  renderRow?: (text: string, row: CodeRow) => ReactNode;
  colors?: CodeColors;
  style?: CSSProperties;
}

/**
 * A read-only, virtualised view of a text of any size: only the rows in view are in the DOM, so a
 * 10 MB output scrolls smoothly. Copy and Download of the full value are the caller's buttons.
 */
export function CodeView({
  text,
  label,
  height = 400,
  lineNumbers = true,
  wrapAt = 0,
  rows,
  renderRow,
  colors,
  style,
}: CodeViewProps) {
  const local = useMemo(() => (rows === undefined ? indexRows(text, wrapAt) : null), [rows, text, wrapAt]);
  const index = rows === undefined ? local : rows;
  if (!index) {
    return (
      <Waiting role="region" aria-label={label} aria-busy="true" style={{ height, ...style }}>
        <Spinner label="Preparing the view" size={20} />
      </Waiting>
    );
  }
  const digits = String(index.lineCount).length;
  const gutterColors = colors ? { color: colors.lineNumber, background: colors.background } : undefined;
  return (
    <VirtualRows
      count={index.count}
      label={label}
      height={height}
      style={colors ? { background: colors.background, color: colors.text, ...style } : style}
      className="code-view"
      renderRow={(i) => {
        const start = index.starts[i];
        const end = index.ends[i];
        const line = index.lines[i];
        const rowText = text.slice(start, end);
        return (
          <>
            {lineNumbers && (
              <Gutter $digits={digits} style={gutterColors}>
                {line || ''}
              </Gutter>
            )}
            <Text>{renderRow ? renderRow(rowText, { index: i, line, start, end }) : rowText}</Text>
          </>
        );
      }}
    />
  );
}
