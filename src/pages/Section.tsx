import type { ReactNode } from 'react';
import styled from 'styled-components';

const SectionBox = styled.section`
  margin-top: ${({ theme }) => theme.space.xxxl};
  /* a link to the section (#id) lands below the sticky header */
  scroll-margin-top: 84px;
  > header {
    margin-bottom: ${({ theme }) => theme.space.xl};
    max-width: 72ch;
  }
  > header h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: clamp(1.375rem, 2.6vw, 1.75rem);
  }
  > header p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  @media (max-width: 767px) {
    margin-top: ${({ theme }) => theme.space.xxl};
    > header p {
      font-size: ${({ theme }) => theme.font.size.md};
    }
  }
`;

/** A page section with an h2 title (labelled by it) and an optional lead paragraph. */
export function Section({
  id,
  title,
  lead,
  children,
  className,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <SectionBox id={id} aria-labelledby={`${id}-title`} className={className}>
      <header>
        <h2 id={`${id}-title`}>{title}</h2>
        {lead && <p>{lead}</p>}
      </header>
      {children}
    </SectionBox>
  );
}
