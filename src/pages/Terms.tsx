import { Seo } from '../shell/Seo';
import { PageHeader } from './PageHeader';

export function Terms() {
  return (
    <>
      <Seo title="Terms" description="Terms" path="/terms" />
      <PageHeader title="Terms" />
    </>
  );
}
