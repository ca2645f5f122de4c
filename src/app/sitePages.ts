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

/** Every page with its own URL: home, groups, tools' canonical paths and the static pages. */
export const prerenderPages: readonly string[] = [
  '/',
  ...registry.groups.map((g) => g.path),
  ...registry.tools.map((t) => t.manifest.path),
  ...staticPages.map((p) => p.path),
];

/** The path the not-found page is prerendered at (written as 404.html). */
export const NOT_FOUND_PATH = '/404';

/** Permanent redirects: every alias to its tool's canonical path. */
export const redirects: readonly { from: string; to: string }[] = [...registry.aliases].map(([from, to]) => ({ from, to }));

const pages = new Set<string>([...prerenderPages, ...registry.aliases.keys()]);

/** True when the path renders a page (not the not-found page). */
export function isSitePage(path: string): boolean {
  return pages.has(path);
}
