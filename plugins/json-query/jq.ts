/// <reference lib="webworker" />
import type { Jq } from 'jq-web';
import wasmUrl from 'jq-web/jq.wasm?url';

/** What a jq program gave: each output as compact JSON text (jq -c), in order. */
export type JqResult =
  { ok: true; outputs: string[] } | { ok: false; kind: 'syntax' | 'runtime'; message: string; line?: number };

/** jq's compile errors: the message and the line of the program (jq 1.7 gives no column). */
const COMPILE_ERROR = /jq: error: ([\s\S]*?)(?: \(Unix shell quoting issues\?\))? at <[^>]*>, line (\d+):/;
/** jq's errors while running (`error("…")`, indexing a number…), after `jq: error (at <input>:N): `. */
const RUNTIME_ERROR = /jq: error \(at [^)]*\): ([\s\S]*)$/;

/**
 * Put before every program: jq's `env` and `$ENV` give an empty object, as jq run with no environment does
 * (`env -i jq -n env` gives {}), never the WebAssembly runtime's made-up one. On the program's first line, so
 * jq's line numbers still count the program's own lines.
 */
export const EMPTY_ENV = '{} as $ENV | def env: $ENV; ';

let loaded: Promise<Jq> | undefined;

/** True in a Web Worker: the only place jq runs in a browser (the page's policy refuses WebAssembly). */
function inWorker(): boolean {
  return typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope;
}

/**
 * jq-web looks for its WebAssembly file beside the script that loads it; in a worker built by
 * Vite the file has a hashed name of its own, so the worker's fetch of `…/jq.wasm` is pointed at
 * it. In Node (the unit tests, where jobs run without a worker) jq-web reads the file from its
 * package; it is loaded with require there, since the test runner's import() would take the
 * promise jq-web exports for the module itself.
 */
function loadJq(): Promise<Jq> {
  if (!loaded) {
    if (inWorker()) {
      const fetchFile = self.fetch.bind(self);
      self.fetch = (input, init) =>
        fetchFile(typeof input === 'string' && input.endsWith('/jq.wasm') ? wasmUrl : input, init);
      loaded = import('./jqModule').then((module) => module.jqReady);
    } else if (typeof process !== 'undefined' && typeof process.getBuiltinModule === 'function') {
      const { createRequire } = process.getBuiltinModule('node:module');
      const required: unknown = createRequire(import.meta.url)('jq-web');
      loaded = isJqPromise(required) ? required : Promise.reject(new Error('jq-web did not load'));
    } else {
      loaded = import('./jqModule').then((module) => module.jqReady);
    }
  }
  return loaded;
}

function isJqPromise(value: unknown): value is Promise<Jq> {
  return value instanceof Promise;
}

/** The text jq-web's error carries: jq's standard error, or its message. */
function stderrOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('exitCode' in error)) return null;
  if ('stderr' in error && typeof error.stderr === 'string') return error.stderr;
  return error instanceof Error ? error.message.replace(/^Non-zero exit code: \d+\n?/, '') : null;
}

/**
 * jq itself failed (out of memory after an endless recursion, say): its WebAssembly instance is
 * no longer usable. In a worker, the worker fails, so the page reports the message and the next
 * run starts a fresh worker; elsewhere the error is thrown.
 */
function crash(message: string): Promise<never> {
  if (inWorker()) {
    setTimeout(() => {
      throw new Error(message);
    });
    return new Promise<never>(() => undefined);
  }
  return Promise.reject(new Error(message));
}

export const JQ_CRASHED = 'jq stopped: it ran out of memory (an endless recursion or a huge array?)';

/** Runs a jq program over a JSON text (one document) with jq's own parser, so numbers keep every digit. */
export async function runJq(json: string, filter: string): Promise<JqResult> {
  const jq = await loadJq();
  let stdout: string | undefined;
  try {
    stdout = jq.raw(json, EMPTY_ENV + filter, ['-c']);
  } catch (e) {
    const stderr = stderrOf(e);
    if (stderr === null) return crash(JQ_CRASHED);
    return readError(stderr);
  }
  return { ok: true, outputs: stdout === undefined || stdout === '' ? [] : stdout.split('\n') };
}

/** jq's standard error as the screen shows it: a compile error with its line, or the error a run stopped with. */
export function readError(stderr: string): JqResult {
  const compile = COMPILE_ERROR.exec(stderr);
  if (compile) return { ok: false, kind: 'syntax', message: compile[1], line: Number(compile[2]) };
  const runtime = RUNTIME_ERROR.exec(stderr.trim());
  if (runtime) return { ok: false, kind: 'runtime', message: runtime[1] };
  return {
    ok: false,
    kind: stderr.includes('compile error') ? 'syntax' : 'runtime',
    message: stderr.replace(/^jq: (error: )?/, '').trim(),
  };
}
