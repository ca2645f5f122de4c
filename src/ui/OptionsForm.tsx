import { Suspense } from 'react';
import { preloadable } from '@/lib/preloadable';
import type { OptionsFormProps } from './OptionsFormImpl';
import { Spinner } from './Spinner';

const Impl = preloadable(() => import('./OptionsFormImpl'));

/**
 * A tool's options rendered from its manifest's JSON Schema. rjsf loads only when this renders, or
 * with `OptionsForm.preload` from a tool whose first screen shows the form (see `FirstScreen`).
 */
export function OptionsForm(props: OptionsFormProps) {
  return (
    <Suspense fallback={<Spinner label="Loading options" />}>
      <Impl {...props} />
    </Suspense>
  );
}
OptionsForm.preload = Impl.preload;
