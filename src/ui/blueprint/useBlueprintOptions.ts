import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ToolOptions } from '@/lib/toolOptions';
import { useToolOptions } from '@/lib/useToolOptions';

/**
 * How a tool reads its stored options and writes a change back, where one option bounds another: a
 * count whose range and default follow the mode is read within them, and a new mode starts at its
 * own default count.
 */
export interface OptionsSettle<O> {
  /** the options as the tool works with them, from the stored ones */
  read: (stored: O) => O;
  /** what a change stores, given the options before it */
  write: (next: O, before: O) => O;
}

/**
 * A blueprint's options: the values (kept in the link and the settings by useToolOptions) and one
 * setter that merges a change into the latest values, so two changes in one event both count.
 * `setOption` sets one typed option; `setOptionValue` sets the option a drawn control names.
 */
export function useBlueprintOptions<O extends Record<string, unknown>>(
  spec: ToolOptions<O>,
  settle?: OptionsSettle<O>,
) {
  const [stored, store] = useToolOptions(spec);
  const options = useMemo(() => (settle ? settle.read(stored) : stored), [stored, settle]);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  }, [options]);
  const commit = useCallback(
    (next: O) => {
      const kept = settle ? settle.write(next, latest.current) : next;
      latest.current = settle ? settle.read(kept) : kept;
      store(kept);
    },
    [store, settle],
  );
  const setOptions = useCallback((values: Partial<O>) => commit({ ...latest.current, ...values }), [commit]);
  const setOption = useCallback(
    <P extends keyof O & string>(key: P, value: O[P]) => commit({ ...latest.current, [key]: value }),
    [commit],
  );
  /** Sets an option from a control drawn for it: the value is one the control offers. */
  const setOptionValue = useCallback(
    (key: string, value: unknown) => commit({ ...latest.current, [key]: value }),
    [commit],
  );
  return { options, setOptions, setOption, setOptionValue };
}
