import type { Ref } from 'react';
import styled from 'styled-components';
import { Badge, Button, DataTable, Muted, Stack } from '@/ui';
import {
  CRITERIA,
  DEFICIENCIES,
  contrastRatio,
  formatRatio,
  passes,
  simulate,
  toHex,
  type ContrastReport,
  type Suggestion,
} from './logic';

const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xl};
  strong {
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The level's minimum ratio, under its verdict. */
const Minimum = styled.small`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The pair painted as it will look: text sizes WCAG tells apart, and a control outlined in the text colour. */
const Sample = styled.div`
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
  .large {
    font-size: 24px;
    line-height: 1.25;
  }
  .normal {
    font-size: 16px;
  }
  .ui {
    justify-self: start;
    padding: 6px 14px;
    border: 2px solid currentColor;
    border-radius: 6px;
    font-size: 14px;
  }
`;

const Vision = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  figure {
    margin: 0;
  }
  figcaption {
    font-size: ${({ theme }) => theme.font.size.sm};
    margin-top: 4px;
  }
  .swatch {
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    padding: 12px;
    font-size: 18px;
  }
`;

const Fix = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  .chip {
    width: 20px;
    height: 20px;
    border-radius: 4px;
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

function Verdict({ ok }: { ok: boolean }) {
  return <Badge $tone={ok ? 'success' : 'danger'}>{ok ? 'Pass' : 'Fail'}</Badge>;
}

export interface FixOffer {
  id: string;
  /** what the suggestion is, in words (or why there is none) */
  text: string;
  /** what the button says */
  action?: string;
  suggestion?: Suggestion;
  apply?: () => void;
}

export function ContrastResult({
  report,
  fixes,
  fixesRef,
}: {
  report: ContrastReport;
  fixes: FixOffer[];
  /** the group of suggestions, which Ctrl+Enter brings into focus */
  fixesRef?: Ref<HTMLDivElement>;
}) {
  const fg = toHex(report.text);
  const bg = toHex(report.background);
  const rows = [
    { label: 'Normal text', aa: CRITERIA[0], aaa: CRITERIA[1], note: 'under 24 px, or under 18.66 px bold' },
    { label: 'Large text', aa: CRITERIA[2], aaa: CRITERIA[3], note: '24 px and up, or 18.66 px bold' },
    { label: 'UI components and graphics', aa: CRITERIA[4], aaa: null, note: 'borders, icons, focus rings (1.4.11)' },
  ];
  return (
    <Stack $gap="lg" data-testid="contrast-result">
      <Figures>
        <strong data-testid="contrast-ratio" aria-label={`Contrast ratio ${formatRatio(report.ratio)} to 1`}>
          {formatRatio(report.ratio)}:1
        </strong>
        <span data-testid="apca">
          APCA Lc {report.apca.toFixed(1)}
          {report.apca < 0 ? ' (light on dark)' : ''}
        </span>
      </Figures>
      <Muted>
        WCAG 2.2 ratio of {fg} on {bg} as painted, shown with two decimals cut (a 4.499 reads 4.49, and fails). APCA
        0.0.98G-4g is a second opinion, not a WCAG 2 requirement.
      </Muted>
      <DataTable
        label="WCAG 2.2 verdicts"
        rows={rows}
        rowKey={(row) => row.label}
        columns={[
          {
            header: 'Use',
            rowHeader: true,
            cell: (row) => (
              <>
                {row.label}
                <Muted as="small" style={{ display: 'block', fontWeight: 400 }}>
                  {row.note}
                </Muted>
              </>
            ),
          },
          {
            header: 'AA',
            cellProps: (row) => ({ 'data-testid': `verdict-${row.aa.id}` }),
            cell: (row) => (
              <>
                <Verdict ok={passes(report.ratio, row.aa.minimum)} />
                <Minimum>{row.aa.minimum}:1</Minimum>
              </>
            ),
          },
          {
            header: 'AAA',
            cellProps: (row) => (row.aaa ? { 'data-testid': `verdict-${row.aaa.id}` } : {}),
            cell: (row) =>
              row.aaa ? (
                <>
                  <Verdict ok={passes(report.ratio, row.aaa.minimum)} />
                  <Minimum>{row.aaa.minimum}:1</Minimum>
                </>
              ) : (
                <Minimum>No AAA level</Minimum>
              ),
          },
        ]}
      />
      {fixes.length > 0 && (
        <Stack $gap="sm" aria-label="Nearest passing colours" role="group" ref={fixesRef}>
          {fixes.map((f) => (
            <Fix key={f.id}>
              {f.suggestion ? (
                <>
                  <span className="chip" style={{ background: f.suggestion.hex }} aria-hidden="true" />
                  <span>
                    {f.text} <code>{f.suggestion.hex}</code> ({formatRatio(f.suggestion.ratio)}:1)
                  </span>
                  <Button size="sm" onClick={f.apply}>
                    {f.action}
                  </Button>
                </>
              ) : (
                <span>{f.text}</span>
              )}
            </Fix>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function PairPreview({ text, background }: { text: string; background: string }) {
  return (
    // a demonstration, not content: inert keeps it out of the accessibility tree (the ratio above says it in words)
    <Sample style={{ color: text, background }} data-testid="preview" inert>
      <p className="large">Large text, 24 px</p>
      <p className="normal">Normal text at 16 px: the quick brown fox jumps over the lazy dog.</p>
      <span className="ui">Outlined control</span>
    </Sample>
  );
}

export function VisionPreview({ report }: { report: ContrastReport }) {
  return (
    <Vision>
      {DEFICIENCIES.map((d) => {
        const t = simulate(report.text, d.filter);
        const b = simulate(report.background, d.filter);
        const ratio = contrastRatio(t, b);
        return (
          <figure key={d.id}>
            <div className="swatch" style={{ color: toHex(t), background: toHex(b) }} inert>
              Sample text Aa
            </div>
            <figcaption>
              <strong>{d.label}</strong> ({d.note}): {formatRatio(ratio)}:1
            </figcaption>
          </figure>
        );
      })}
    </Vision>
  );
}
