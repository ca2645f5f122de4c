import { registry } from '@/registry';
import type { ToolManifest } from '@/registry/types';
import { useCases } from '@/registry/useCases';
import { facts, listing, networkTools, plural } from './facts';
import { CATALOGUE_ID, homeTop } from './homeTop';

export { CATALOGUE_ID, homeMeta } from './homeTop';

const tools = plural(facts.toolCount, 'free tool');
const toolLink = ({ id, name, path, icon }: ToolManifest) => ({ id, name, path, icon });
const networkNote = networkTools.length
  ? ` The deliberate ${networkTools.length === 1 ? 'exception' : 'exceptions'}: ${listing(networkTools.map((t) => t.name))} ${networkTools.length === 1 ? 'sends' : 'send'} the request you build to the address you choose.`
  : '';

export const home = {
  ...homeTop,
  stats: [
    { id: 'tools', value: String(facts.toolCount), label: facts.toolCount === 1 ? 'Tool' : 'Tools' },
    { id: 'groups', value: String(facts.groupCount), label: 'Categories' },
    { id: 'price', value: facts.price, label: 'Price, no limits' },
    { id: 'accounts', value: '0', label: 'Accounts needed' },
  ],
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
    cards: useCases.map((u) => ({
      ...u,
      tools: registry.tools.filter((t) => t.manifest.useCases?.includes(u.id)).map((t) => toolLink(t.manifest)),
    })),
  },
  picker: {
    title: 'Try a tool right here',
    lead: 'Choose any tool and use it without leaving this page.',
  },
  testimonials: {
    title: 'How developers use it',
    lead: 'Typical sessions, start to finish.',
    items: registry.tools.flatMap((t) =>
      t.manifest.testimonial ? [{ ...t.manifest.testimonial, tool: toolLink(t.manifest) }] : [],
    ),
  },
  closing: {
    title: 'Start with the tool you need',
    text: `${tools}, no account and nothing to install. Bookmark the ones you use and come back any time.`,
    primary: { to: `#${CATALOGUE_ID}`, label: 'Browse all tools' },
    secondary: { to: '/faq', label: 'Read the FAQ' },
  },
} as const;
