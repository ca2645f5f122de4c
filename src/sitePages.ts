import type { ComponentType } from 'react';

export interface SitePage {
  path: string;
  /** the page's name in the sitemap page */
  title: string;
  /** the footer's link text, for pages the footer links to */
  footer?: string;
  /** the page's component, loaded on demand */
  load: () => Promise<ComponentType>;
}

/**
 * The site's own pages besides home, groups and tools. The one table the router, footer, sitemap,
 * prerendering and the registry's reserved paths read.
 */
export const sitePages: readonly SitePage[] = [
  { path: '/about', title: 'About', footer: 'About', load: async () => (await import('./pages/About')).About },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    footer: 'Privacy',
    load: async () => (await import('./pages/Privacy')).Privacy,
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    footer: 'Terms',
    load: async () => (await import('./pages/Terms')).Terms,
  },
  {
    path: '/contact',
    title: 'Contact',
    footer: 'Contact',
    load: async () => (await import('./pages/Contact')).Contact,
  },
  { path: '/faq', title: 'FAQ', load: async () => (await import('./pages/Faq')).Faq },
  {
    path: '/sitemap',
    title: 'Sitemap',
    footer: 'Sitemap',
    load: async () => (await import('./pages/SitemapPage')).SitemapPage,
  },
];

/** Paths no tool may claim: home and the site pages (the registry adds the group pages). */
export const reservedPaths: readonly string[] = ['/', ...sitePages.map((p) => p.path)];
