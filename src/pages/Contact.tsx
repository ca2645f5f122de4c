import { Seo } from '../shell/Seo';
import { PageHeader } from './PageHeader';

export function Contact() {
  return (
    <>
      <Seo title="Contact" description="Contact" path="/contact" />
      <PageHeader title="Contact" />
    </>
  );
}
