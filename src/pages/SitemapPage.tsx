import { Link } from 'react-router-dom';
import { Seo } from '../shell/Seo';
import { ToolsSitemap } from '../shell/ToolsSitemap';
import { PageHeader } from './PageHeader';
import { staticPages } from '../app/routesInfo';
import { registry } from '../registry';

export function SitemapPage() {
  return (
    <>
      <Seo title="Sitemap" description={`Every page and all ${registry.tools.length} tools of the site, by group.`} path="/sitemap" />
      <PageHeader title="Sitemap" lead="Every tool, grouped as in the menus." />
      <ToolsSitemap />
      <section aria-labelledby="sitemap-pages" style={{ marginTop: 32 }}>
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
      </section>
    </>
  );
}
