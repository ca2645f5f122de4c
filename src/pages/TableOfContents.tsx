import styled from 'styled-components';
import type { ProseSection } from '@/content/facts';

/** A table of contents for a long text page. */
export function TableOfContents({
  sections,
  label = 'On this page',
}: {
  sections: readonly ProseSection[];
  label?: string;
}) {
  return (
    <Toc aria-label={label}>
      <h2>{label}</h2>
      <ol>
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.heading.replace(/^\d+\.\s*/, '')}</a>
          </li>
        ))}
      </ol>
    </Toc>
  );
}
const Toc = styled.nav`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  margin-bottom: ${({ theme }) => theme.space.xl};
  && h2 {
    font-size: ${({ theme }) => theme.font.size.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.color.textMuted};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    columns: 2;
    column-gap: ${({ theme }) => theme.space.xxl};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  li {
    break-inside: avoid;
    padding: 2px 0;
  }
  @media (max-width: 767px) {
    ol {
      columns: 1;
    }
  }
`;
