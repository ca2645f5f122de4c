/** The router's basename: the path the site is built for (vite `base`, from BASE_PATH) without its trailing slash. */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

/** The browser URL of an app path: `/encode/url` → `/devtools/encode/url`. */
export function locationOf(path: string): string {
  return basename === '/' ? path : basename + (path === '/' ? '/' : path);
}
