import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CopyButton } from '@/ui';

/** The list of a conversion's results, one labelled row each. */
export const ConversionResults = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  > div {
    display: grid;
    grid-template-columns: minmax(150px, 200px) minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.codeBg};
    @media (max-width: 599px) {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  > div[data-chosen] {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary};
  }
  dt small {
    display: block;
    font-weight: 400;
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  dt {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 0;
  }
  .actions {
    /* Copy and Remove stay side by side: the value wraps before they do */
    flex: none;
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
  .value {
    font-family: ${({ theme }) => theme.font.mono};
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;

export interface ConversionRowProps {
  label: string;
  value: ReactNode;
  /** Offer a Copy button (for text values); default true. */
  copy?: boolean;
  /** a second line under the label (the chosen format's name) */
  detail?: string;
  /** the row the chosen format produced, highlighted */
  chosen?: boolean;
  /** the Copy button's name when 'Copy <label>' would not say what it copies */
  copyLabel?: string;
  /** buttons after Copy (Remove) */
  actions?: ReactNode;
}

/** One result of a conversion: its label, its value and a Copy button. */
export function ConversionRow({ label, value, copy = true, detail, chosen, copyLabel, actions }: ConversionRowProps) {
  return (
    <div data-chosen={chosen || undefined}>
      <dt>
        {label}
        {detail && <small>{detail}</small>}
      </dt>
      <dd>
        <span className="value" data-testid="result-value">
          {value}
        </span>
        {(copy || actions) && (
          <span className="actions">
            {copy && typeof value === 'string' && (
              <CopyButton value={value} aria-label={copyLabel ?? `Copy ${label}`} />
            )}
            {actions}
          </span>
        )}
      </dd>
    </div>
  );
}
