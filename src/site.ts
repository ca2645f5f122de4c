/** Site settings. */
export const site = {
  baseUrl: 'https://devutils.app',
  name: 'DevUtils',
  tagline: 'Professional tools for modern development teams',
  description:
    'Free developer utilities that run entirely in your browser: Base64, URL and hash tools, converters, JSON and XML formatters, diff, UUID, regex and more. Nothing you type leaves the page.',
  keywords: ['developer tools', 'base64', 'json formatter', 'hash generator', 'uuid', 'regex tester', 'online tools'],
  author: 'DevUtils',
  twitter: '@devutils',
  image: '/images/logo.png',
  supportEmail: 'support@devutils.app',
  /** the tool the home page's picker opens with; falls back to the first tool */
  defaultPickerTool: 'base64-image',
  social: [
    { name: 'GitHub', href: '#' },
    { name: 'Twitter', href: '#' },
  ],
} as const;

/** The site's mail domain, taken from its base URL. */
export const siteDomain = new URL(site.baseUrl).hostname;

export type MailboxKey = 'general' | 'support' | 'bugs' | 'feedback' | 'legal' | 'press';

/** Role mailboxes at the site's domain (the contact page lists them in this order). */
export const mailboxes: Record<MailboxKey, string> = {
  general: `hello@${siteDomain}`,
  support: site.supportEmail,
  bugs: `bugs@${siteDomain}`,
  feedback: `feedback@${siteDomain}`,
  legal: `legal@${siteDomain}`,
  press: `press@${siteDomain}`,
};
