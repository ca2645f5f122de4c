import { lazy, Suspense } from 'react';
import { Spinner } from './Spinner';

export interface OptionsFormProps {
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  value: Record<string, unknown>;
  /** called on every change with the new value and whether the schema accepts it */
  onChange: (value: Record<string, unknown>, valid: boolean) => void;
  idPrefix?: string;
}

const Impl = lazy(() => import('./OptionsFormImpl'));

/** A tool's options rendered from its manifest's JSON Schema. rjsf loads only when this renders. */
export function OptionsForm(props: OptionsFormProps) {
  return (
    <Suspense fallback={<Spinner label="Loading options" />}>
      <Impl {...props} />
    </Suspense>
  );
}
