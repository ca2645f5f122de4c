import { registry } from '@/registry';

/** Facts about the site that the pages state, derived from the registry so they stay true. */
export const facts = {
  toolCount: registry.tools.length,
  groupCount: registry.groups.length,
  groupTitles: registry.groups.map((g) => g.title),
  price: '$0',
};

/** '1 tool', '18 tools'. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** 'a, b and c'. */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The tools whose manifests say what they send over the network, in registry order. */
export const networkTools = registry.tools.flatMap((t) =>
  t.manifest.network ? [{ name: t.manifest.name, path: t.manifest.path, network: t.manifest.network }] : [],
);

/** 'the HTTP Request Tester' (or 'the A and the B'): the tools that send requests, for prose. */
export const requestTools = networkTools.length ? listing(networkTools.map((t) => `the ${t.name}`)) : 'no tool';

/** The date the legal pages take effect (ISO) and its display form. */
export const legalEffectiveDate = '2026-11-22';
export function displayDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A block of prose in a content page. */
export interface ProseSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  /** internal links shown after the text */
  links?: readonly { to: string; label: string }[];
  /** a mailbox (key of `mailboxes` in site.ts) shown after the text */
  mailbox?: 'general' | 'support' | 'bugs' | 'feedback' | 'legal' | 'press';
}

export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
  path: string;
}
