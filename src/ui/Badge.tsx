import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info' | 'accent';

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => {
    const c = theme.color;
    const map: Record<BadgeTone, [string, string]> = {
      neutral: [c.surfaceAlt, c.textMuted],
      success: [c.successBg, c.success],
      danger: [c.dangerBg, c.danger],
      warning: [c.warningBg, c.warning],
      info: [c.infoBg, c.info],
      accent: [c.infoBg, c.accent],
    };
    const [bg, fg] = map[$tone];
    return `background: ${bg}; color: ${fg};`;
  }}
`;
