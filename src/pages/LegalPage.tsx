import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { displayDate, type PageMeta, type ProseSection } from '@/content/facts';
import { canonicalUrl, Seo } from '@/shell/Seo';
import { site } from '@/site';
import { Prose } from './ContentPage';
import { PageHeader } from './PageHeader';
import { ProseSections } from './ProseSections';
import { TableOfContents } from './TableOfContents';

const Effective = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm} !important;
`;

/** JSON-LD for a legal page: a WebPage of the site with its effective date. */
export function legalStructuredData(meta: PageMeta, effectiveDate: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: meta.title,
    description: meta.description,
    url: canonicalUrl(meta.path),
    datePublished: effectiveDate,
    dateModified: effectiveDate,
    inLanguage: 'en',
    isPartOf: { '@type': 'WebSite', name: site.name, url: canonicalUrl('/') },
    publisher: { '@type': 'Organization', name: site.name, url: site.baseUrl },
  };
}

/** Privacy and Terms: heading, effective date, contents, an optional intro, then the sections. */
export function LegalPage({
  meta,
  title,
  effectiveDate,
  intro,
  sections,
}: {
  meta: PageMeta;
  title: string;
  effectiveDate: string;
  intro?: ReactNode;
  sections: readonly ProseSection[];
}) {
  return (
    <>
      <Seo
        title={meta.title}
        description={meta.description}
        path={meta.path}
        keywords={meta.keywords}
        structuredData={legalStructuredData(meta, effectiveDate)}
      />
      <Prose>
        <PageHeader title={title}>
          <Effective>
            <CalendarDays size={16} aria-hidden="true" />
            <span>
              Effective <time dateTime={effectiveDate}>{displayDate(effectiveDate)}</time>
            </span>
          </Effective>
        </PageHeader>
        {intro}
        <TableOfContents sections={sections} />
        <ProseSections sections={sections} />
      </Prose>
    </>
  );
}
