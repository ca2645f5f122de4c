import { useMemo } from 'react';
import type { ToolJob } from '@/lib/useToolJob';
import type { BlueprintError, BlueprintOutcome } from './types';

/**
 * The last run as the screen shows it: the job's result read by the tool, or the error it failed with,
 * null before the first run and after a clear. After a failed run the job still holds the result of an
 * earlier request: it is never read as this request's output (that showed the old output, out of date,
 * beside the error); the error stands until a run succeeds.
 */
export function useOutcome<S, R, X>(
  job: ToolJob<S, R>,
  read: (result: R, request: S) => BlueprintOutcome<X>,
  failed: (error: Error, request: S) => BlueprintError,
): BlueprintOutcome<X> | null {
  const { source, error, result } = job;
  return useMemo(() => {
    if (source === null) return null;
    if (error) return { ok: false, error: failed(error, source) };
    return result === null ? null : read(result, source);
  }, [source, error, result, read, failed]);
}
