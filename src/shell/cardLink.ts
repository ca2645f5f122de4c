import { css } from 'styled-components';

/** The raised surface of every card on the site's pages. */
export const cardSurface = css`
  height: 100%;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

/** A card that is one link: the tool cards and the home page's group cards. */
export const cardLink = css`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  transition:
    border-color 0.15s,
    transform 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.text};
    transform: translateY(-1px);
  }
`;
