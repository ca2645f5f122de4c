/**
 * Where the built site is published, read from the environment at build: `SITE_URL` (scheme and
 * host of the public site: canonical links, Open Graph, sitemap.xml, robots.txt) and `BASE_PATH`
 * (the path the site lives under: routes, assets, workers, service worker scope, web app manifest).
 */
export interface Deployment {
  /** scheme and host, no trailing slash: `https://devutils.app` */
  siteUrl: string;
  /** starts and ends with `/`: `/` or `/devtools/` */
  basePath: string;
}

export const DEFAULT_SITE_URL = 'https://devutils.app';

// segments of letters, digits and - _ ~ (no dot segments: the path is matched as text by every host)
const BASE_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*$/;

export function normaliseBasePath(value: string | undefined): string {
  const path = `/${(value ?? '').trim().replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  if (!BASE_PATH.test(path)) throw new Error(`BASE_PATH must be a URL path such as /devtools/, not '${value}'`);
  return path;
}

export function normaliseSiteUrl(value: string | undefined): string {
  const text = value?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as https://intranet.example, not '${text}'`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`SITE_URL must use http or https, not '${text}'`);
  // the path belongs in BASE_PATH, which also moves routes and assets
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(`SITE_URL is a scheme and host only (put the path in BASE_PATH), not '${text}'`);
  return url.origin;
}

export function deploymentFrom(env: Readonly<Record<string, string | undefined>> = process.env): Deployment {
  return { siteUrl: normaliseSiteUrl(env.SITE_URL), basePath: normaliseBasePath(env.BASE_PATH) };
}

/** The public address of the site's root, no trailing slash: `https://intranet.example/devtools`. */
export function publicRoot({ siteUrl, basePath }: Deployment): string {
  return siteUrl + basePath.replace(/\/$/, '');
}

/** `/encode/url` under the base path: `/devtools/encode/url`; `/` is the base path itself. */
export function underBase(basePath: string, path: string): string {
  return path === '/' ? basePath : basePath.replace(/\/$/, '') + path;
}

/** The build-time constants the app reads (vite `define`). */
export function deploymentDefines(deployment: Deployment): Record<string, string> {
  return { __SITE_URL__: JSON.stringify(publicRoot(deployment)) };
}
