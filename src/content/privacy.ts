import { site } from '@/site';
import { legalEffectiveDate, networkTools, requestTools, type PageMeta, type ProseSection } from './facts';

export const privacyMeta: PageMeta = {
  title: 'Privacy Policy',
  description: `How ${site.name} handles your data: every tool runs in your browser and nothing you type, paste or drop is sent to us. What the site stores, and how advertising and analytics are handled.`,
  keywords: ['privacy policy', 'client-side processing', 'no data upload', 'GDPR', 'cookies', 'analytics'],
  path: '/privacy',
};

export const privacy = {
  title: 'Privacy Policy',
  effectiveDate: legalEffectiveDate,
  summary: {
    title: 'The short version',
    items: [
      'Every tool runs in your browser. What you type, paste or drop into a tool is processed on your device and is never sent to us.',
      `The exception is ${requestTools}, which ${networkTools.length > 1 ? 'send' : 'sends'} the request you build directly from your browser to the address you enter.`,
      'There are no accounts. What the site keeps on your device (your theme choice, favourites, recent tools, each tool’s settings and, for this tab only, what you typed into a tool) stays there, and you can remove it below.',
      'The site may show advertising and may use privacy-respecting analytics that count visits in aggregate. Neither is ever given tool input.',
    ],
  },
  sections: [
    {
      id: 'who',
      heading: 'Who we are',
      paragraphs: [
        `This policy covers the website ${site.name} at ${site.baseUrl} (“the site”, “we”, “us”). It explains what information is and is not processed when you use the site, and the choices you have.`,
      ],
    },
    {
      id: 'tool-input',
      heading: 'What you enter into the tools',
      paragraphs: [
        'Text, files, images and settings you give a tool are processed by code running in your browser tab, using browser features such as the File API, Canvas, Web Workers and the Web Crypto API. They are not uploaded, logged or stored by us, and they disappear when you close or reload the page.',
        'Files you choose or drop are read locally. Downloads are generated in your browser and saved straight to your device. Copy and paste use your browser’s clipboard only when you press a Copy or Paste button, and your browser may ask for your permission first.',
      ],
    },
    {
      id: 'network-tools',
      heading: 'Tools that send requests',
      paragraphs: [
        ...networkTools.map((t) => `${t.name}: ${t.network}`),
        'The server you contact receives your request like any other request from your browser, including your IP address, and handles it under its own privacy policy. Only send data you are allowed to send to that server.',
      ],
    },
    {
      id: 'device-storage',
      heading: 'What is stored on your device',
      paragraphs: [
        'In your browser’s local storage the site keeps your theme preference (light, dark or system, under “vite-ui-theme”), the tools you starred and opened lately (their names only, under “devutils:favourites” and “devutils:recent”) and each tool’s settings (under “devutils:settings:” and the tool’s name).',
        'In the tab’s session storage, which the browser empties when the tab is closed, it keeps what you typed into a tool, so that Back and reload bring it back (under “devutils:input:”). Tokens, keys, passwords and credentials are never stored: they stay in the open page’s memory.',
        'None of it leaves your device. “Clear all data stored by this site” at the top of this page removes all of it but the theme choice; clearing the site’s data in your browser removes everything.',
        'The site itself does not set cookies. Advertising or analytics providers, if used, may set their own cookies as described below.',
      ],
    },
    {
      id: 'server-logs',
      heading: 'Technical information when pages load',
      paragraphs: [
        'Like every website, the servers that deliver the site’s pages and scripts receive standard request information: your IP address, the page requested, the time, your browser’s user agent and the referring page. Our hosting provider uses this information to deliver the site, protect it against abuse and diagnose faults, and keeps it only for as long as those purposes require.',
        'These requests load the site’s code; they never contain what you enter into a tool.',
      ],
    },
    {
      id: 'advertising',
      heading: 'Advertising',
      paragraphs: [
        'The site is free and may be supported by advertising. If ads are shown, the advertising provider may use cookies or similar technologies to measure ad performance and, where the law allows and you have agreed, to show ads based on your interests. Where consent is required, we ask for it before any such cookie is set, and you can change your choice at any time.',
        'Tool input is never shared with advertising providers: the tools do not transmit it, and ads are not placed inside tool areas.',
      ],
      list: [
        'You can opt out of personalised advertising through your browser settings, your ad provider’s settings, or industry opt-out pages such as YourAdChoices (US) and Your Online Choices (EU).',
        'Blocking third-party cookies in your browser does not affect how any tool works.',
      ],
    },
    {
      id: 'analytics',
      heading: 'Analytics',
      paragraphs: [
        'To learn which tools are useful, the site may use privacy-respecting analytics that count page views, referring sites, browser types and countries in aggregate. We choose analytics that do not build profiles of individual visitors or follow you across other websites.',
        'Analytics record which page was visited, never the content you enter into a tool.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Sharing and selling',
      paragraphs: [
        'We do not sell personal information. We do not receive your tool input, so there is none to share. The limited technical information described above is processed only by the service providers that host the site and, where used, provide advertising and analytics, under agreements that restrict their use of it.',
      ],
    },
    {
      id: 'email',
      heading: 'When you email us',
      paragraphs: [
        'If you write to one of our mailboxes, we receive your email address and whatever you include in your message. We use it only to answer you and to improve the site, and we delete correspondence when it is no longer needed for that. Please do not send us secrets, passwords or personal data of others.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      paragraphs: [
        'Depending on where you live (for example under the EU and UK GDPR or the California Consumer Privacy Act), you may have the right to access, correct or delete personal information about you, to object to or restrict its processing, to withdraw consent, and to complain to your data protection authority. Because we do not receive tool input and have no accounts, we usually hold no personal information about you beyond emails you send us. To exercise a right, write to us at the address below.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'The site is a general-purpose developer resource and is not directed at children under 13. We do not knowingly collect personal information from children.',
      ],
    },
    {
      id: 'links',
      heading: 'Links to other websites',
      paragraphs: [
        `Pages may link to other websites, and ${requestTools} can contact any server you choose. Those sites have their own privacy practices, which this policy does not cover.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change how the site handles information, we will update this page and its effective date before the change takes effect. If a change is significant, we will say so clearly on the site.',
      ],
      links: [{ to: '/terms', label: 'Terms of Service' }],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        'Questions about this policy or about your data can be sent to our legal mailbox. We reply within 24–48 hours on working days.',
      ],
      mailbox: 'legal',
      links: [{ to: '/contact', label: 'All ways to contact us' }],
    },
  ] satisfies ProseSection[],
} as const;
