import { registry } from '@/registry';
import { site } from '@/site';
import { facts, plural, type PageMeta } from './facts';

/** What the top of the home page says (hero, catalogue); the rest of its text is in ./home. */

const tools = plural(facts.toolCount, 'free tool');

/** The id of the home page's catalogue section, which its calls to action lead to. */
export const CATALOGUE_ID = 'all-tools';

export const homeMeta: PageMeta = {
  title: 'Free Online Developer Tools',
  description: `${plural(facts.toolCount, 'free developer tool')} that run entirely in your browser: encode and decode, convert, format and debug without uploading anything. No sign-up, no usage limits.`,
  keywords: [
    'developer tools',
    'online developer tools',
    ...registry.tools.filter((t) => t.manifest.popular).flatMap((t) => t.manifest.seo.keywords.slice(0, 1)),
    'free online tools',
    'browser tools',
    'privacy',
  ],
  path: '/',
};

export const homeTop = {
  hero: {
    eyebrow: 'Free · No sign-up · Runs in your browser',
    title: 'Developer tools that keep your data on your device',
    lead: `${tools} for encoding, converting, formatting and debugging. Everything runs in this page: what you paste or drop is never uploaded.`,
    primary: { to: `#${CATALOGUE_ID}`, label: `Explore all ${plural(facts.toolCount, 'tool')}` },
    secondary: { to: '/about', label: 'How it works' },
    search: `Search ${plural(facts.toolCount, 'tool')} or paste text…`,
    paste: 'Or paste anything on this page — a token, JSON, a timestamp, a cron line — to see which tool reads it.',
  },
  // the favourites row under the title says how to pin a tool; the groups say how tools are sorted
  essentials: {
    title: 'Essential Developer Tools',
  },
  structuredData: {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: site.baseUrl.replace(/\/$/, '') + '/',
    description: site.description,
  },
} as const;
