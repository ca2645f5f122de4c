import { registry } from '@/registry';
import { sitePages } from '@/sitePages';

/** Every page with its own URL: home, groups, tools' canonical paths and the static pages. */
export const prerenderPages: readonly string[] = [
  '/',
  ...registry.groups.map((g) => g.path),
  ...registry.tools.map((t) => t.manifest.path),
  ...sitePages.map((p) => p.path),
];

/** The devices each tool's page may ask the browser for, by path; pages not listed ask for none. */
export const pageDevices: ReadonlyMap<string, readonly string[]> = new Map(
  registry.tools.flatMap(({ manifest }) => (manifest.devices ? [[manifest.path, manifest.devices] as const] : [])),
);

/** The path the not-found page is prerendered at (written as 404.html). */
export const NOT_FOUND_PATH = '/404';

/** Permanent redirects: every alias to its tool's canonical path, every tool-path prefix ('/encode') to its group page. */
export const redirects: readonly { from: string; to: string }[] = [
  ...registry.aliases,
  ...registry.prefixRedirects,
].map(([from, to]) => ({ from, to }));

const pages = new Set<string>([...prerenderPages, ...registry.aliases.keys(), ...registry.prefixRedirects.keys()]);

/** True when the path renders a page (not the not-found page). */
export function isSitePage(path: string): boolean {
  return pages.has(path);
}
