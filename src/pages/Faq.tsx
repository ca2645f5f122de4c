import { Seo } from '../shell/Seo';
import { PageHeader } from './PageHeader';

export function Faq() {
  return (
    <>
      <Seo title="Faq" description="Faq" path="/faq" />
      <PageHeader title="Faq" />
    </>
  );
}
