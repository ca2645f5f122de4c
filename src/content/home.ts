import { site } from '../site';
import { registry } from '../registry';
import { useCases } from '../registry/useCases';
import type { ToolManifest } from '../registry/types';
import { facts, listing, networkTools, plural, type PageMeta } from './facts';

const tools = plural(facts.toolCount, 'free tool');
const toolLink = ({ id, name, path, icon }: ToolManifest) => ({ id, name, path, icon });
const networkNote = networkTools.length
  ? ` The deliberate ${networkTools.length === 1 ? 'exception' : 'exceptions'}: ${listing(networkTools.map((t) => t.name))} ${networkTools.length === 1 ? 'sends' : 'send'} the request you build to the address you choose.`
  : '';

/** The id of the home page's catalogue section, which its calls to action lead to. */
export const CATALOGUE_ID = 'all-tools';

export const homeMeta: PageMeta = {
  title: 'Free Online Developer Tools',
  description: `${plural(facts.toolCount, 'free developer tool')} that run entirely in your browser: encode and decode, convert, format and debug without uploading anything. No sign-up, no usage limits.`,
  keywords: ['developer tools', 'online developer tools', ...registry.tools.filter((t) => t.manifest.popular).flatMap((t) => t.manifest.seo.keywords.slice(0, 1)), 'free online tools', 'browser tools', 'privacy'],
  path: '/',
};

export const home = {
  hero: {
    eyebrow: 'Free · No sign-up · Runs in your browser',
    title: 'Developer tools that keep your data on your device',
    lead: `${tools} for encoding, converting, formatting and debugging. Everything runs in this page: what you paste or drop is never uploaded.`,
    primary: { to: `#${CATALOGUE_ID}`, label: `Explore all ${plural(facts.toolCount, 'tool')}` },
    secondary: { to: '/about', label: 'How it works' },
  },
  stats: [
    { id: 'tools', value: String(facts.toolCount), label: facts.toolCount === 1 ? 'Tool' : 'Tools' },
    { id: 'groups', value: String(facts.groupCount), label: 'Categories' },
    { id: 'price', value: facts.price, label: 'Price, no limits' },
    { id: 'accounts', value: '0', label: 'Accounts needed' },
  ],
  essentials: {
    title: 'Essential Developer Tools',
    lead: `All ${tools}, grouped by the job they do: ${listing(facts.groupTitles)}. Star the ones you use most to pin them first.`,
  },
  why: {
    title: 'Why Choose Our Professional Developer Tools',
    lead: 'Built for the snippets you should not paste into a stranger’s server: tokens, customer records, stack traces from production.',
    features: [
      {
        id: 'security',
        icon: 'shield',
        title: 'Private by design',
        text: `Processing happens in your browser with JavaScript, WebAssembly and the Web Crypto API. Nothing is uploaded, so no server can keep a copy of your input.${networkNote}`,
      },
      {
        id: 'performance',
        icon: 'zap',
        title: 'Fast on large inputs',
        text: 'Heavy work runs in a background worker, so the page stays responsive, and huge outputs are shown in a virtualised view.',
      },
      {
        id: 'formats',
        icon: 'file-code',
        title: 'The formats you work with',
        text: 'Text, files and images in the formats developers pass around every day, each result with copy and download.',
      },
    ],
  },
  useCases: {
    title: 'Made for everyday development work',
    lead: 'Pick the job, then the tool.',
    cards: useCases.map((u) => ({ ...u, tools: registry.tools.filter((t) => t.manifest.useCases?.includes(u.id)).map((t) => toolLink(t.manifest)) })),
  },
  picker: {
    title: 'Try a tool right here',
    lead: 'Choose any tool and use it without leaving this page.',
  },
  testimonials: {
    title: 'How developers use it',
    lead: 'Typical sessions, start to finish.',
    items: registry.tools.flatMap((t) => (t.manifest.testimonial ? [{ ...t.manifest.testimonial, tool: toolLink(t.manifest) }] : [])),
  },
  closing: {
    title: 'Start with the tool you need',
    text: `${tools}, no account and nothing to install. Bookmark the ones you use and come back any time.`,
    primary: { to: `#${CATALOGUE_ID}`, label: 'Browse all tools' },
    secondary: { to: '/faq', label: 'Read the FAQ' },
  },
  structuredData: {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: site.baseUrl.replace(/\/$/, '') + '/',
    description: site.description,
  },
} as const;
