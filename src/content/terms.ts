import { site } from '@/site';
import { legalEffectiveDate, requestTools, type PageMeta, type ProseSection } from './facts';

export const termsMeta: PageMeta = {
  title: 'Terms of Service',
  description: `The terms for using ${site.name}: free developer tools that run in your browser, provided as is, with rules for acceptable use, tools that send requests, advertising and liability.`,
  keywords: ['terms of service', 'terms of use', 'acceptable use', 'disclaimer', 'developer tools'],
  path: '/terms',
};

export const terms = {
  title: 'Terms of Service',
  effectiveDate: legalEffectiveDate,
  intro: `These terms govern your use of ${site.name} at ${site.baseUrl} (“the site”). By using the site you agree to them. If you do not agree, please do not use the site.`,
  sections: [
    {
      id: 'service',
      heading: '1. The service',
      paragraphs: [
        'The site offers free developer utilities, such as encoders, converters, formatters and generators, that run in your web browser. No account is needed and there are no usage limits.',
        'We may add, change or remove tools and features at any time, and we may suspend the site for maintenance. We are not obliged to provide any particular tool or to keep the site available.',
      ],
    },
    {
      id: 'your-content',
      heading: '2. Your content',
      paragraphs: [
        'You keep all rights to what you enter into the tools. Tool input is processed in your browser and is not sent to us, so we claim no licence to it and do not store it. You are responsible for having the right to process the data you use and for keeping your own copies of results you need.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '3. Acceptable use',
      paragraphs: ['You agree not to:'],
      list: [
        'use the site to break any law or to infringe anyone’s rights, including privacy and intellectual property rights;',
        'use a tool that sends requests to attack, overload, probe without authorisation or gain unauthorised access to any system, or to send requests you are not permitted to send;',
        'interfere with the site, its hosting or its security, including by automated requests that place an unreasonable load on it;',
        'copy, frame or redistribute the site in a way that misrepresents it as your own or removes its notices.',
      ],
    },
    {
      id: 'network-tools',
      heading: '4. Tools that send requests',
      paragraphs: [
        `Some tools, namely ${requestTools}, send requests from your browser directly to servers you choose. You are solely responsible for those requests, for any credentials or data you include in them, and for complying with the terms of the servers you contact. We do not see, relay or store these requests or their responses.`,
      ],
    },
    {
      id: 'results',
      heading: '5. Accuracy of results',
      paragraphs: [
        'We work hard to make every tool correct and test each one, but results are provided for convenience. Check important results (for example checksums, converted documents or generated identifiers) before you rely on them in production, security or legal contexts.',
      ],
    },
    {
      id: 'ip',
      heading: '6. Intellectual property',
      paragraphs: [
        `The site’s design, text, logos and code are owned by ${site.name} or its licensors. You may link to any page and use the tools’ output freely, including commercially. Trademarks of third parties mentioned on the site belong to their owners.`,
      ],
    },
    {
      id: 'ads',
      heading: '7. Advertising, analytics and third parties',
      paragraphs: [
        'The site may display advertising and may use privacy-respecting aggregate analytics, as described in the Privacy Policy. Ads and links to other websites are the responsibility of their providers; we do not endorse and are not responsible for third-party products, services or content.',
      ],
      links: [{ to: '/privacy', label: 'Privacy Policy' }],
    },
    {
      id: 'warranty',
      heading: '8. No warranty',
      paragraphs: [
        'The site and all tools are provided “as is” and “as available”, free of charge and without warranties of any kind, whether express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement. We do not warrant that the site will be uninterrupted, error-free or free of harmful components.',
      ],
    },
    {
      id: 'liability',
      heading: '9. Limitation of liability',
      paragraphs: [
        'To the fullest extent permitted by law, we are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of data, profits, revenue or business, arising from your use of or inability to use the site, even if we were advised of the possibility of such damages. Because the site is free, our total liability for any claim relating to it is limited to zero, except where the law does not allow such a limit.',
        'Nothing in these terms limits liability that cannot be limited by law, and nothing affects rights you have as a consumer that cannot be waived.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes to these terms',
      paragraphs: [
        'We may update these terms. The effective date at the top of this page shows when they last changed. Continuing to use the site after a change means you accept the updated terms.',
      ],
    },
    {
      id: 'general',
      heading: '11. General',
      paragraphs: [
        'If any part of these terms is found unenforceable, the rest remains in effect. Our failure to enforce a provision is not a waiver of it. These terms, together with the Privacy Policy, are the whole agreement between you and us about the site.',
      ],
    },
    {
      id: 'contact',
      heading: '12. Contact',
      paragraphs: ['Questions about these terms can be sent to our legal mailbox.'],
      mailbox: 'legal',
      links: [{ to: '/contact', label: 'All ways to contact us' }],
    },
  ] satisfies ProseSection[],
} as const;
