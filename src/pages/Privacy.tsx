import { Seo } from '../shell/Seo';
import { PageHeader } from './PageHeader';

export function Privacy() {
  return (
    <>
      <Seo title="Privacy" description="Privacy" path="/privacy" />
      <PageHeader title="Privacy" />
    </>
  );
}
