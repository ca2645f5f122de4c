import { site } from '@/site';
import { facts, listing, plural, requestTools, type PageMeta } from './facts';

export const aboutMeta: PageMeta = {
  title: 'About',
  description: `About ${site.name}: ${plural(facts.toolCount, 'free developer tool')} that run entirely in your browser, with no sign-up and no uploads. Our mission, values and technology.`,
  keywords: ['about', site.name, 'client-side tools', 'privacy-first developer tools', 'browser-based utilities'],
  path: '/about',
};

export const about = {
  title: `About ${site.name}`,
  lead: 'Small, dependable utilities for the everyday chores of software work, built so that your data never has to leave your device.',
  stats: [
    { id: 'tools', value: String(facts.toolCount), label: facts.toolCount === 1 ? 'Tool' : 'Tools' },
    { id: 'groups', value: String(facts.groupCount), label: 'Categories' },
    { id: 'price', value: facts.price, label: 'Price' },
    { id: 'accounts', value: '0', label: 'Accounts needed' },
  ],
  mission: {
    title: 'Our mission',
    paragraphs: [
      'Decoding a token, pretty-printing an API response or checking a hash should take seconds, and it should not mean handing a production secret to a server you know nothing about.',
      `${site.name} gives developers, designers, students and anyone curious a set of precise tools that do their work inside the browser tab. There is nothing to install, no account to create and no limit on how often you use them.`,
    ],
  },
  values: {
    title: 'What we value',
    items: [
      {
        id: 'privacy',
        icon: 'shield',
        title: 'Privacy by architecture',
        text: 'Tools process input locally. We do not promise to delete your data; we never receive it.',
      },
      {
        id: 'accuracy',
        icon: 'braces',
        title: 'Correctness',
        text: 'Unicode-safe encoding, strict JSON parsing with line and column errors, and tests for every rule a tool follows.',
      },
      {
        id: 'speed',
        icon: 'zap',
        title: 'Speed',
        text: 'Each tool loads on its own, heavy work runs in a background worker, and large outputs stay responsive.',
      },
      {
        id: 'access',
        icon: 'type',
        title: 'Accessibility',
        text: 'Every control has a label, everything works from the keyboard, and light and dark themes are tested for contrast.',
      },
    ],
  },
  technology: {
    title: 'Technology',
    items: [
      'React and strict TypeScript, built with Vite; every tool is its own code chunk that loads only when you open it.',
      'Web Workers for long-running work such as hashing, formatting large JSON, diffing and regular expressions, so the page never freezes.',
      'WebAssembly (hash-wasm) for MD5, SHA-1 and SHA-2 hashing with progress on large inputs.',
      'Browser primitives: the File API to read files locally, Canvas for image conversion, the Web Crypto API for random UUIDs, and the Clipboard API for copy and paste.',
      'Automated tests for every tool: unit and property-based tests of the logic, and end-to-end tests with accessibility checks in a real browser.',
    ],
  },
  security: {
    title: 'Security',
    items: [
      'No uploads: text, files and images are read and processed inside the page.',
      `The deliberate network calls are those of ${requestTools}: the request you build goes from your browser to the address you enter.`,
      'Untrusted HTML is sanitised (DOMPurify) before it is previewed, and user text is always inserted as text, never as markup.',
      'Regular expressions run in a worker with a time limit, so a catastrophic pattern cannot lock up your tab.',
      'No accounts and no passwords to leak. What the site keeps on your device (theme, favourites, settings, your input for the tab) stays there, and the privacy page clears it.',
    ],
  },
  groups: {
    title: 'What is in the toolbox',
    lead: `${plural(facts.toolCount, 'tool')} in ${plural(facts.groupCount, 'category', 'categories')}: ${listing(facts.groupTitles)}.`,
  },
  contact: {
    title: 'Get in touch',
    text: 'Found a bug, missing a tool, or want to tell us what you use every day? We read every message.',
    link: { to: '/contact', label: 'Contact us' },
  },
  structuredData: {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    name: `About ${site.name}`,
    url: `${site.baseUrl}/about`,
    about: { '@type': 'Organization', name: site.name, url: site.baseUrl, email: site.supportEmail },
  },
} as const;
