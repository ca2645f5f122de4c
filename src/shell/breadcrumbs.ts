export interface Crumb {
  label: string;
  /** absent for the last crumb and for segments that are not pages */
  href?: string;
}

/** 'json-validator' → 'Json validator' (spec: hyphens become spaces, first letter capitalised). */
export function crumbLabel(segment: string): string {
  let s = segment;
  try {
    s = decodeURIComponent(segment);
  } catch {
    /* keep the raw segment */
  }
  s = s.replace(/-/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Crumbs from path segments, starting with Home. A segment is linked only when it is a page
 * (`isPage`); the last is never linked. Empty on '/'.
 */
export function buildCrumbs(pathname: string, isPage: (path: string) => boolean, labelFor?: (path: string) => string | undefined): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (!segments.length) return [];
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  segments.forEach((seg, i) => {
    const path = '/' + segments.slice(0, i + 1).join('/');
    const last = i === segments.length - 1;
    const label = labelFor?.(path) ?? crumbLabel(seg);
    crumbs.push({ label, href: !last && isPage(path) ? path : undefined });
  });
  return crumbs;
}
