export interface SitePage {
  path: string;
  /** the page's name in the sitemap page */
  title: string;
  /** the footer's link text, for pages the footer links to */
  footer?: string;
}

const table = [
  { path: '/about', title: 'About', footer: 'About' },
  { path: '/privacy', title: 'Privacy Policy', footer: 'Privacy' },
  { path: '/terms', title: 'Terms of Service', footer: 'Terms' },
  { path: '/contact', title: 'Contact', footer: 'Contact' },
  { path: '/faq', title: 'FAQ' },
  { path: '/sitemap', title: 'Sitemap', footer: 'Sitemap' },
] as const satisfies readonly SitePage[];

/** The path of one of the site's own pages. */
export type SitePagePath = (typeof table)[number]['path'];

/**
 * The site's own pages besides home, groups and tools. The one table the router, footer, sitemap,
 * prerendering and the registry's reserved paths read. It imports nothing: the registry reads its
 * paths, and the pages read the registry, so the pages' components are loaded by the router, which
 * names one for every path here (src/app/routes.tsx).
 */
export const sitePages: readonly (SitePage & { path: SitePagePath })[] = table;

/** Paths no tool may claim: home and the site pages (the registry adds the group pages). */
export const reservedPaths: readonly string[] = ['/', ...sitePages.map((p) => p.path)];
