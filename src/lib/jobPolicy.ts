/**
 * Where and when a tool's work runs, as one set of sizes for the whole site. A tool names the kind
 * of work it does; it never declares its own thresholds or time limits.
 */

/** How long a worker run may take before it is stopped and reported, or 'none' for work that waits on the network. */
export type TimeLimit = number | 'none';

export interface JobPolicy {
  /** The result follows the input while the input is smaller than this; past it the input waits for the tool's button or Ctrl+Enter. */
  liveBelow: number;
  /** Inputs smaller than this run in the page: starting a worker would cost more than the work. */
  inlineBelow: number;
  timeLimit: TimeLimit;
  /** The typing pause applies only to inputs at least this big; smaller ones follow every keystroke. */
  restAbove?: number;
  /** Milliseconds the time limit grows by per million bytes of input, for work whose inputs range from bytes to gigabytes. */
  perMegabyte?: number;
  /** A run of an input past `liveBelow` waits this long first, so its busy state paints before work in the page blocks it. */
  paintFirstMs?: number;
}

const KB = 1024;

/** The limit a worker run has unless its kind of work says otherwise. */
export const DEFAULT_TIME_LIMIT = 30_000;

export const JOB_POLICIES = {
  /** A linear text codec (Base64): cheap per character; it runs in the page and follows the input up to half a megabyte. */
  codec: { liveBelow: 512 * KB, inlineBelow: 512 * KB, timeLimit: 20_000 },
  /** A linear text codec whose output follows the input at any size (percent-encoding): past half a megabyte in the worker. */
  liveCodec: { liveBelow: Number.POSITIVE_INFINITY, inlineBelow: 512 * KB, timeLimit: 20_000 },
  /** A full parse with positions (XML): well under 50 ms below 150,000 characters. */
  parse: { liveBelow: 150_000, inlineBelow: 150_000, timeLimit: 60_000 },
  /** String work on markup (escaping, pretty-printing): in the page below 256 KB, in the worker above, following the input at any size. */
  markup: { liveBelow: Number.POSITIVE_INFINITY, inlineBelow: 256 * KB, timeLimit: 30_000 },
  /**
   * Parsing with the browser's DOMParser, which only the page has: it blocks the page, so past 1 MB the
   * input waits to be asked for, and a run asked for waits a frame or two so its busy state paints first.
   */
  domParse: { liveBelow: 1_000_000, inlineBelow: Number.POSITIVE_INFINITY, timeLimit: 30_000, paintFirstMs: 30 },
  /** Line-by-line classification in the page (stack traces): follows every keystroke up to 200,000 characters, then after typing rests. */
  lines: {
    liveBelow: Number.POSITIVE_INFINITY,
    inlineBelow: Number.POSITIVE_INFINITY,
    timeLimit: DEFAULT_TIME_LIMIT,
    restAbove: 200_000,
  },
  /** Work bounded by the network, not by size: the visitor cancels it. */
  network: { liveBelow: 0, inlineBelow: 0, timeLimit: 'none' },
  /** A validating parse that builds a tree (JSON): always in the worker, following the input at any size; a minute covers hundreds of megabytes. */
  validate: { liveBelow: Number.POSITIVE_INFINITY, inlineBelow: 0, timeLimit: 60_000 },
  /** Checking a document against a JSON Schema: a hostile schema (a catastrophic `pattern`) must not keep a worker busy for long. */
  schema: { liveBelow: Number.POSITIVE_INFINITY, inlineBelow: 0, timeLimit: 15_000 },
  /**
   * Matching a visitor's regular expression: texts below 200,000 characters are matched as typed, and a run
   * past 1.5 s is stopped, so catastrophic backtracking never freezes the tool (the tool's message names this limit).
   */
  regexMatch: { liveBelow: 200_000, inlineBelow: 0, timeLimit: 1500 },
  /** Comparing two texts on demand: the diff stops itself after 3 s, and the worker is stopped at 20 s if it did not. */
  diff: { liveBelow: 0, inlineBelow: 0, timeLimit: 20_000 },
  /** Hashing text or a file with every algorithm: in the worker, 30 s plus 100 ms per megabyte, so a gigabyte file still finishes. */
  hash: { liveBelow: Number.POSITIVE_INFINITY, inlineBelow: 0, timeLimit: 30_000, perMegabyte: 100 },
  /** Generating mock data on demand: a schema that would run away (deep nesting, huge arrays) is stopped after 5 s. */
  generate: { liveBelow: 0, inlineBelow: 0, timeLimit: 5000 },
  /** Reading a chosen file (up to a few megabytes) into Base64: in the worker, on demand. */
  fileRead: { liveBelow: 0, inlineBelow: 0, timeLimit: 30_000 },
  /** Decoding Base64 into an image to preview: in the page below 256 KB, where a worker's start costs more, following the input at any size. */
  imagePreview: { liveBelow: Number.POSITIVE_INFINITY, inlineBelow: 256 * KB, timeLimit: 20_000 },
  /** Decoding Base64 into a document (PDF) on demand: in the page below 256 KB, in the worker above. */
  document: { liveBelow: 0, inlineBelow: 256 * KB, timeLimit: 30_000 },
  /**
   * Running a visitor's query (JSONPath, jq) over a JSON document: always in the worker (jq is WebAssembly, which only a
   * worker may compile), following the typing below a megabyte; a program that never ends (an endless recursion, a
   * billion-element range) is stopped after 10 s, which a 5 MB document's longest ordinary query stays well under.
   */
  query: { liveBelow: 1_000_000, inlineBelow: 0, timeLimit: 10_000 },
  /**
   * Formatting code with a full grammar (SQL): about 10 µs per character, so the output follows the typing below
   * 50,000 characters and larger scripts wait for the button; always in the worker, with 20 s plus 20 s per megabyte.
   */
  grammar: { liveBelow: 50_000, inlineBelow: 0, timeLimit: 20_000, perMegabyte: 20_000 },
  /** Converting an image (drawing and encoding up to tens of megapixels): in the worker, following the settings; a minute covers the largest. */
  image: { liveBelow: Number.POSITIVE_INFINITY, inlineBelow: 0, timeLimit: 60_000 },
} as const satisfies Record<string, JobPolicy>;

export type JobPolicyName = keyof typeof JOB_POLICIES;

/** A policy's time limit for an input of `bytes` bytes: its base limit, grown by `perMegabyte` for each million bytes. */
export function timeLimitOf(name: JobPolicyName, bytes: number): TimeLimit {
  const policy: JobPolicy = JOB_POLICIES[name];
  if (policy.timeLimit === 'none' || !policy.perMegabyte) return policy.timeLimit;
  return policy.timeLimit + Math.ceil((bytes * policy.perMegabyte) / 1_000_000);
}

/**
 * The size a policy measures: a text's length, or the total length of the texts a request carries
 * (its other fields are settings, which cost nothing).
 */
export function sizeOf(request: unknown): number {
  if (typeof request === 'string') return request.length;
  if (request === null || typeof request !== 'object') return 0;
  let total = 0;
  for (const value of Object.values(request)) if (typeof value === 'string') total += value.length;
  return total;
}

/** True when two requests ask for the same work: the same text, or objects whose fields are the same values. */
export function sameRequest(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const left = new Map(Object.entries(a));
  const right = new Map(Object.entries(b));
  return keys.every((key) => right.has(key) && Object.is(left.get(key), right.get(key)));
}
