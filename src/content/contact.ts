import { mailboxes, site, siteDomain, type MailboxKey } from '@/site';
import type { PageMeta } from './facts';

export const contactMeta: PageMeta = {
  title: 'Contact',
  description: `Contact ${site.name}: email addresses for general questions, support, bug reports, feedback, legal and press. We reply within 24–48 hours, Monday to Friday.`,
  keywords: ['contact', 'support', 'bug report', 'feedback', 'press', site.name],
  path: '/contact',
};

export interface Mailbox {
  key: MailboxKey;
  title: string;
  text: string;
  icon: 'mail' | 'life-buoy' | 'bug' | 'message' | 'scale' | 'newspaper';
}

export const contact = {
  title: 'Contact us',
  lead: 'There is no form to fill in: write to the mailbox that fits and a person will answer.',
  factsLabel: 'When we answer',
  mailboxesTitle: 'Email the right team',
  mailboxesLead: `All addresses are at ${siteDomain}, and each reaches the people who handle that topic.`,
  mailboxes: [
    {
      key: 'general',
      icon: 'mail',
      title: 'General questions',
      text: 'Anything about the site that does not fit elsewhere.',
    },
    { key: 'support', icon: 'life-buoy', title: 'Support', text: 'Help using a tool or understanding a result.' },
    {
      key: 'bugs',
      icon: 'bug',
      title: 'Bug reports',
      text: 'Tell us the tool, what you did, what you expected and your browser. Please leave out real secrets or personal data.',
    },
    {
      key: 'feedback',
      icon: 'message',
      title: 'Feedback and tool ideas',
      text: 'Suggestions for new tools or ways to make existing ones better.',
    },
    {
      key: 'legal',
      icon: 'scale',
      title: 'Legal and privacy',
      text: 'Questions about the Privacy Policy, the Terms of Service or your rights.',
    },
    { key: 'press', icon: 'newspaper', title: 'Press', text: 'Media enquiries and interview requests.' },
  ] satisfies Mailbox[],
  responseTime: {
    title: 'Response time',
    value: '24–48 hours',
    text: 'We answer most messages within 24–48 hours on working days.',
  },
  hours: {
    title: 'Business hours',
    value: 'Mon–Fri, 9:00–18:00 UTC',
    text: 'Messages sent at weekends are answered on the next working day.',
  },
  faq: {
    title: 'Looking for a quick answer?',
    text: 'Most questions about privacy, file sizes and how the tools work are answered in the FAQ.',
    link: { to: '/faq', label: 'Read the FAQ' },
  },
  structuredData: {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name: `Contact ${site.name}`,
    url: `${site.baseUrl}/contact`,
    mainEntity: {
      '@type': 'Organization',
      name: site.name,
      url: site.baseUrl,
      contactPoint: (['general', 'support', 'bugs', 'feedback', 'legal', 'press'] as const).map((key) => ({
        '@type': 'ContactPoint',
        contactType: key,
        email: mailboxes[key],
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '18:00',
        },
      })),
    },
  },
} as const;
