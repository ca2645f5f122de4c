import styled from 'styled-components';

/** A tinted box that points the reader on: a heading, a line and a link. */
export const Callout = styled.aside`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.infoBg};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: 0 0 4px;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 600;
  }
`;
