import { registry } from '../registry';

/** Site pages that exist besides tools and groups. */
export const staticPages = [
  { path: '/about', title: 'About' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/contact', title: 'Contact' },
  { path: '/faq', title: 'FAQ' },
  { path: '/sitemap', title: 'Sitemap' },
] as const;

const pages = new Set<string>([
  '/',
  ...staticPages.map((p) => p.path),
  ...registry.groups.map((g) => g.path),
  ...registry.tools.map((t) => t.manifest.path),
  ...registry.aliases.keys(),
]);

/** True when the path renders a page (not the not-found page). */
export function isSitePage(path: string): boolean {
  return pages.has(path);
}
