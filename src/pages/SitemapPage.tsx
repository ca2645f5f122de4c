import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { registry } from '@/registry';
import { Seo } from '@/shell/Seo';
import { ToolsSitemap } from '@/shell/ToolsSitemap';
import { sitePages } from '@/sitePages';
import { PillLink, PillList } from '@/ui/PillLink';
import { PageHeader } from './PageHeader';

const Pages = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
`;

export function SitemapPage() {
  return (
    <>
      <Seo
        title="Sitemap"
        description={`Every page and all ${registry.tools.length} tools of the site, by group.`}
        path="/sitemap"
      />
      <PageHeader title="Sitemap" lead="Every tool, grouped as in the menus." />
      <ToolsSitemap />
      <Pages aria-labelledby="sitemap-pages">
        <h2 id="sitemap-pages">Pages</h2>
        <PillList>
          <li>
            <PillLink as={Link} to="/">
              Home
            </PillLink>
          </li>
          {sitePages
            .filter((p) => p.path !== '/sitemap')
            .map((p) => (
              <li key={p.path}>
                <PillLink as={Link} to={p.path}>
                  {p.title}
                </PillLink>
              </li>
            ))}
        </PillList>
      </Pages>
    </>
  );
}
