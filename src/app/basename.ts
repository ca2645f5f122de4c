/**
 * The router's basename: the path the site is built for (vite `base`, from BASE_PATH), with its
 * trailing slash, so a link to the home page is `/devtools/`, the URL the host serves it at.
 */
export const basename = import.meta.env.BASE_URL;

/** The browser URL of an app path: `/encode/url` → `/devtools/encode/url`. */
export function locationOf(path: string): string {
  return basename + path.slice(1);
}

/**
 * The app path of a browser path, the inverse of locationOf: `/devtools/encode/url/` → `/encode/url`.
 * A trailing slash is dropped (hosts serve `encode/url.html` at both), and a path outside the base is
 * given as it is.
 */
export function appPathOf(pathname: string, base = basename): string {
  const inside = pathname.startsWith(base)
    ? '/' + pathname.slice(base.length)
    : pathname === base.slice(0, -1)
      ? '/'
      : pathname;
  return inside.length > 1 && inside.endsWith('/') ? inside.slice(0, -1) : inside;
}
