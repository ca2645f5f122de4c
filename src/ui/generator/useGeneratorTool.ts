import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { JobMap } from '@/lib/defineJobs';
import { useMainAction, useToolInputs } from '@/lib/toolScope';
import { useBlueprintOptions } from '@/ui/blueprint/useBlueprintOptions';
import type { GeneratorSlotProps, GeneratorSpec, GeneratorView } from './types';

const NO_INPUTS: readonly string[] = [];
const NO_SCREEN: Readonly<Record<string, string>> = {};

/** What a slot is told about its own section. */
export type SectionState<X> = Pick<GeneratorSlotProps<unknown, X>, 'output' | 'details' | 'stale' | 'busy'>;

/**
 * What every section of a generator shares: the view (options and typed inputs), the setters, and
 * Ctrl+Enter, which makes new values in every section that shows some (each section adds its own
 * action while it is on screen).
 */
export function useGeneratorTool<O extends Record<string, unknown>, X, J extends JobMap, K extends keyof J & string>(
  spec: GeneratorSpec<O, X, J, K>,
  id: string,
) {
  const { options, setOptions, setOption, setOptionValue } = useBlueprintOptions(spec.options, spec.settle);
  const [kept, keep] = useToolInputs(spec.inputs ?? NO_INPUTS);
  // the screen's own state lives in the page only: a reload opens the screen as declared
  const [screen, setScreen] = useState(spec.screen ?? NO_SCREEN);
  const setInput = useCallback(
    (field: string, text: string) => {
      if (field in (spec.screen ?? NO_SCREEN)) setScreen((now) => ({ ...now, [field]: text }));
      else keep(field, text);
    },
    [spec.screen, keep],
  );
  const inputs = useMemo(() => ({ ...kept, ...screen }), [kept, screen]);
  const view = useMemo<GeneratorView<O>>(() => ({ options, inputs }), [options, inputs]);
  const actions = useRef(new Set<{ current: () => void }>());
  const runAll = useCallback(() => actions.current.forEach((action) => action.current()), []);
  useMainAction(runAll);
  const slotProps = useCallback(
    (section: SectionState<X>): GeneratorSlotProps<O, X> => ({
      view,
      ...section,
      setOption,
      setOptions,
      setInput,
      run: runAll,
    }),
    [view, setOption, setOptions, setInput, runAll],
  );
  return { spec, id, view, setOptionValue, slotProps, actions, runAll };
}

export type GeneratorToolState<
  O extends Record<string, unknown>,
  X,
  J extends JobMap,
  K extends keyof J & string,
> = ReturnType<typeof useGeneratorTool<O, X, J, K>>;

/** Adds what a section does on Ctrl+Enter while the section is on screen. */
export function useSectionAction(actions: { current: Set<{ current: () => void }> }, action: () => void): void {
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    const set = actions.current;
    set.add(latest);
    return () => {
      set.delete(latest);
    };
  }, [actions]);
}

/** A fresh random seed: a whole number below 2^32. */
export const randomSeed = () => Math.floor(Math.random() * 2 ** 32);
