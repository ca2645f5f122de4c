import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const buttonLook = css<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.md};
  text-decoration: none;
  border: 1px solid transparent;
  transition:
    background 0.15s,
    border-color 0.15s,
    color 0.15s;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.primary};
          color: ${theme.color.primaryText};
          &:hover {
            background: ${theme.color.primaryHover};
            color: ${theme.color.primaryText};
          }
        `
      : css`
          background: ${theme.color.surface};
          color: ${theme.color.text};
          border-color: ${theme.color.border};
          &:hover {
            background: ${theme.color.surfaceAlt};
            color: ${theme.color.text};
            border-color: ${theme.color.primary};
          }
        `}
  svg {
    flex-shrink: 0;
  }
`;

/** A link styled as a button (calls to action). */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonLook}
`;

/** A same-page anchor (`#section`) styled as a button: the browser scrolls to it. */
export const AnchorButton = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonLook}
`;

/** A row of call-to-action buttons; on phones each takes the whole width. */
export const Actions = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  @media (max-width: 479px) {
    a {
      flex: 1 1 100%;
    }
  }
`;
