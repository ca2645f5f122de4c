import { Suspense } from 'react';
import { preloadable } from '@/lib/preloadable';
import { Spinner } from './Spinner';

export interface OptionsFormProps {
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  value: Record<string, unknown>;
  /** called on every change with the new value and whether the schema accepts it */
  onChange: (value: Record<string, unknown>, valid: boolean) => void;
  idPrefix?: string;
}

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
