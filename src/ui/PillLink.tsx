import styled from 'styled-components';

/**
 * A short link drawn as a pill: a tool's chip, a page section, a site page. It renders an <a>; a
 * page passes the router's Link with `as={Link}` and `to`. An icon inside takes the primary colour.
 */
export const PillLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 4px 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.primary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** A wrapping row of pill links, one per list item. */
export const PillList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
