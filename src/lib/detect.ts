/**
 * Paste anything: a tool says how well a pasted text fits it. The home page and the search dialog
 * run every tool's detector (plugins/<id>/detect.ts) in a worker on the text's first 64 KB and
 * suggest the tools that answer, best first.
 */

import type { ContentKind } from './kinds';

/** How well a text fits a tool, and why, in words shown under the suggestion. */
export interface Detection {
  /** 1: certainly this (a JWT's three parts with a JSON header); 0.5: plausibly (a few `key: value` lines) */
  score: number;
  /** what was recognised ('JSON object, 3 keys'); never the text itself */
  reason: string;
  /** the text's kind, where it is one: the other tools that accept it are suggested after this one */
  kind?: ContentKind;
  /** the input field the paste fills, when it is not the tool's main input; null: it goes in `settings` only */
  field?: string | null;
  /** what the field is given, when it is not the paste itself (a regex literal's pattern) */
  value?: string;
  /** settings the tool opens with for this paste (a direction, a language) */
  settings?: Record<string, string>;
}

/** What a detector is told besides the text. */
export interface DetectionInput {
  /** the start of the pasted text, trimmed */
  text: string;
  /** the whole paste was read (it was no longer than DETECT_CHARS): a parse of it is a parse of the paste */
  complete: boolean;
}

export interface Detector {
  /** The detection for the start of a pasted text (at most DETECT_CHARS characters), or null. */
  detect: (input: DetectionInput) => Detection | null;
  /** texts it must recognise and texts it must not: the unit test runs them all */
  examples: { matches: readonly string[]; misses: readonly string[] };
}

/** How much of a pasted text the detectors read: enough to recognise it, little enough to stay fast. */
export const DETECT_CHARS = 64 * 1024;

export function defineDetector(detector: Detector): Detector {
  return detector;
}

/** The paste as detectors read it: its start, with surrounding white space trimmed. */
export function detectionInput(paste: string): DetectionInput {
  return { text: paste.slice(0, DETECT_CHARS).trim(), complete: paste.length <= DETECT_CHARS };
}
