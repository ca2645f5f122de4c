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
/** How far the previous result fades while a new run is under way. */
const RUNNING_OPACITY = 0.5;

// out of date: marked by a dashed warning frame rather than faded, so the old text stays readable (contrast);
// while a new run is under way it is dimmed, for the run replaces it: after a short pause, so a quick run does
// not flicker, and back at once when the run ends
const Body = styled.div<{ $stale: boolean; $running: boolean }>`
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  outline: 2px dashed ${({ $stale, theme }) => ($stale ? theme.color.warning : 'transparent')};
  outline-offset: 3px;
  opacity: ${({ $running }) => ($running ? RUNNING_OPACITY : 1)};
  transition: ${({ $running }) => ($running ? 'opacity 0.15s ease 0.2s' : 'none')};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface StaleOutputProps {
  /** the output no longer matches the input or options */
  stale: boolean;
  /** the button that brings it up to date, named in the note */
  action: string;
  /** a new run is under way: the result shown is the previous one, dimmed and marked busy */
  running?: boolean;
  children: ReactNode;
}

/**
 * Output that may lag its input: while it does, it is framed in dashes, described as out of date to assistive
 * technology, and a note says how to bring it up to date — never presented as current.
 */
export function StaleOutput({ stale, action, running = false, children }: StaleOutputProps) {
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
      <Body
        $stale={stale}
        $running={running}
        aria-busy={running || undefined}
        data-running={running || undefined}
        aria-describedby={stale ? id : undefined}
      >
        {children}
      </Body>
    </div>
  );
}
