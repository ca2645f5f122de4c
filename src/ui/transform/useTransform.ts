import { useCallback, useMemo, useState } from 'react';
import type { JobMap } from '@/lib/defineJobs';
import { useToolInput, useToolScope } from '@/lib/toolScope';
import { setInput as setKeptInput } from '@/lib/toolState';
import { pastedJustNow } from '@/lib/typing';
import { viewed, type BlueprintError } from '@/ui/blueprint/types';
import { useBlueprintOptions } from '@/ui/blueprint/useBlueprintOptions';
import { useOutcome } from '@/ui/blueprint/useOutcome';
import { usePolicyJob } from '@/ui/blueprint/usePolicyJob';
import { useSiteMode } from '@/ui/usePalette';
import type { TransformSpec, TransformView } from './types';

/**
 * The state of a transform tool: the input, the mode, the options and the one job that turns the
 * input into the output. The output follows the input while it is small enough (the job policy);
 * the mode's button and Ctrl+Enter run it at any size.
 */
export function useTransform<
  O extends Record<string, unknown>,
  M extends string,
  J extends JobMap,
  K extends keyof J & string,
  X,
>(spec: TransformSpec<O, M, J, K, X>) {
  const {
    options,
    setOptions,
    setOption: setOptionOnly,
    setOptionValue: setOptionValueOnly,
  } = useBlueprintOptions(spec.options, spec.settle);
  const [input, setInput] = useToolInput();
  const siteMode = useSiteMode();
  const firstMode = spec.modes.items[0].id;
  // a mode no option holds is kept like the input (this tab, Back and reload; a link with the input)
  const [pageMode, setPageMode] = useToolInput(MODE_FIELD);
  const boundKey = spec.modes.option;
  const stored = boundKey === undefined ? pageMode : options[boundKey];
  const chosen = spec.modes.items.find((item) => item.id === stored)?.id;
  // with detection, a kept mode is one the visitor picked; until they pick one, the input picks it
  const detect = boundKey === undefined ? spec.modes.detect : undefined;
  const detectMode = detect?.mode;
  const detectedMode = useMemo(
    () => (chosen === undefined && detectMode ? detectMode(input) : null),
    [chosen, detectMode, input],
  );
  const mode = chosen ?? detectedMode ?? firstMode;
  const perMode = spec.expression?.perMode === true;
  const expressionField = useCallback((of: M) => (perMode ? `expression-${of}` : 'expression'), [perMode]);
  const [expression, setExpressionText] = useToolInput(expressionField(mode));
  const scope = useToolScope();
  // a button pressed on a blank input says what is missing instead of running
  const [blankError, setBlankError] = useState<BlueprintError | null>(null);
  // the options the input set, the line that says so and the values that put them back; once the
  // visitor sets one of them the input sets none until it is cleared or replaced by a paste
  const detectOptions = spec.detectOptions;
  const [switched, setSwitched] = useState<{ note: string; label: string; back: Partial<O> } | null>(null);
  const [declined, setDeclined] = useState(false);
  const detectsOption = useCallback(
    (key: string) => detectOptions?.keys.some((k) => k === key) === true,
    [detectOptions],
  );
  /** The visitor set an option: one the input may set is theirs from now on. */
  const visitorSets = useCallback(
    (key: string) => {
      if (!detectsOption(key)) return;
      setDeclined(true);
      setSwitched(null);
    },
    [detectsOption],
  );
  const setOption = useCallback(
    <P extends keyof O & string>(key: P, value: O[P]) => {
      visitorSets(key);
      setOptionOnly(key, value);
    },
    [visitorSets, setOptionOnly],
  );
  const setOptionValue = useCallback(
    (key: string, value: unknown) => {
      visitorSets(key);
      setOptionValueOnly(key, value);
    },
    [visitorSets, setOptionValueOnly],
  );

  const setMode = useCallback(
    (next: M) => {
      setBlankError(null);
      // with detection the first mode is kept too: picking it is a choice the input no longer overrides
      if (boundKey === undefined) setPageMode(next === firstMode && !detect ? '' : next);
      else setOptionValue(boundKey, next);
    },
    [boundKey, setOptionValue, setPageMode, firstMode, detect],
  );

  const view = useMemo<TransformView<O, M>>(
    () => ({ mode, input, options, siteMode, expression }),
    [mode, input, options, siteMode, expression],
  );
  const policy = spec.modes.items.find((item) => item.id === mode)?.policy ?? spec.policy;
  const inputBlank = spec.isBlank ?? onlyWhitespace;
  // a tool with an expression has nothing to run while either text is blank
  const hasExpression = spec.expression !== undefined;
  const isBlank = useCallback(
    (text: string, withExpression: string) => inputBlank(text) || (hasExpression && onlyWhitespace(withExpression)),
    [inputBlank, hasExpression],
  );
  const request = isBlank(input, expression) ? null : spec.request(view);
  const { job, waiting } = usePolicyJob(spec.jobs, spec.kind, { policy, request, debounceMs: spec.debounceMs });
  const outcome = useOutcome(job, spec.read, spec.failed);

  const runMode = useCallback(
    (next: M) => {
      // pressing the running mode again would restart the same work; another mode replaces it
      if (job.busy && next === mode) return;
      setBlankError(null);
      const target = { ...view, mode: next };
      if (isBlank(input, expression)) {
        const message = viewed(spec.blank, target);
        if (message) setBlankError({ message });
        return;
      }
      setMode(next);
      job.run(spec.request(target));
    },
    [job, mode, view, input, expression, spec, setMode, isBlank],
  );

  /** A paste (or file) that replaced the input rather than added to it: the old text is gone. */
  const replacing = useCallback(
    (text: string, replaced: boolean) => replaced || (pastedJustNow() && !text.includes(input)),
    [input],
  );
  /** Sets the input; `replaced`: a paste that replaced it (the Paste button). */
  const changeInput = useCallback(
    (text: string, replaced = false) => {
      setBlankError(null);
      // the input picks the mode again once it is cleared or a paste replaces it (the old text is gone)
      const fresh = text.trim() === '' || replacing(text, replaced);
      if (detect && boundKey === undefined && pageMode !== '' && fresh) setPageMode('');
      if (text.trim() === '') setSwitched(null);
      if (fresh) setDeclined(false);
      setInput(text);
    },
    [setInput, detect, boundKey, pageMode, setPageMode, replacing],
  );
  /**
   * Sets the input the visitor typed, pasted (`replaced`: over the old text) or opened: where it is
   * plainly another format than the options read, it sets them too and says so.
   */
  const enterInput = useCallback(
    (text: string, replaced = false) => {
      const fresh = replacing(text, replaced);
      if (detectOptions && text.trim() !== '' && (!declined || fresh)) {
        const change = detectOptions.options(text, options);
        if (change) {
          const back: Partial<O> = {};
          for (const key of detectOptions.keys) if (key in change) back[key] = options[key];
          setOptions(change);
          setSwitched({
            note: detectOptions.note({ ...options, ...change }),
            label: detectOptions.instead(options),
            back,
          });
        } else if (fresh) setSwitched(null);
      }
      changeInput(text, replaced);
    },
    [replacing, detectOptions, declined, options, setOptions, changeInput],
  );
  /** Sets the expression of the current mode, or of `of` (an example loaded with its mode). */
  const setExpression = useCallback(
    (text: string, of: M = mode) => {
      setBlankError(null);
      if (scope && of !== mode) setKeptInput(scope.id, expressionField(of), text);
      else setExpressionText(text);
    },
    [setExpressionText, scope, mode, expressionField],
  );

  /** the line that says the input picked the mode or set options, and its button that picks otherwise */
  const detected =
    detect && detectedMode !== null && chosen === undefined
      ? {
          note: detect.note(detectedMode),
          instead: detect.instead(detectedMode),
          pick: () => setMode(detect.instead(detectedMode).mode),
        }
      : switched
        ? {
            note: switched.note,
            instead: { label: switched.label },
            pick: () => {
              setOptions(switched.back);
              setSwitched(null);
              setDeclined(true);
            },
          }
        : null;
  const made = outcome?.ok ? outcome.output : '';
  // an output action (Format HTML) replaces the output it was given, until the job's output changes
  const [override, setOverride] = useState<{ from: string; output: string } | null>(null);
  const shown = override && override.from === made ? override.output : made;
  const overrideOutput = useCallback((from: string, next: string) => setOverride({ from, output: next }), []);
  const [actionError, setActionError] = useState<{ from: string; error: BlueprintError } | null>(null);
  const error =
    blankError ??
    (actionError?.from === made ? actionError.error : null) ??
    (outcome && !outcome.ok ? outcome.error : null);
  // an output made from another input is never shown beside an error: it would read as the answer to it
  const output = error && job.stale ? '' : shown;
  const failOutputAction = useCallback(
    (from: string, message: string) => setActionError({ from, error: { message } }),
    [],
  );

  return {
    view,
    mode,
    setMode,
    setOption,
    setOptionValue,
    /** sets the options given, keeping the others */
    setOptions,
    setInput: changeInput,
    enterInput,
    setExpression,
    job,
    outcome,
    detected,
    output,
    /** the job's own output, before any output action */
    made,
    overrideOutput,
    failOutputAction,
    error,
    waiting,
    runMode,
    run: () => runMode(mode),
  };
}

export type TransformState<
  O extends Record<string, unknown>,
  M extends string,
  J extends JobMap,
  K extends keyof J & string,
  X,
> = ReturnType<typeof useTransform<O, M, J, K, X>>;

const onlyWhitespace = (input: string) => input.trim() === '';

/** The field that keeps the mode of a tool whose modes are not an option. */
const MODE_FIELD = 'mode';
