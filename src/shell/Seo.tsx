import { site } from '@/site';

export interface SeoProps {
  title: string;
  description: string;
  path: string;
  keywords?: readonly string[];
  /** JSON-LD object (e.g. a WebApplication) */
  structuredData?: Record<string, unknown>;
  noindex?: boolean;
}

export function canonicalUrl(path: string): string {
  return site.baseUrl.replace(/\/$/, '') + (path === '/' ? '/' : path.replace(/\/$/, ''));
}

export function pageTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/** JSON-LD describing a free web application. */
export function webApplicationLd(name: string, description: string, path: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name,
    description,
    url: canonicalUrl(path),
    applicationCategory: 'DeveloperApplication',
    operatingSystem: 'Any (runs in the browser)',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  };
}

/** JSON-LD as the text of a script element ('<' escaped so the text cannot close the element). */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The head elements a page's Seo puts in <head>. A page rendered afresh over prerendered HTML built
 * for another path drops these first, so the head ends with one title, description and canonical.
 */
export const SEO_HEAD_ELEMENTS = [
  'title',
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="author"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(', ');

/** Page metadata. React 19 hoists title, meta and link into <head>. */
export function Seo({ title, description, path, keywords = site.keywords, structuredData, noindex }: SeoProps) {
  const full = pageTitle(title);
  const url = canonicalUrl(path);
  const image = canonicalUrl(site.image);
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(', ')} />
      <meta name="author" content={site.author} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.twitter} />
      <meta name="twitter:title" content={full} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {structuredData && <script type="application/ld+json">{jsonLdText(structuredData)}</script>}
    </>
  );
}
