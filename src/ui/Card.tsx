import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme }) => theme.space.xl};
  min-width: 0;
  @media (max-width: 767px) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** heading level of the title (default h2) */
  level?: 2 | 3;
  actions?: ReactNode;
}

/** A surface with an optional titled header and actions. Pass aria-label to make it a named region. */
export function Card({ title, level = 2, actions, children, ...rest }: CardProps) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <Box {...rest}>
      {(title || actions) && (
        <Head>
          {title ? <H>{title}</H> : <span />}
          {actions}
        </Head>
      )}
      {children}
    </Box>
  );
}
