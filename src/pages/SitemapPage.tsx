import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Seo } from '../shell/Seo';
import { ToolsSitemap } from '../shell/ToolsSitemap';
import { PageHeader } from './PageHeader';
import { staticPages } from '../app/sitePages';
import { registry } from '../registry';

const Pages = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 4px 14px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
    text-decoration: none;
  }
  a:hover { border-color: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primary}; }
`;

export function SitemapPage() {
  return (
    <>
      <Seo title="Sitemap" description={`Every page and all ${registry.tools.length} tools of the site, by group.`} path="/sitemap" />
      <PageHeader title="Sitemap" lead="Every tool, grouped as in the menus." />
      <ToolsSitemap />
      <Pages aria-labelledby="sitemap-pages">
        <h2 id="sitemap-pages">Pages</h2>
        <ul>
          <li>
            <Link to="/">Home</Link>
          </li>
          {staticPages
            .filter((p) => p.path !== '/sitemap')
            .map((p) => (
              <li key={p.path}>
                <Link to={p.path}>{p.title}</Link>
              </li>
            ))}
        </ul>
      </Pages>
    </>
  );
}
