import { registry } from '../registry';

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

/** The registered tools among `ids`, in the given order (a tool whose folder is gone is left out). */
export function registeredTools(ids: readonly string[]) {
  return ids.flatMap((id) => {
    const t = registry.byId.get(id);
    return t ? [t.manifest] : [];
  });
}

/** The date the legal pages take effect (ISO) and its display form. */
export const legalEffectiveDate = '2026-11-22';
export function displayDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
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
