import { registry } from '@/registry';
import { site } from '@/site';
import { facts, listing, plural, requestTools, type PageMeta } from './facts';

export const faqMeta: PageMeta = {
  title: 'Frequently Asked Questions',
  description: `Answers about ${site.name}: privacy and where your data goes, file size limits, supported formats, browsers, and how to get support.`,
  keywords: ['faq', 'help', 'privacy', 'file size limit', 'supported formats', 'developer tools questions'],
  path: '/faq',
};

export interface FaqItem {
  id: string;
  question: string;
  answer: readonly string[];
  links?: readonly { to: string; label: string }[];
  mailbox?: 'general' | 'support' | 'bugs' | 'feedback' | 'legal' | 'press';
}

export interface FaqSection {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

const sections: readonly FaqSection[] = [
  {
    id: 'general',
    title: 'General',
    items: [
      {
        id: 'what-is',
        question: `What is ${site.name}?`,
        answer: [
          `A collection of ${plural(facts.toolCount, 'free developer tool')} in ${plural(facts.groupCount, 'category', 'categories')} (${listing(facts.groupTitles)}). Every tool runs in your web browser, so your input stays on your device.`,
        ],
        links: [{ to: '/sitemap', label: 'See every tool' }],
      },
      {
        id: 'free',
        question: 'Is it really free? Are there usage limits?',
        answer: [
          'Yes, every tool is free and there are no usage limits: use them as often as you like. The site may show advertising to cover its running costs.',
        ],
      },
      {
        id: 'account',
        question: 'Do I need an account or to install anything?',
        answer: ['No. There is no sign-up and nothing to install: open a tool and use it.'],
      },
      {
        id: 'browsers',
        question: 'Which browsers are supported?',
        answer: [
          'Current versions of Chrome, Edge, Firefox and Safari on desktop and mobile. JavaScript must be enabled, because the tools run as JavaScript in your browser.',
        ],
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy & Security',
    items: [
      {
        id: 'data-sent',
        question: 'Is my data sent to a server?',
        answer: [
          'No. Text, files and images you give a tool are processed inside your browser tab and are never uploaded to us or anyone else.',
          `The exception is ${requestTools}, whose job is to send a request: it goes from your browser directly to the address you enter, never through our servers.`,
        ],
        links: [{ to: '/privacy', label: 'Privacy Policy' }],
      },
      {
        id: 'sensitive',
        question: 'Is it safe to paste API keys, tokens or customer data?',
        answer: [
          'The tools never transmit what you paste, so it is as safe as the device you are using. On a shared computer, clear the inputs when you are done, and remember that browser extensions you install can read pages you visit.',
        ],
      },
      {
        id: 'storage',
        question: 'Does the site store anything on my device?',
        answer: [
          'Only your theme preference (light, dark or system), in your browser’s local storage. The site does not set cookies of its own; advertising or analytics providers, if used, may set theirs as the Privacy Policy explains.',
        ],
      },
      {
        id: 'analytics',
        question: 'Do you track what I do in the tools?',
        answer: [
          'No. Any analytics we use count page visits in aggregate; they never see the content of a tool, because that content never leaves your browser.',
        ],
      },
    ],
  },
  {
    id: 'technical',
    title: 'Technical',
    items: [
      {
        id: 'file-size',
        question: 'How large can my files be?',
        answer: [
          'We recommend files under 5 MB; a tool with a lower limit says so next to its input. Because everything runs on your device, speed depends on your computer rather than on a server queue.',
        ],
      },
      {
        id: 'formats',
        question: 'Which formats are supported?',
        answer: [
          `Each tool’s page lists what it reads and writes. The tools are ${listing(registry.tools.map((t) => t.manifest.name))}.`,
        ],
      },
      // each tool's own questions come from its manifest
      ...registry.tools.flatMap((t) => t.manifest.faq ?? []),
    ],
  },
  {
    id: 'usage',
    title: 'Usage',
    items: [
      {
        id: 'find',
        question: 'How do I find a tool quickly?',
        answer: [
          'Press Ctrl+K (or / when you are not typing in a field) to search by name or keyword, use the menus in the header, or browse the sitemap.',
        ],
        links: [{ to: '/sitemap', label: 'Sitemap' }],
      },
      {
        id: 'results',
        question: 'How do I save my results?',
        answer: [
          'Each tool has Copy and Download buttons next to its output. Downloads are created in your browser and saved straight to your device.',
        ],
      },
      {
        id: 'mobile',
        question: 'Can I use the tools on my phone?',
        answer: [
          'Yes. Every page adapts to small screens, and on the home page the tool picker becomes a drop-down list.',
        ],
      },
      {
        id: 'dark-mode',
        question: 'Is there a dark mode?',
        answer: [
          'Yes. The theme button in the header switches between light, dark and your system setting, and the site remembers your choice.',
        ],
      },
      {
        id: 'commercial',
        question: 'Can I use the output in commercial work?',
        answer: ['Yes. What you create with the tools is yours to use, including commercially.'],
        links: [{ to: '/terms', label: 'Terms of Service' }],
      },
    ],
  },
  {
    id: 'support',
    title: 'Support',
    items: [
      {
        id: 'bug',
        question: 'How do I report a bug?',
        answer: [
          'Email our bugs mailbox with the tool, the steps you took, what you expected and your browser. Please use sample data rather than real secrets.',
        ],
        mailbox: 'bugs',
      },
      {
        id: 'suggest',
        question: 'Can I suggest a new tool?',
        answer: ['Yes, please do. Send your idea and how you would use it to our feedback mailbox.'],
        mailbox: 'feedback',
      },
      {
        id: 'reply',
        question: 'How quickly will you reply?',
        answer: [
          'We answer most messages within 24–48 hours. Our business hours are Monday to Friday, 9:00–18:00 UTC.',
        ],
        links: [{ to: '/contact', label: 'Contact us' }],
      },
    ],
  },
];

export const faq = {
  title: 'Frequently Asked Questions',
  lead: 'Quick answers about privacy, limits, formats and getting help.',
  sections,
  more: {
    title: 'Still have a question?',
    text: 'Write to us and we will get back to you within 24–48 hours.',
    link: { to: '/contact', label: 'Contact us' },
  },
} as const;

/** FAQPage structured data built from the questions above. */
export function faqStructuredData(baseUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: `${baseUrl}/faq`,
    mainEntity: sections.flatMap((s) =>
      s.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
      })),
    ),
  };
}
