import { Seo } from '../shell/Seo';
import { PageHeader } from './PageHeader';

export function About() {
  return (
    <>
      <Seo title="About" description="About" path="/about" />
      <PageHeader title="About" />
    </>
  );
}
