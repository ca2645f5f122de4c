import { useMemo } from 'react';
import styled, { css } from 'styled-components';
import { indexRows, VirtualRows, viewHeight } from '../../src/ui';
import { type DiffOptions, type DiffSegment } from './constants';
import { lineAt, lineIndex } from './lines';
import { type DiffReportOk } from './report';
import { ROW_MODIFIED, splitRows, unifiedRows, type RowIndex } from './rows';
import { inlineDiff } from './segments';
import { OP_ADDED, OP_REMOVED, segmentsInRange } from './spans';

/** Inline view rows are cut at this many characters. */
const WRAP_AT = 200;
/** Intra-line highlighting only for lines up to this long, and only for rows in view. */
const INTRA_LINE_MAX = 500;

export interface Compared {
  report: DiffReportOk;
  original: string;
  modified: string;
  options: DiffOptions;
}

type Tone = 'same' | 'removed' | 'added' | 'empty';

const toneCss = css<{ $tone: Tone }>`
  ${({ theme, $tone }) =>
    $tone === 'removed'
      ? `background: ${theme.color.dangerBg};`
      : $tone === 'added'
        ? `background: ${theme.color.successBg};`
        : $tone === 'empty'
          ? `background: ${theme.color.surfaceAlt};`
          : ''}
`;
const Line = styled.div<{ $tone: Tone }>`
  flex: 1 0 auto;
  display: flex;
  color: ${({ theme }) => theme.color.codeText};
  ${toneCss}
`;
const Cell = styled.div<{ $tone: Tone }>`
  display: flex;
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.codeText};
  ${toneCss}
  & + & { border-left: 1px solid ${({ theme }) => theme.color.border}; }
`;
const Split = styled.div`
  flex: 1 0 auto;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  min-width: 640px;
`;
const No = styled.span`
  flex: 0 0 auto;
  padding: 0 8px;
  text-align: right;
  color: ${({ theme }) => theme.color.textMuted};
  user-select: none;
`;
const Sign = styled.span`
  flex: 0 0 2ch;
  text-align: center;
  user-select: none;
  font-weight: 700;
`;
const Body = styled.span`
  padding-right: 12px;
  overflow: hidden;
  text-overflow: ellipsis;
`;
const Mark = styled.span<{ $type: DiffSegment['type'] }>`
  ${({ theme, $type }) =>
    $type === 'added'
      ? `background: ${theme.color.diffAddedBg}; text-decoration: underline; text-decoration-color: ${theme.color.success};`
      : $type === 'removed'
        ? `background: ${theme.color.diffRemovedBg}; text-decoration: line-through; text-decoration-color: ${theme.color.danger};`
        : ''}
`;

/** Lines of both compared texts, sliced on demand for the rows in view. */
function useLines(compared: Compared) {
  return useMemo(() => {
    const left = lineIndex(compared.original);
    const right = lineIndex(compared.modified);
    return { left: (i: number) => lineAt(compared.original, left, i), right: (i: number) => lineAt(compared.modified, right, i) };
  }, [compared]);
}

function gutterWidth(rows: RowIndex): string {
  return `${String(rows.count).length + 1}ch`;
}

export interface LineDiffViewProps {
  compared: Compared;
  ops: Uint8Array;
}

/** One column of a line diff, virtualised: both line numbers, a sign and the line. */
export function UnifiedView({ compared, ops }: LineDiffViewProps) {
  const lines = useLines(compared);
  const rows = useMemo(() => unifiedRows(ops), [ops]);
  const w = gutterWidth(rows);
  return (
    <VirtualRows
      label="Unified diff"
      count={rows.count}
      height={viewHeight(rows.count, 600)}
      renderRow={(i) => {
        const kind = rows.kind[i];
        const l = rows.left[i];
        const r = rows.right[i];
        const tone: Tone = kind === OP_ADDED ? 'added' : kind === OP_REMOVED ? 'removed' : 'same';
        return (
          <Line $tone={tone}>
            <No style={{ minWidth: w }}>{l >= 0 ? l + 1 : ''}</No>
            <No style={{ minWidth: w }}>{r >= 0 ? r + 1 : ''}</No>
            <Sign>{tone === 'added' ? '+' : tone === 'removed' ? '−' : ' '}</Sign>
            <Body>{r >= 0 ? lines.right(r) : lines.left(l)}</Body>
          </Line>
        );
      }}
    />
  );
}

/** Intra-line segments per row set, computed for rows in view only. */
const intraLine = new WeakMap<RowIndex, Map<number, DiffSegment[] | null>>();

/** Original and modified lines side by side, virtualised, with changes inside modified lines marked. */
export function SplitView({ compared, ops }: LineDiffViewProps) {
  const lines = useLines(compared);
  const rows = useMemo(() => splitRows(ops), [ops]);
  let cache = intraLine.get(rows);
  if (!cache) intraLine.set(rows, (cache = new Map()));
  const ignoreCase = compared.options.ignoreCase;
  const w = gutterWidth(rows);
  const segmentsOf = (i: number, left: string, right: string) => {
    if (!cache.has(i)) cache.set(i, left.length <= INTRA_LINE_MAX && right.length <= INTRA_LINE_MAX ? inlineDiff(left, right, ignoreCase, 20) : null);
    return cache.get(i) ?? null;
  };
  return (
    <VirtualRows
      label="Side-by-side diff"
      count={rows.count}
      height={viewHeight(rows.count, 600)}
      renderRow={(i) => {
        const kind = rows.kind[i];
        const l = rows.left[i];
        const r = rows.right[i];
        const leftText = l >= 0 ? lines.left(l) : '';
        const rightText = r >= 0 ? lines.right(r) : '';
        const segs = kind === ROW_MODIFIED ? segmentsOf(i, leftText, rightText) : null;
        return (
          <Split>
            <Cell $tone={l < 0 ? 'empty' : kind === OP_REMOVED || kind === ROW_MODIFIED ? 'removed' : 'same'}>
              <No style={{ minWidth: w }}>{l >= 0 ? l + 1 : ''}</No>
              <Sign>{l >= 0 && (kind === OP_REMOVED || kind === ROW_MODIFIED) ? '−' : ' '}</Sign>
              <Body title={leftText.length > 80 ? leftText : undefined}>{segs ? segs.filter((s) => s.type !== 'added').map((s, k) => <Mark key={k} $type={s.type}>{s.text}</Mark>) : leftText}</Body>
            </Cell>
            <Cell $tone={r < 0 ? 'empty' : kind === OP_ADDED || kind === ROW_MODIFIED ? 'added' : 'same'}>
              <No style={{ minWidth: w }}>{r >= 0 ? r + 1 : ''}</No>
              <Sign>{r >= 0 && (kind === OP_ADDED || kind === ROW_MODIFIED) ? '+' : ' '}</Sign>
              <Body title={rightText.length > 80 ? rightText : undefined}>{segs ? segs.filter((s) => s.type !== 'removed').map((s, k) => <Mark key={k} $type={s.type}>{s.text}</Mark>) : rightText}</Body>
            </Cell>
          </Split>
        );
      }}
    />
  );
}

export interface InlineViewProps {
  compared: Compared;
}

/** A character- or word-level diff as one marked-up text, virtualised in wrapped rows. */
export function InlineView({ compared }: InlineViewProps) {
  const spans = compared.report.inline!;
  const rows = useMemo(() => indexRows(spans.text, WRAP_AT), [spans]);
  return (
    <VirtualRows
      label={compared.options.mode === 'char' ? 'Character-level diff' : 'Word-level diff'}
      count={rows.count}
      height={viewHeight(rows.count, 600)}
      renderRow={(i) => (
        <Line $tone="same">
          <Body style={{ paddingLeft: 8 }}>
            {segmentsInRange(spans, rows.starts[i], rows.ends[i]).map((s, k) => (
              <Mark key={k} $type={s.type}>
                {s.text}
              </Mark>
            ))}
          </Body>
        </Line>
      )}
    />
  );
}
