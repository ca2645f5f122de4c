import styled from 'styled-components';
import { Card, CopyButton, Muted, Toolbar } from '@/ui';

const Clockface = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
const Big = styled.div`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: clamp(1.1rem, 4vw, 1.6rem);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export interface CurrentTimeProps {
  /** The current time, or null before the first tick (prerendered HTML). */
  clock: { seconds: number; milliseconds: number; text: string } | null;
  /** The name of the time zone the text is in. */
  zone: string;
}

/** The Current time card: Unix seconds, milliseconds and the time in the chosen zone, with Copy current timestamp. */
export function CurrentTime({ clock, zone }: CurrentTimeProps) {
  return (
    <Card title="Current time">
      <Clockface data-testid="current-time">
        <div>
          <Muted>Unix seconds</Muted>
          <Big>{clock ? clock.seconds : '…'}</Big>
        </div>
        <div>
          <Muted>Milliseconds</Muted>
          <Big>{clock ? clock.milliseconds : '…'}</Big>
        </div>
        <div>
          <Muted>{zone}</Muted>
          <Big>{clock ? clock.text : '…'}</Big>
        </div>
      </Clockface>
      <Toolbar style={{ marginTop: 12 }}>
        <CopyButton value={() => String(Math.floor(Date.now() / 1000))} label="Copy current timestamp" />
      </Toolbar>
    </Card>
  );
}
