import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Seo } from '../shell/Seo';
import { ToolsSitemap } from '../shell/ToolsSitemap';
import { PageHeader } from './PageHeader';
import { pillLinks } from './parts';
import { sitePages } from '../sitePages';
import { registry } from '../registry';

const Pages = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  ${pillLinks}
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
          {sitePages
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
