import { terms, termsMeta } from '@/content/terms';
import { LegalPage } from './LegalPage';

/** The terms of service. */
export function TermsPage() {
  return (
    <LegalPage
      meta={termsMeta}
      title={terms.title}
      effectiveDate={terms.effectiveDate}
      sections={terms.sections}
      intro={<p>{terms.intro}</p>}
    />
  );
}
