import { site } from '../site';
import { facts, listing, plural, type PageMeta } from './facts';

const tools = plural(facts.toolCount, 'free tool');

export const homeMeta: PageMeta = {
  title: 'Free Online Developer Tools',
  description: `${plural(facts.toolCount, 'free developer tool')} that run entirely in your browser: encode and decode, convert, format and debug without uploading anything. No sign-up, no usage limits.`,
  keywords: ['developer tools', 'online developer tools', 'base64 converter', 'json formatter', 'free online tools', 'browser tools', 'privacy'],
  path: '/',
};

export const home = {
  hero: {
    eyebrow: 'Free · No sign-up · Runs in your browser',
    title: 'Developer tools that keep your data on your device',
    lead: `${tools} for encoding, converting, formatting and debugging. Everything runs in this page: what you paste or drop is never uploaded.`,
    primary: { to: '/tools', label: 'Explore developer tools' },
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
    lead: `Every tool is grouped by the job it does: ${listing(facts.groupTitles)}.`,
  },
  why: {
    title: 'Why Choose Our Professional Developer Tools',
    lead: 'Built for the snippets you should not paste into a stranger’s server: tokens, customer records, stack traces from production.',
    features: [
      {
        id: 'security',
        icon: 'shield',
        title: 'Private by design',
        text: 'Processing happens in your browser with JavaScript, WebAssembly and the Web Crypto API. Nothing is uploaded, so no server can keep a copy of your input. The one deliberate exception: the HTTP tester sends the request you build to the URL you enter.',
      },
      {
        id: 'performance',
        icon: 'zap',
        title: 'Fast on large inputs',
        text: 'Heavy work such as hashing, formatting large JSON or diffing runs in a background worker, so the page stays responsive, and huge outputs are shown in a virtualised view.',
      },
      {
        id: 'formats',
        icon: 'file-code',
        title: 'The formats you work with',
        text: 'Text and files as Base64, URLs, hashes, images (PNG, JPEG, WebP, GIF, BMP), PDF, HTML, JSON, XML, Unix timestamps, UUIDs and stack traces: each with copy and download.',
      },
    ],
  },
  useCases: {
    title: 'Made for everyday development work',
    lead: 'Pick the job, then the tool.',
    cards: [
      {
        id: 'api',
        icon: 'globe',
        title: 'API Development',
        text: 'Send test requests, inspect and validate JSON responses, generate realistic mock payloads and encode query strings.',
        tools: ['http-tester', 'json-validator', 'mock-data', 'url-encoder', 'base64-text'],
      },
      {
        id: 'data',
        icon: 'database',
        title: 'Data Processing',
        text: 'Turn Base64 into images and PDFs and back, convert image formats, strip HTML to text, and read Unix timestamps.',
        tools: ['base64-image', 'file-to-base64', 'image-converter', 'html-text', 'timestamp', 'xml-formatter'],
      },
      {
        id: 'debug',
        icon: 'bug',
        title: 'Debugging & Testing',
        text: 'Make stack traces readable, compare two outputs line by line, try regular expressions safely and create test IDs.',
        tools: ['stack-trace', 'text-diff', 'regex-tester', 'uuid', 'hash-generator'],
      },
    ],
  },
  picker: {
    title: 'Try a tool right here',
    lead: 'Choose any tool and use it without leaving this page.',
  },
  testimonials: {
    title: 'How developers use it',
    lead: 'Three typical sessions, start to finish.',
    items: [
      {
        id: 'webhook',
        quote: 'A webhook fails in staging. Paste the payload into the JSON formatter, find the trailing comma at line 48, column 3, and compare it with the last good payload in the diff checker.',
        role: 'Backend developer',
        context: 'Debugging an integration',
        tools: ['json-validator', 'text-diff'],
      },
      {
        id: 'email',
        quote: 'An email template needs an inline logo. Drop the PNG into File to Base64, copy the data URL, and check it renders with Base64 to Image before shipping.',
        role: 'Front-end developer',
        context: 'Building an HTML email',
        tools: ['file-to-base64', 'base64-image'],
      },
      {
        id: 'release',
        quote: 'A test fixture must match the checksum in the deploy log. Paste it into the hash generator, compare MD5, SHA-1 and SHA-256 side by side, and generate fresh UUIDs for the next run.',
        role: 'QA engineer',
        context: 'Verifying a release',
        tools: ['hash-generator', 'uuid'],
      },
    ],
  },
  closing: {
    title: 'Start with the tool you need',
    text: `${tools}, no account and nothing to install. Bookmark the ones you use and come back any time.`,
    primary: { to: '/tools', label: 'Browse developer tools' },
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
