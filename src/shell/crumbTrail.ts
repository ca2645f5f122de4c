export interface Crumb {
  label: string;
  /** absent only for segments that are not pages */
  href?: string;
  /** the page being shown (still a link to itself) */
  current?: boolean;
}

/** 'json-validator' → 'Json validator': hyphens become spaces and the first letter is capitalised. */
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
 * Crumbs from path segments, starting with Home. A segment is linked when it is a page (`isPage`);
 * the last one is the current page and links to itself. Empty on '/'.
 */
export function buildCrumbs(
  pathname: string,
  isPage: (path: string) => boolean,
  labelFor?: (path: string) => string | undefined,
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (!segments.length) return [];
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  segments.forEach((seg, i) => {
    const path = '/' + segments.slice(0, i + 1).join('/');
    const last = i === segments.length - 1;
    const label = labelFor?.(path) ?? crumbLabel(seg);
    crumbs.push(last ? { label, href: path, current: true } : { label, href: isPage(path) ? path : undefined });
  });
  return crumbs;
}

/** A tool's trail: Home › its group › its name, each a link. */
export function toolCrumbs(tool: { name: string; path: string }, group: { title: string; path: string }): Crumb[] {
  return [
    { label: 'Home', href: '/' },
    { label: group.title, href: group.path },
    { label: tool.name, href: tool.path, current: true },
  ];
}

/** schema.org BreadcrumbList for a trail (linked crumbs only), with absolute URLs. */
export function breadcrumbListLd(
  crumbs: readonly Crumb[],
  absolute: (path: string) => string,
): Record<string, unknown> {
  const linked = crumbs.filter((c): c is Crumb & { href: string } => c.href !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absolute(c.href),
    })),
  };
}
