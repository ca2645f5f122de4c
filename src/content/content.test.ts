import { describe, expect, it } from 'vitest';
import { isSitePage } from '@/app/sitePaths';
import { registry } from '@/registry';
import { mailboxes, site, siteDomain } from '@/site';
import { about, aboutMeta } from './about';
import { contact, contactMeta } from './contact';
import { displayDate, listing, networkTools, plural } from './facts';
import { faq, faqMeta, faqStructuredData } from './faq';
import { CATALOGUE_ID, home, homeMeta } from './home';
import { privacy, privacyMeta } from './privacy';
import { terms, termsMeta } from './terms';

const n = registry.tools.length;
const metas = [homeMeta, aboutMeta, privacyMeta, termsMeta, contactMeta, faqMeta];

/** Every string in a value, recursively. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}
const allText = strings([home, about, privacy, terms, contact, faq, metas]);

/** Internal links ({ to }) anywhere in a value. */
function links(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(links);
  if (value && typeof value === 'object') {
    const own =
      'to' in value && typeof (value as { to: unknown }).to === 'string' ? [(value as { to: string }).to] : [];
    return [...own, ...Object.values(value).flatMap(links)];
  }
  return [];
}

describe('content claims match the site', () => {
  it('home and about state the registry’s tool and group counts', () => {
    const stat = (list: readonly { id: string; value: string }[], id: string) => list.find((s) => s.id === id)?.value;
    expect(stat(home.stats, 'tools')).toBe(String(n));
    expect(stat(about.stats, 'tools')).toBe(String(n));
    expect(stat(home.stats, 'groups')).toBe(String(registry.groups.length));
    expect(stat(about.stats, 'groups')).toBe(String(registry.groups.length));
    expect(home.hero.lead).toContain(plural(n, 'free tool'));
    expect(homeMeta.description).toContain(String(n));
  });

  it('states no invented figure: every number next to “tools” is the registry’s count', () => {
    for (const text of allText) {
      for (const m of text.matchAll(/(\d[\d,]*)\+?\s+(?:free\s+)?(?:developer\s+)?tools?\b/gi))
        expect(Number(m[1].replace(/,/g, '')), text).toBe(n);
      expect(text, 'no “25+”-style marketing figures').not.toMatch(/\d+\s*\+/);
      expect(text).not.toMatch(/lorem ipsum dolor|TODO|placeholder/i);
    }
  });

  it('names every tool whose manifest declares network use as the exception to “nothing leaves the browser”', () => {
    expect(networkTools.map((t) => t.name)).toContain('HTTP Request Tester');
    for (const t of networkTools) {
      for (const text of [strings(privacy), strings(terms), strings(faq), strings(about.security), strings(home.why)])
        expect(text.join(' ')).toContain(t.name);
      expect(strings(privacy).join(' ')).toContain(t.network);
    }
  });

  it('no page outside plugins/ names a tool: tool lists come from the manifests', () => {
    const names = registry.tools.map((t) => t.manifest.name);
    const fixed = strings({
      homeMeta,
      home: { hero: home.hero, why: home.why, essentials: home.essentials, closing: home.closing },
      about,
      contact,
      terms,
      privacy: privacy.summary,
    });
    for (const text of fixed)
      for (const name of names.filter((n) => !networkTools.some((t) => t.name === n))) expect(text).not.toContain(name);
    expect(home.useCases.cards.find((c) => c.id === 'api')?.tools.map((t) => t.id)).toEqual(
      registry.tools.filter((t) => t.manifest.useCases?.includes('api')).map((t) => t.manifest.id),
    );
    expect(home.testimonials.items.map((t) => t.tool.id)).toEqual(
      registry.tools.filter((t) => t.manifest.testimonial).map((t) => t.manifest.id),
    );
    const technical = faq.sections.find((s) => s.id === 'technical')?.items.map((i) => i.id) ?? [];
    for (const t of registry.tools) for (const q of t.manifest.faq ?? []) expect(technical).toContain(q.id);
  });

  it('legal pages mention advertising and analytics and carry an effective date', () => {
    for (const page of [privacy, terms]) {
      const text = strings(page).join(' ').toLowerCase();
      expect(text).toContain('advertising');
      expect(text).toContain('analytics');
      expect(page.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(displayDate(page.effectiveDate)).not.toMatch(/invalid/i);
    }
    expect(privacy.sections.length).toBeGreaterThanOrEqual(8);
    expect(terms.sections.length).toBeGreaterThanOrEqual(8);
  });

  it('every internal link in the content resolves to a page of the site', () => {
    const all = links([home, about, privacy, terms, contact, faq]);
    expect(all.length).toBeGreaterThan(5);
    // '#all-tools' is the home page's own catalogue section (its id is CATALOGUE_ID)
    for (const to of all) expect(isSitePage(to) || to === `#${CATALOGUE_ID}`, to).toBe(true);
    // the main call to action leads to the catalogue of every tool on home, not one group's page
    expect(home.hero.primary.to).toBe('#all-tools');
    expect(home.hero.secondary.to).toBe('/about');
    expect(about.contact.link.to).toBe('/contact');
    expect(contact.faq.link.to).toBe('/faq');
  });

  it('FAQ question ids are unique, the tools’ own included', () => {
    const ids = faq.sections.flatMap((s) => s.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('home has its blocks: three features, the three use cases, three testimonials', () => {
    expect(home.essentials.title).toBe('Essential Developer Tools');
    expect(home.why.title).toBe('Why Choose Our Professional Developer Tools');
    expect(home.why.features.map((f) => f.id)).toEqual(['security', 'performance', 'formats']);
    expect(home.useCases.cards.map((c) => c.title)).toEqual([
      'API Development',
      'Data Processing',
      'Debugging & Testing',
    ]);
    expect(home.testimonials.items).toHaveLength(3);
  });
});

describe('contact and FAQ', () => {
  it('lists the six role mailboxes at the site’s domain', () => {
    expect(contact.mailboxes.map((m) => m.key)).toEqual(['general', 'support', 'bugs', 'feedback', 'legal', 'press']);
    expect(siteDomain).toBe(new URL(site.baseUrl).hostname);
    for (const address of Object.values(mailboxes))
      expect(address).toMatch(new RegExp(`^[a-z]+@${siteDomain.replace(/\./g, '\\.')}$`));
    expect(mailboxes.support).toBe(site.supportEmail);
    expect(contact.responseTime.value).toBe('24–48 hours');
    expect(contact.hours.value).toBe('Mon–Fri, 9:00–18:00 UTC');
  });

  it('has the five FAQ sections with unique question ids and FAQPage data for every question', () => {
    expect(faq.sections.map((s) => s.title)).toEqual([
      'General',
      'Privacy & Security',
      'Technical',
      'Usage',
      'Support',
    ]);
    const ids = faq.sections.flatMap((s) => s.items.map((i) => `${s.id}-${i.id}`));
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of faq.sections) expect(s.items.length).toBeGreaterThanOrEqual(3);
    const ld = faqStructuredData(site.baseUrl);
    expect(ld.mainEntity).toHaveLength(ids.length);
    expect(strings(faq).join(' ')).toMatch(/5 MB/);
    expect(strings(faq).join(' ')).toMatch(/no usage limits/);
  });

  it('every page has a title, a description of useful length, keywords and a path', () => {
    for (const m of metas) {
      expect(m.title.length).toBeGreaterThan(2);
      expect(m.description.length).toBeGreaterThanOrEqual(70);
      expect(m.description.length).toBeLessThanOrEqual(300);
      expect(m.keywords.length).toBeGreaterThanOrEqual(3);
      expect(m.path).toMatch(/^\//);
    }
    expect(new Set(metas.map((m) => m.path)).size).toBe(metas.length);
  });

  it('helpers', () => {
    expect(plural(1, 'tool')).toBe('1 tool');
    expect(plural(3, 'category', 'categories')).toBe('3 categories');
    expect(listing(['a'])).toBe('a');
    expect(listing(['a', 'b', 'c'])).toBe('a, b and c');
    expect(displayDate('2026-11-22')).toBe('22 November 2026');
  });
});
