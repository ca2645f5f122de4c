/**
 * The router's basename: the path the site is built for (vite `base`, from BASE_PATH), with its
 * trailing slash, so a link to the home page is `/devtools/`, the URL the host serves it at.
 */
export const basename = import.meta.env.BASE_URL;

/** The browser URL of an app path: `/encode/url` → `/devtools/encode/url`. */
export function locationOf(path: string): string {
  return basename + path.slice(1);
}
