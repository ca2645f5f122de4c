import type { HTMLAttributes, Key, ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** One column: its heading and what its cell shows for a row. */
export interface DataColumn<R> {
  /** the heading, in the table's head row */
  header: ReactNode;
  /** what the cell shows for a row */
  cell: (row: R, index: number) => ReactNode;
  /** the cell names its row (a row heading, as a screen reader announces it with each cell) */
  rowHeader?: boolean;
  /** cells in code type, on one line */
  mono?: boolean;
  /** cells keep their spaces and line breaks and are cut with an ellipsis past 320 px (raw data) */
  raw?: boolean;
  /** the cells' class, for a look the tool's own styles give */
  className?: string;
  /** attributes of one cell: a test id */
  cellProps?: (row: R, index: number) => { 'data-testid'?: string };
}

export interface DataTableProps<R> {
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  /** a key that stays with its row */
  rowKey: (row: R, index: number) => Key;
  /** the table's name for assistive technology */
  label?: string;
  /** a name given as a caption instead, read by screen readers only */
  caption?: string;
  /** no head row, where the row headings say it all */
  headless?: boolean;
  /** what the table says when it has no rows; null says nothing */
  empty?: ReactNode;
  /** attributes of one row: a row marked as the chosen one */
  rowProps?: (row: R, index: number) => { 'data-chosen'?: true; 'aria-current'?: true };
  /**
   * The table scrolls in its own box when it is wider (or, with `maxHeight`, taller) than its place;
   * its rows then scroll under a head row that stays in sight. With a `label` the box is a named
   * region the keyboard can focus to scroll.
   */
  scroll?: { label?: string; maxHeight?: number };
  className?: string;
}

const cellLook = css`
  text-align: left;
  vertical-align: top;
  padding: 6px 8px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
  &.mono {
    font-family: ${({ theme }) => theme.font.mono};
    white-space: nowrap;
    overflow-wrap: normal;
  }
  &.raw {
    font-family: ${({ theme }) => theme.font.mono};
    white-space: pre;
    max-width: 320px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

const Table = styled.table<{ $sticky: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    ${cellLook}
  }
  th {
    font-weight: 600;
    overflow-wrap: normal;
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    white-space: nowrap;
    ${({ $sticky, theme }) =>
      $sticky &&
      css`
        position: sticky;
        top: 0;
        background: ${theme.color.surface};
      `}
  }
  td.empty {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Scroll = styled.div<{ $maxHeight?: number }>`
  overflow: auto;
  ${({ $maxHeight }) => ($maxHeight ? `max-height: ${$maxHeight}px;` : '')}
`;

const classOf = (column: { mono?: boolean; raw?: boolean; className?: string }) =>
  [column.mono && 'mono', column.raw && 'raw', column.className].filter(Boolean).join(' ') || undefined;

/**
 * Rows of data under column headings: every cell is React text, never markup. Row headings, a name
 * (label or caption), an empty state and a scrolling box with a head row that stays in sight.
 */
export function DataTable<R>({
  columns,
  rows,
  rowKey,
  label,
  caption,
  headless,
  empty = 'Nothing to show.',
  rowProps,
  scroll,
  className,
}: DataTableProps<R>) {
  const table = (
    <Table className={className} aria-label={label} $sticky={Boolean(scroll?.maxHeight)}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      {!headless && (
        <thead>
          <tr>
            {columns.map((column, k) => (
              <th key={k} scope="col" className={classOf(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {rows.length === 0
          ? empty !== null && (
              <tr>
                <td className="empty" colSpan={columns.length}>
                  {empty}
                </td>
              </tr>
            )
          : rows.map((row, i) => (
              <tr key={rowKey(row, i)} {...rowProps?.(row, i)}>
                {columns.map((column, k) => {
                  const props: HTMLAttributes<HTMLTableCellElement> = {
                    className: classOf(column),
                    ...column.cellProps?.(row, i),
                  };
                  return column.rowHeader ? (
                    <th key={k} scope="row" {...props}>
                      {column.cell(row, i)}
                    </th>
                  ) : (
                    <td key={k} {...props}>
                      {column.cell(row, i)}
                    </td>
                  );
                })}
              </tr>
            ))}
      </tbody>
    </Table>
  );
  if (!scroll) return table;
  return (
    <Scroll
      $maxHeight={scroll.maxHeight}
      {...(scroll.label ? { tabIndex: 0, role: 'region', 'aria-label': scroll.label } : {})}
    >
      {table}
    </Scroll>
  );
}
