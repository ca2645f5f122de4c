import { Clock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export const STALE_MESSAGE = (action: string) => `Out of date — press ${action} or Ctrl+Enter`;

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.color.warning};
`;
// marked by a dashed warning frame rather than faded, so the old text stays readable (contrast)
const Body = styled.div<{ $stale: boolean }>`
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  outline: 2px dashed ${({ $stale, theme }) => ($stale ? theme.color.warning : 'transparent')};
  outline-offset: 3px;
`;

export interface StaleOutputProps {
  /** the output no longer matches the input or options */
  stale: boolean;
  /** the button that brings it up to date, named in the note */
  action: string;
  children: ReactNode;
}

/**
 * Output that may lag its input: while it does, it is framed in dashes, described as out of date to assistive
 * technology, and a note says how to bring it up to date — never presented as current.
 */
export function StaleOutput({ stale, action, children }: StaleOutputProps) {
  const id = useId();
  return (
    <div data-stale={stale || undefined}>
      <div role="status">
        {stale && (
          <Note id={id}>
            <Clock size={16} aria-hidden="true" />
            {STALE_MESSAGE(action)}
          </Note>
        )}
      </div>
      <Body $stale={stale} aria-describedby={stale ? id : undefined}>
        {children}
      </Body>
    </div>
  );
}
