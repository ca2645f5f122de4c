import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Readable prose layout for the static pages. */
export const Prose = styled.div`
  max-width: 80ch;
  h2 {
    margin-top: ${({ theme }) => theme.space.xxl};
  }
  h3 {
    margin-top: ${({ theme }) => theme.space.xl};
  }
  li {
    margin-bottom: 6px;
  }
  section {
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
`;

export function ContentPage({ children }: { children: ReactNode }) {
  return <Prose>{children}</Prose>;
}
