import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { JobMap } from './defineJobs';
import { typingDelay } from './typing';
import type { JobClient } from './jobClient';

type AfterSuccess<R> = number | ((result: R) => number);

/** The first signs of a visitor about to use the tool. */
const WARM_ON = ['pointerover', 'focusin', 'keydown'] as const;

export interface ToolJobOptions<S, I, R> {
  /**
   * Run on input: each new value (by identity) aborts the current run at once and starts a run on
   * it, after `debounceMs` when the change was typed; null means there is nothing to run (`onClear`
   * is called instead). Leave it out for a tool that calls `run` itself.
   */
  input?: S | null;
  /** The pause after a keystroke before a run starts; pastes, uploads, buttons and options run at once. */
  debounceMs?: number;
  /** A pause before each run so the busy state paints before long work in the page blocks it (keep it to a frame or two). */
  delayMs?: number;
  /** Run this input in the page instead of a worker. */
  inline?: (input: I) => boolean;
  /** A worker run is terminated after this long and fails with WorkerTimeoutError. */
  timeoutMs?: number | ((input: I) => number);
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

export interface ToolJob<S> {
  /** Starts a run, replacing the current one. */
  run: (input: S) => void;
  /** Stops the current run (its worker is terminated) without reporting it, and hides its progress. */
  cancel: () => void;
  busy: boolean;
  /** 0..100 while running, then hidden (null) unless `hideDoneAfterMs` keeps 100 for a moment. */
  progress: number | null;
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
): ToolJob<M[K]['input']> {
  return usePreparedToolJob(client, kind, { ...options, prepare: unchanged });
}

const unchanged = <T>(input: T): T => input;

/** useToolJob for a tool whose runs start with page-side work (`prepare`) before the job itself. */
export function usePreparedToolJob<M extends JobMap, K extends keyof M & string, S>(
  client: JobClient<M>,
  kind: K,
  options: PreparedToolJobOptions<S, M[K]['input'], M[K]['result']>,
): ToolJob<S> {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const active = useRef<AbortController | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const stop = useCallback(() => {
    active.current?.abort();
    active.current = null;
    clearTimeout(hideTimer.current);
  }, []);

  const cancel = useCallback(() => {
    stop();
    setBusy(false);
    setProgress(null);
  }, [stop]);

  const run = useCallback(
    (source: S) => {
      stop();
      const controller = new AbortController();
      active.current = controller;
      const { signal } = controller;
      const settings = latest.current;
      const percent = settings.progressOf ?? ((fraction: number) => fraction * 100);
      setBusy(true);
      setProgress(0);

      const attempt = async () => {
        if (settings.delayMs) await pause(settings.delayMs, signal);
        const input = await settings.prepare(source, signal);
        signal.throwIfAborted();
        setProgress(percent(0));
        const result = await client.run(kind, input, {
          inline: settings.inline?.(input),
          timeoutMs: typeof settings.timeoutMs === 'function' ? settings.timeoutMs(input) : settings.timeoutMs,
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
        setBusy(false);
        deliver();
      };
      attempt().then(
        (result) =>
          finish(() => {
            const hideAfter = after(settings.hideDoneAfterMs, result);
            setProgress(hideAfter > 0 ? 100 : null);
            if (hideAfter > 0) hideTimer.current = setTimeout(() => setProgress(null), hideAfter);
            latest.current.onResult?.(result, source);
          }),
        (error: unknown) =>
          finish(() => {
            setProgress(null);
            latest.current.onError?.(error instanceof Error ? error : new Error(String(error)), source);
          }),
      );
    },
    [client, kind, stop],
  );

  const { input, debounceMs = 0 } = options;
  // a run the user asks for (a button, Ctrl+Enter) replaces the debounced one still waiting
  const debounced = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (input === undefined) return;
    cancel();
    const start = () => (input === null ? latest.current.onClear?.() : run(input));
    const wait = typingDelay(debounceMs);
    if (wait <= 0) {
      start();
      return;
    }
    debounced.current = setTimeout(start, wait);
    return () => clearTimeout(debounced.current);
  }, [input, debounceMs, run, cancel]);

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

  return { run: runNow, cancel, busy, progress };
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
