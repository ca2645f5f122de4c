import { useMemo } from 'react';
import styled from 'styled-components';
import { indexRows, VirtualRows, viewHeight } from '@/ui';
import type { DiffSegment } from './constants';
import type { Compared } from './report';
import { segmentsInRange } from './spans';

/** Inline view rows are cut at this many characters. */
const WRAP_AT = 200;

const Line = styled.div`
  flex: 1 0 auto;
  display: flex;
  color: ${({ theme }) => theme.color.codeText};
`;
const Body = styled.span`
  padding: 0 12px 0 8px;
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

export interface InlineViewProps {
  compared: Compared;
}

/** A character- or word-level diff as one marked-up text, virtualised in wrapped rows. */
export function InlineView({ compared }: InlineViewProps) {
  const spans = compared.report.inline;
  const rows = useMemo(() => (spans ? indexRows(spans.text, WRAP_AT) : null), [spans]);
  if (!spans || !rows) return null;
  return (
    <VirtualRows
      label={compared.options.mode === 'char' ? 'Character-level diff' : 'Word-level diff'}
      count={rows.count}
      height={viewHeight(rows.count, 600)}
      renderRow={(i) => (
        <Line>
          <Body>
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
