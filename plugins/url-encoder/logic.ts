/**
 * URL Encoder/Decoder: pure logic (no DOM, worker-safe).
 *
 * Three targets decide what is encoded:
 * - `component` (default): encodeURIComponent / decodeURIComponent — for a query value or path segment.
 * - `url`: encodeURI / decodeURI — a whole URL; reserved characters (`:/?#[]@!$&'()*+,;=`) are kept
 *   (unlike bare encodeURI, `[` and `]` are kept too, as RFC 3986 wants for IPv6 hosts).
 * - `form`: application/x-www-form-urlencoded (WHATWG URL standard, as URLSearchParams writes it):
 *   spaces become `+`, only `A–Z a–z 0–9 * - . _` stay as they are; decoding treats `+` as a space.
 *
 * Nothing here throws a URIError: a failure comes back as 'Failed to decode URL - invalid encoding'
 * or 'Failed to encode URL'.
 */
import { countOf } from '@/lib/count';
import { findBadEscape, type BadEscape } from './badEscape';

/** Direction of the conversion (the Encode and Decode tabs). */
export type UrlDirection = 'encode' | 'decode';

/** What is being encoded. */
export type UrlTarget = 'component' | 'url' | 'form';

/** All targets, in the order the options form lists them. */
export const URL_TARGETS = ['component', 'url', 'form'] as const satisfies readonly UrlTarget[];

/** Human labels for the targets (for the options form / select). */
export const URL_TARGET_LABELS: Record<UrlTarget, string> = {
  component: 'URL component (encodeURIComponent)',
  url: 'Whole URL (reserved characters kept)',
  form: 'Form data (spaces as +)',
};

export const DEFAULT_URL_TARGET: UrlTarget = 'component';
export const DEFAULT_URL_DIRECTION: UrlDirection = 'encode';

/** Delay before reconverting after an input or mode change, so typing is not interrupted. */
export const DEBOUNCE_MS = 300;

/** What a failed decode or encode says. */
export const MESSAGES = {
  decodeFailed: 'Failed to decode URL - invalid encoding',
  encodeFailed: 'Failed to encode URL',
} as const;

/** Download file names, by the direction that made the output. */
export const DOWNLOAD_NAMES = {
  encode: 'encoded_url.txt',
  decode: 'decoded_url.txt',
} as const satisfies Record<UrlDirection, string>;

/** Error carrying one of MESSAGES. */
export class UrlCodecError extends Error {
  constructor(message: (typeof MESSAGES)[keyof typeof MESSAGES]) {
    super(message);
    this.name = 'UrlCodecError';
  }
}

/** True when `value` is one of the known targets (e.g. from a URL query). */
export function isUrlTarget(value: unknown): value is UrlTarget {
  return typeof value === 'string' && (URL_TARGETS as readonly string[]).includes(value);
}

const BRACKETS = /%5B|%5D/g;
function unescapeBracket(match: string): string {
  return match === '%5B' ? '[' : ']';
}

const FORM_EXTRA = /%20|[!'()~]/g;
function formEscape(match: string): string {
  return match === '%20' ? '+' : '%' + match.charCodeAt(0).toString(16).toUpperCase();
}

/**
 * Encodes text for the given target. Throws UrlCodecError('Failed to encode URL') when the text
 * cannot be encoded (a lone surrogate has no UTF-8 form).
 */
export function encodeUrl(input: string, target: UrlTarget = DEFAULT_URL_TARGET): string {
  try {
    switch (target) {
      case 'component':
        return encodeURIComponent(input);
      case 'url':
        // RFC 3986 keeps [ and ] (IPv6 hosts such as http://[::1]/); encodeURI predates it.
        return encodeURI(input).replace(BRACKETS, unescapeBracket);
      case 'form':
        // encodeURIComponent leaves ! ' ( ) ~ alone; the form set encodes them. Every `%` in the
        // output starts a triple, so `%20` here can only come from a space.
        return encodeURIComponent(input).replace(FORM_EXTRA, formEscape);
      default:
        throw new UrlCodecError(MESSAGES.encodeFailed);
    }
  } catch {
    throw new UrlCodecError(MESSAGES.encodeFailed);
  }
}

/**
 * Decodes percent-encoded text for the given target. Throws
 * UrlCodecError('Failed to decode URL - invalid encoding') on a truncated or malformed escape
 * (`%`, `100%`, `%E0%A4%A`) or escapes that are not UTF-8 (`%FF`).
 * In `url` mode escapes of reserved characters (e.g. `%2F`) are kept, as decodeURI does.
 */
export function decodeUrl(input: string, target: UrlTarget = DEFAULT_URL_TARGET): string {
  try {
    switch (target) {
      case 'component':
        return decodeURIComponent(input);
      case 'url':
        return decodeURI(input);
      case 'form':
        return decodeURIComponent(input.replace(/\+/g, ' '));
      default:
        throw new UrlCodecError(MESSAGES.decodeFailed);
    }
  } catch {
    throw new UrlCodecError(MESSAGES.decodeFailed);
  }
}

/** Result of a conversion: never an exception. */
export type UrlConvertResult = { ok: true; output: string } | { ok: false; error: string; escape?: BadEscape };

/**
 * Converts in the given direction and target; never throws. Empty input gives empty output.
 */
export function convertUrl(
  input: string,
  direction: UrlDirection,
  target: UrlTarget = DEFAULT_URL_TARGET,
): UrlConvertResult {
  try {
    const output = direction === 'encode' ? encodeUrl(input, target) : decodeUrl(input, target);
    return { ok: true, output };
  } catch (e) {
    const error =
      e instanceof UrlCodecError ? e.message : direction === 'encode' ? MESSAGES.encodeFailed : MESSAGES.decodeFailed;
    const escape = direction === 'decode' ? findBadEscape(input) : null;
    return escape ? { ok: false, error, escape } : { ok: false, error };
  }
}

/** The other direction. */
export function flipDirection(direction: UrlDirection): UrlDirection {
  return direction === 'encode' ? 'decode' : 'encode';
}

/** Swap: the output becomes the input and the mode flips, so a result can be turned straight back. */
export function swap(state: { output: string; direction: UrlDirection }): { input: string; direction: UrlDirection } {
  return { input: state.output, direction: flipDirection(state.direction) };
}

/** Download name for the current output: encoded_url.txt after Encode, decoded_url.txt after Decode. */
export function downloadName(direction: UrlDirection): string {
  return DOWNLOAD_NAMES[direction];
}

/**
 * Character count shown under the input and output areas: Unicode code points, so an emoji
 * counts as one character (a lone surrogate counts as one too).
 */
export function countChars(text: string): number {
  let pairs = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        pairs++;
        i++;
      }
    }
  }
  return text.length - pairs;
}

/** The count shown under the input and the output: '1 character', '9 characters'. */
export function charCount(text: string): string {
  return countOf(countChars(text), 'character');
}
