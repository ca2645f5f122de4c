import { useMemo, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { ROW_HEIGHT, VirtualRows } from './VirtualRows';
import { indexRows } from '../lib/rows';

export { indexRows, type RowIndex } from '../lib/rows';

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
