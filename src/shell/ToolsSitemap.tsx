import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { registry } from '@/registry';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  section {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  h2,
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  h2 a,
  h3 a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-block;
    padding: 4px 0;
    text-decoration: none;
  }
  li a:hover {
    text-decoration: underline;
  }
`;

/** Every group with its page link and its tools' canonical links, from the registry. */
export function ToolsSitemap({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Grid>
      {registry.groups.map((g) => (
        <section key={g.id} aria-labelledby={`sitemap-${g.id}`}>
          <H id={`sitemap-${g.id}`}>
            <Link to={g.path}>{g.title}</Link>
          </H>
          <ul>
            {registry.ownTools(g.id).map((t) => (
              <li key={t.manifest.id}>
                <Link to={t.manifest.path}>{t.manifest.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Grid>
  );
}
