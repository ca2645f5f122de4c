/**
 * Regex tester: pure logic (no React, no DOM). Everything here is safe to call inside a Web
 * Worker; the worker (written separately) calls {@link handleRegexRequest} with plain data and
 * is terminated after the `regexMatch` job policy's time limit, so a catastrophic pattern cannot freeze the tab.
 */

/** Messages of an empty, invalid, fruitless or stopped match. */
export const MESSAGES = {
  patternEmpty: 'Pattern is empty',
  noPattern: 'No pattern provided',
  invalid: 'Invalid regular expression',
  noMatches: 'No matches found',
  /** Shown when the worker is terminated after the time limit. */
  timeout: 'Matching took too long (catastrophic backtracking?) and was stopped.',
} as const;

/** 'N matches found', '1 match found' for one. */
export function matchesFoundMessage(n: number): string {
  return n === 1 ? '1 match found' : `${n} matches found`;
}

/** Notice shown when the match list was capped. */
export function truncatedMessage(max: number): string {
  return `Showing the first ${max} matches only; there are more.`;
}

/** Default cap on the number of matches collected. */
export const DEFAULT_MAX_MATCHES = 1000;

export type RegexFlag = 'g' | 'i' | 'm' | 's' | 'u' | 'y';

/** The toggleable flags, in display order. */
export const FLAG_ORDER: readonly RegexFlag[] = ['g', 'i', 'm', 's', 'u', 'y'];

/** Flags selected initially and after loading a preset. */
export const DEFAULT_FLAGS = 'g';

export interface FlagDefinition {
  flag: RegexFlag;
  name: string;
  description: string;
}

/** Flag definitions for the flags guide. */
export const FLAGS: readonly FlagDefinition[] = [
  { flag: 'g', name: 'global', description: 'Find all matches instead of stopping after the first one.' },
  { flag: 'i', name: 'ignore case', description: 'Letters match regardless of upper or lower case.' },
  {
    flag: 'm',
    name: 'multiline',
    description: '^ and $ match at the start and end of every line, not only of the whole text.',
  },
  { flag: 's', name: 'dotAll', description: '. also matches line breaks (\\n, \\r).' },
  {
    flag: 'u',
    name: 'unicode',
    description: 'Treat the pattern and text as Unicode code points; enables \\u{…} and \\p{…} escapes.',
  },
  { flag: 'y', name: 'sticky', description: 'Match only at the current position (lastIndex); no skipping ahead.' },
];

/** Toggles one flag in a flag string, keeping the canonical order g, i, m, s, u, y. */
export function toggleFlag(flags: string, flag: RegexFlag): string {
  const set = new Set(flags.split(''));
  if (set.has(flag)) set.delete(flag);
  else set.add(flag);
  return FLAG_ORDER.filter((f) => set.has(f)).join('');
}

export type PatternCheck = { valid: true } | { valid: false; error: string };

function engineMessage(e: unknown): string {
  if (e instanceof Error && e.message) return e.message;
  return MESSAGES.invalid;
}

/**
 * Checks a pattern live. Empty → 'Pattern is empty'; invalid → the engine's message, or
 * 'Invalid regular expression' if it gives none. Flags are validated too.
 */
export function validatePattern(pattern: string, flags: string = DEFAULT_FLAGS): PatternCheck {
  if (pattern === '') return { valid: false, error: MESSAGES.patternEmpty };
  try {
    new RegExp(pattern, flags);
    return { valid: true };
  } catch (e) {
    return { valid: false, error: engineMessage(e) };
  }
}

/** True when the Test button may be enabled: pattern and text non-empty and pattern valid. */
export function canTest(pattern: string, flags: string, text: string): boolean {
  return pattern !== '' && text !== '' && validatePattern(pattern, flags).valid;
}

export interface RegexMatch {
  /** 0-based UTF-16 offset of the match in the text. */
  index: number;
  /** Offset just after the match (index + fullMatch.length). */
  end: number;
  fullMatch: string;
  /** Numbered capture groups 1..n (undefined when a group did not participate). */
  groups: (string | undefined)[];
  /** Named groups by name, when the pattern has any. */
  namedGroups?: Record<string, string | undefined>;
  /** Where each numbered group matched ([start, end) offsets; null when it did not participate), when the pattern has groups. */
  groupSpans?: ([number, number] | null)[];
}

export type RunResult =
  { ok: true; matches: RegexMatch[]; truncated: boolean; message: string } | { ok: false; error: string };

export interface RunOptions {
  /** Stop after this many matches and set `truncated` (default {@link DEFAULT_MAX_MATCHES}). */
  maxMatches?: number;
  /** Called every `progressEvery` matches with the count so far and the position reached. */
  onProgress?: (found: number, position: number) => void;
  progressEvery?: number;
}

/** Index after `i` for an empty match: one code unit, or a whole surrogate pair in unicode mode. */
export function advanceIndex(text: string, i: number, unicode: boolean): number {
  if (!unicode || i + 1 >= text.length) return i + 1;
  const c = text.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff) {
    const d = text.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return i + 2;
  }
  return i + 1;
}

function toMatch(m: RegExpExecArray): RegexMatch {
  const match: RegexMatch = {
    index: m.index,
    end: m.index + m[0].length,
    fullMatch: m[0],
    groups: m.slice(1),
  };
  if (m.groups) match.namedGroups = { ...m.groups };
  if (m.indices) match.groupSpans = m.indices.slice(1).map((span) => (span ? [span[0], span[1]] : null));
  return match;
}

/** The pattern as a RegExp, or the message to show: 'No pattern provided' or the engine's own. */
function compile(pattern: string, flags: string): { ok: true; re: RegExp } | { ok: false; error: string } {
  if (pattern === '') return { ok: false, error: MESSAGES.noPattern };
  try {
    return { ok: true, re: new RegExp(pattern, flags) };
  } catch (e) {
    return { ok: false, error: engineMessage(e) };
  }
}

/**
 * Runs the pattern over the text. With g every match is collected (empty matches advance by
 * one character, a code point with u), capped at `maxMatches` with `truncated` set; without g
 * only the first match. Empty pattern → 'No pattern provided'; invalid → the engine's message.
 */
export function runRegex(pattern: string, flags: string, text: string, options: RunOptions = {}): RunResult {
  // with groups, the d flag reports where each one matched (so the test string can show them); it does not change what matches
  const compiled = compile(pattern, groupNames(pattern).length > 0 && !flags.includes('d') ? `${flags}d` : flags);
  if (!compiled.ok) return compiled;
  const re = compiled.re;
  const max = Math.max(1, Math.floor(options.maxMatches ?? DEFAULT_MAX_MATCHES));
  const every = Math.max(1, Math.floor(options.progressEvery ?? 1000));
  const matches: RegexMatch[] = [];
  let truncated = false;
  if (!re.global) {
    re.lastIndex = 0;
    const m = re.exec(text);
    if (m) matches.push(toMatch(m));
  } else {
    const unicode = re.unicode || (re as RegExp & { unicodeSets?: boolean }).unicodeSets === true;
    re.lastIndex = 0;
    for (;;) {
      const m = re.exec(text);
      if (!m) break;
      if (matches.length === max) {
        truncated = true;
        break;
      }
      matches.push(toMatch(m));
      if (m[0] === '') re.lastIndex = advanceIndex(text, re.lastIndex, unicode);
      if (options.onProgress && matches.length % every === 0) options.onProgress(matches.length, re.lastIndex);
      if (re.lastIndex > text.length) break;
    }
  }
  return {
    ok: true,
    matches,
    truncated,
    message: matches.length === 0 ? MESSAGES.noMatches : matchesFoundMessage(matches.length),
  };
}

export type ReplaceResult = { ok: true; output: string } | { ok: false; error: string };

/**
 * Replace preview: the text with matches substituted (all with g, the first without), using the
 * standard replacement syntax: $1…$99, $<name>, $&, $`, $', $$.
 */
export function replacePreview(pattern: string, flags: string, text: string, replacement: string): ReplaceResult {
  const compiled = compile(pattern, flags);
  if (!compiled.ok) return compiled;
  const re = compiled.re;
  return { ok: true, output: text.replace(re, replacement) };
}

export interface Segment {
  text: string;
  matched: boolean;
  /** Index into the match list, for matched segments. */
  match?: number;
}

/**
 * Splits the text into consecutive matched and unmatched segments for highlighting. Empty
 * matches produce no segment. Concatenating the segment texts gives back the text.
 */
export function highlightSegments(text: string, matches: readonly Pick<RegexMatch, 'index' | 'end'>[]): Segment[] {
  const out: Segment[] = [];
  let pos = 0;
  matches.forEach((m, i) => {
    if (m.end <= m.index || m.index < pos) return;
    if (m.index > pos) out.push({ text: text.slice(pos, m.index), matched: false });
    out.push({ text: text.slice(m.index, m.end), matched: true, match: i });
    pos = m.end;
  });
  if (pos < text.length) out.push({ text: text.slice(pos), matched: false });
  return out;
}

/** Message sent to the regex worker. */
export interface RegexRequest {
  pattern: string;
  flags: string;
  text: string;
  /** When set (even ''), a replace preview is computed too. */
  replacement?: string;
  maxMatches?: number;
}

/** Reply from the regex worker: plain data only. */
export type RegexResponse =
  | { ok: true; matches: RegexMatch[]; truncated: boolean; message: string; segments: Segment[]; replaced?: string }
  | { ok: false; error: string };

/**
 * The worker entry point: runs the match, the highlight split and (if asked) the replace
 * preview in one go. Plain data in and out, so it can be posted across a worker boundary.
 */
export function handleRegexRequest(req: RegexRequest, onProgress?: RunOptions['onProgress']): RegexResponse {
  const run = runRegex(req.pattern, req.flags, req.text, { maxMatches: req.maxMatches, onProgress });
  if (!run.ok) return run;
  const res: RegexResponse = { ...run, segments: highlightSegments(req.text, run.matches) };
  if (req.replacement !== undefined) {
    const r = replacePreview(req.pattern, req.flags, req.text, req.replacement);
    if (r.ok) res.replaced = r.output;
  }
  return res;
}

/**
 * The name of each capture group (index 0 is group 1), undefined for unnamed groups. Groups are
 * numbered by their opening parenthesis; escapes and character classes are skipped, and
 * lookarounds and non-capturing groups are not counted.
 */
export function groupNames(pattern: string): (string | undefined)[] {
  const names: (string | undefined)[] = [];
  // the tool's flags do not include v, so character classes do not nest
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') {
      inClass = true;
      continue;
    }
    if (c !== '(') continue;
    if (pattern[i + 1] !== '?') {
      names.push(undefined);
      continue;
    }
    const named = /^\(\?<([A-Za-z_$\u00c0-\uffff][\w$\u00c0-\uffff]*)>/.exec(pattern.slice(i, i + 260));
    if (named) names.push(named[1]);
  }
  return names;
}

/** Label of a capture group in the results: its name, or 'Group n'. */
export function groupLabel(names: readonly (string | undefined)[], index: number): string {
  return names[index] ?? `Group ${index + 1}`;
}

/** Characters of the test string shown highlighted; the rest is summarised, not laid out. */
export const HIGHLIGHT_LIMIT = 50_000;

/** The segments that fall within the first `limit` characters, and whether text was cut. */
export function clipSegments(
  segments: readonly Segment[],
  limit: number = HIGHLIGHT_LIMIT,
): { segments: Segment[]; clipped: boolean } {
  const out: Segment[] = [];
  let used = 0;
  for (const s of segments) {
    if (used >= limit) return { segments: out, clipped: true };
    if (used + s.text.length > limit) {
      out.push({ ...s, text: s.text.slice(0, limit - used) });
      return { segments: out, clipped: true };
    }
    out.push(s);
    used += s.text.length;
  }
  return { segments: out, clipped: false };
}
