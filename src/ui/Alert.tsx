import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid currentColor;
  ${({ theme, $tone }) => {
    const c = theme.color;
    const map = {
      error: [c.dangerBg, c.danger],
      warning: [c.warningBg, c.warning],
      info: [c.infoBg, c.info],
      success: [c.successBg, c.success],
    };
    const [bg, fg] = map[$tone];
    return `background: ${bg}; color: ${fg};`;
  }}
  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
  strong {
    display: block;
    margin-bottom: 2px;
  }
  .body {
    color: ${({ theme }) => theme.color.text};
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;

const icons = { error: XCircle, warning: AlertTriangle, info: Info, success: CheckCircle2 };

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** polite status for info/success; assertive alert for errors (default) */
  live?: boolean;
}

/** An inline message. Errors are announced (role=alert); other tones are polite status messages. */
export function Alert({ tone = 'error', title, children, live = true }: AlertProps) {
  const Icon = icons[tone];
  const role = !live ? undefined : tone === 'error' ? 'alert' : 'status';
  return (
    <Box $tone={tone} role={role}>
      <Icon size={18} aria-hidden="true" />
      <div className="body">
        {title && <strong>{title}</strong>}
        {children}
      </div>
    </Box>
  );
}
