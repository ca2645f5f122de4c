import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { JobMap } from './defineJobs';
import type { JobClient } from './jobClient';
import { JOB_POLICIES, sameRequest, sizeOf, type JobPolicy, type JobPolicyName, type TimeLimit } from './jobPolicy';
import { typingDelay } from './typing';

type AfterSuccess<R> = number | ((result: R) => number);

/** The first signs of a visitor about to use the tool. */
const WARM_ON = ['pointerover', 'focusin', 'keydown'] as const;

export interface ToolJobOptions<S, I, R> {
  /**
   * The current request. Each new value (compared field by field) aborts the current run and, while
   * it is smaller than `liveBelow`, starts a run on it, after `debounceMs` when the change was typed;
   * null means there is nothing to run (the result is cleared and `onClear` is called). Leave it out
   * for a tool that calls `run` itself.
   */
  input?: S | null;
  /** The kind of work (src/lib/jobPolicy): its live size, in-page size and time limit, each of which the options below may override. */
  policy?: JobPolicyName;
  /** Runs follow `input` only while its size (`sizeOf`: the length of its texts) is below this; a larger input waits for `run` and the result shows as stale. */
  liveBelow?: number;
  /** Requests smaller than this run in the page instead of the worker. */
  inlineBelow?: number;
  /** Runs this request in the page whatever its size (work that needs the DOM). */
  inline?: (input: I) => boolean;
  /** The pause after a keystroke before a run starts; pastes, uploads, buttons and options run at once. */
  debounceMs?: number;
  /** The pause applies only to inputs at least this big: smaller ones follow every keystroke. */
  restAbove?: number;
  /** A pause before each run so the busy state paints before long work in the page blocks it (keep it to a frame or two). */
  delayMs?: number;
  /** A worker run is terminated after this long and fails with WorkerTimeoutError; 'none' for work only the visitor stops. */
  timeLimit?: TimeLimit | ((input: I) => TimeLimit);
  /** Buffers of the input moved to the worker instead of copied. */
  transfer?: (input: I) => Transferable[];
  /** The percentage shown for a fraction the job reports (default: fraction × 100). */
  progressOf?: (fraction: number) => number;
  /** After a result: deliver it at once and keep progress at 100 % this long before hiding it. */
  hideDoneAfterMs?: AfterSuccess<R>;
  /** Called for the current run only, never after it was replaced, cancelled or unmounted. */
  onResult?: (result: R, input: S) => void;
  onError?: (error: Error, input: S) => void;
  /** Run on input: called after the debounce when the input became null. */
  onClear?: () => void;
}

export interface PreparedToolJobOptions<S, I, R> extends ToolJobOptions<S, I, R> {
  /** Page-side work that turns what the tool runs on into the job's input (decoding an image needs the DOM). */
  prepare: (source: S, signal: AbortSignal) => I | Promise<I>;
}

/** idle: nothing run yet or cleared; waiting: a typed change rests before its run; running; done; failed. */
export type JobStatus = 'idle' | 'waiting' | 'running' | 'done' | 'failed';

export interface ToolJob<S, R = unknown> {
  /** Starts a run, replacing the current one. */
  run: (input: S) => void;
  /** Stops the current run (its worker is terminated) without reporting it, and hides its progress. */
  cancel: () => void;
  /** Stops the current run and forgets the last result and error: the tool shows nothing until the next run. */
  clear: () => void;
  status: JobStatus;
  /** status === 'running' */
  busy: boolean;
  /** 0..100 while running, then hidden (null) unless `hideDoneAfterMs` keeps 100 for a moment. */
  progress: number | null;
  /** The last run's result; kept while a newer run is under way and after a failure. */
  result: R | null;
  /** Why the last run failed (thrown, timed out), null after a success. */
  error: Error | null;
  /** The request the result or error was made from. */
  source: S | null;
  /** The result or error was made from another request than the current `input`, and no run is under way. */
  stale: boolean;
}

/**
 * Owns one job kind of a tool: debounced runs on input or runs on demand, in the tool's worker or
 * in the page, aborting a replaced run, dropping stale results, progress, busy state, errors,
 * time limit and cleanup on unmount.
 */
export function useToolJob<M extends JobMap, K extends keyof M & string>(
  client: JobClient<M>,
  kind: K,
  options: ToolJobOptions<M[K]['input'], M[K]['input'], M[K]['result']> = {},
): ToolJob<M[K]['input'], M[K]['result']> {
  return usePreparedToolJob(client, kind, { ...options, prepare: unchanged });
}

const unchanged = <T>(input: T): T => input;

/** useToolJob for a tool whose runs start with page-side work (`prepare`) before the job itself. */
export function usePreparedToolJob<M extends JobMap, K extends keyof M & string, S>(
  client: JobClient<M>,
  kind: K,
  options: PreparedToolJobOptions<S, M[K]['input'], M[K]['result']>,
): ToolJob<S, M[K]['result']> {
  options = withPolicy(options);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const active = useRef<AbortController | null>(null);
  /** the request of the run under way: a new `input` equal to it is already being worked on */
  const activeSource = useRef<{ request: S } | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // a run the user asks for (a button, Ctrl+Enter) replaces the debounced one still waiting
  const debounced = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [status, setStatus] = useState<JobStatus>('idle');
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome<S, M[K]['result']>>(NO_OUTCOME);

  const stop = useCallback(() => {
    active.current?.abort();
    active.current = null;
    activeSource.current = null;
    clearTimeout(hideTimer.current);
  }, []);

  const cancel = useCallback(() => {
    stop();
    setStatus((now) => (now === 'running' || now === 'waiting' ? settledStatus(outcomeRef.current) : now));
    setProgress(null);
  }, [stop]);
  const clear = useCallback(() => {
    stop();
    clearTimeout(debounced.current);
    setOutcome(NO_OUTCOME);
    setStatus('idle');
    setProgress(null);
  }, [stop]);
  const outcomeRef = useRef(outcome);
  useLayoutEffect(() => {
    outcomeRef.current = outcome;
  });

  const run = useCallback(
    (source: S) => {
      stop();
      const controller = new AbortController();
      active.current = controller;
      activeSource.current = { request: source };
      const { signal } = controller;
      const settings = latest.current;
      const percent = settings.progressOf ?? ((fraction: number) => fraction * 100);
      setStatus('running');
      setProgress(0);

      const attempt = async () => {
        if (settings.delayMs) await pause(settings.delayMs, signal);
        const input = await settings.prepare(source, signal);
        signal.throwIfAborted();
        setProgress(percent(0));
        const result = await client.run(kind, input, {
          inline:
            Boolean(settings.inline?.(input)) ||
            (settings.inlineBelow !== undefined && sizeOf(input) < settings.inlineBelow),
          timeLimit: typeof settings.timeLimit === 'function' ? settings.timeLimit(input) : settings.timeLimit,
          transfer: settings.transfer?.(input),
          signal,
          onProgress: (fraction) => {
            if (signal.aborted) return;
            setProgress(percent(fraction));
          },
        });
        return result;
      };

      const finish = (deliver: () => void) => {
        if (signal.aborted) return;
        active.current = null;
        activeSource.current = null;
        deliver();
      };
      attempt().then(
        (result) =>
          finish(() => {
            const hideAfter = after(settings.hideDoneAfterMs, result);
            setProgress(hideAfter > 0 ? 100 : null);
            if (hideAfter > 0) hideTimer.current = setTimeout(() => setProgress(null), hideAfter);
            setOutcome({ result, error: null, source: { request: source } });
            setStatus('done');
            latest.current.onResult?.(result, source);
          }),
        (error: unknown) =>
          finish(() => {
            setProgress(null);
            const failure = error instanceof Error ? error : new Error(String(error));
            setOutcome((before) => ({ result: before.result, error: failure, source: { request: source } }));
            setStatus('failed');
            latest.current.onError?.(failure, source);
          }),
      );
    },
    [client, kind, stop],
  );

  const { input, debounceMs = 0, liveBelow, restAbove = 0 } = options;
  // a field-by-field equal request is the same request: a re-render that rebuilt it starts nothing
  const [request, setRequest] = useState(input);
  if (!sameRequest(request, input)) setRequest(input);
  useEffect(() => {
    if (request === undefined) return;
    // a run asked for (a button) is already working on this request
    if (activeSource.current && sameRequest(activeSource.current.request, request)) return;
    // past the live size the input waits for a run asked for; one under way goes on and its result shows as stale
    if (request !== null && liveBelow !== undefined && sizeOf(request) >= liveBelow) return;
    cancel();
    const start = () => {
      if (request !== null) {
        run(request);
        return;
      }
      setOutcome(NO_OUTCOME);
      setStatus('idle');
      latest.current.onClear?.();
    };
    const wait = request !== null && sizeOf(request) < restAbove ? 0 : typingDelay(debounceMs);
    if (wait <= 0) {
      start();
      return;
    }
    setStatus('waiting');
    debounced.current = setTimeout(start, wait);
    return () => clearTimeout(debounced.current);
  }, [request, debounceMs, liveBelow, restAbove, run, cancel]);

  const runNow = useCallback(
    (source: S) => {
      clearTimeout(debounced.current);
      run(source);
    },
    [run],
  );

  useEffect(() => stop, [stop]);
  // the tool's worker loads as soon as the visitor reaches for the page, not when the first job
  // waits for it (and not at all for a tool only looked at, as on the home page)
  useEffect(() => {
    const warm = () => client.warm();
    for (const type of WARM_ON) document.addEventListener(type, warm, { once: true, passive: true, capture: true });
    return () => {
      for (const type of WARM_ON) document.removeEventListener(type, warm, { capture: true });
      client.rest();
    };
  }, [client]);

  const stale =
    status !== 'running' &&
    outcome.source !== null &&
    input !== undefined &&
    input !== null &&
    !sameRequest(outcome.source.request, input);
  return {
    run: runNow,
    cancel,
    clear,
    status,
    busy: status === 'running',
    progress,
    result: outcome.result,
    error: outcome.error,
    source: outcome.source?.request ?? null,
    stale,
  };
}

/** What the last run left: its result or error, and the request it was made from (boxed: a request may itself be null-like). */
interface Outcome<S, R> {
  result: R | null;
  error: Error | null;
  source: { request: S } | null;
}

const NO_OUTCOME = { result: null, error: null, source: null };

function settledStatus(outcome: Outcome<unknown, unknown>): JobStatus {
  if (outcome.error) return 'failed';
  return outcome.source ? 'done' : 'idle';
}

function after<R>(ms: AfterSuccess<R> | undefined, result: R): number {
  return typeof ms === 'function' ? ms(result) : (ms ?? 0);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** The options with the named policy's sizes and time limit filled in where the tool gives none. */
function withPolicy<
  T extends {
    policy?: JobPolicyName;
    liveBelow?: number;
    inlineBelow?: number;
    timeLimit?: unknown;
    restAbove?: number;
  },
>(options: T): T {
  if (!options.policy) return options;
  const policy: JobPolicy = JOB_POLICIES[options.policy];
  return {
    ...options,
    liveBelow: options.liveBelow ?? policy.liveBelow,
    inlineBelow: options.inlineBelow ?? policy.inlineBelow,
    timeLimit: options.timeLimit ?? policy.timeLimit,
    restAbove: options.restAbove ?? policy.restAbove,
  };
}
