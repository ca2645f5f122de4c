/** Site settings. */
export const site = {
  /** the public address of the site's root, no trailing slash (SITE_URL and BASE_PATH at build) */
  baseUrl: __SITE_URL__,
  name: 'DevUtils',
  tagline: 'Professional tools for modern development teams',
  description:
    'Free developer utilities that run entirely in your browser: encoders, converters, formatters and generators. Nothing you type leaves the page.',
  keywords: ['developer tools', 'online developer tools', 'free online tools', 'browser tools', 'privacy'],
  author: 'DevUtils',
  twitter: '@devutils',
  image: '/images/logo.png',
  supportEmail: 'support@devutils.app',
  /** the site's profiles, linked from the footer; leave a URL empty and its link is not shown */
  social: [
    { name: 'GitHub', href: '' },
    { name: 'X (Twitter)', href: '' },
  ],
} as const satisfies { social: readonly SocialLink[] } & Record<string, unknown>;

export interface SocialLink {
  name: string;
  /** the profile's URL; empty while the site has none */
  href: string;
}

/** The social links that have a URL. */
export function socialLinks(links: readonly SocialLink[] = site.social): SocialLink[] {
  return links.filter((l) => /^https?:\/\//.test(l.href));
}

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
