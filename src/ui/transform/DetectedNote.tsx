import styled from 'styled-components';
import { Button } from '@/ui/Button';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
`;

/**
 * Says that the input picked the mode ('Looks like Base64 — decoded.'), with one button that picks
 * another mode instead. The status region stays in place, so a screen reader hears the line when a
 * paste brings it.
 */
export function DetectedNote({
  detected,
  onPick,
}: {
  detected: { note: string; instead: { label: string } } | null;
  onPick: () => void;
}) {
  return (
    <div role="status">
      {detected && (
        <Line>
          <span>{detected.note}</span>
          <Button size="sm" onClick={onPick}>
            {detected.instead.label}
          </Button>
        </Line>
      )}
    </div>
  );
}
