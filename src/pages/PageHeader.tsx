import type { ReactNode } from 'react';
import styled from 'styled-components';

const Head = styled.header`
  margin-bottom: ${({ theme }) => theme.space.xl};
  h1 {
    margin: 0 0 8px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 72ch;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Head>
      <h1>{title}</h1>
      {lead && <p>{lead}</p>}
      {children}
    </Head>
  );
}
