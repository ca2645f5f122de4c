import { defineJobs } from '@/lib/defineJobs';
import { lineCount } from '@/lib/rows';
import type { LineFold } from '@/ui/editor/types';
import { frameworkFolds } from './framework';
import { classifyText, normaliseBareCr, unescapeJsonStack, type Language } from './logic';

export interface FormatRequest {
  input: string;
  language: Language;
}

export interface FormattedTrace {
  /** the trace as copied and downloaded: unescaped when it came as a JSON string */
  text: string;
  /** the trace as shown: bare CR line ends split into lines */
  view: string;
  unescaped: boolean;
  lines: number;
  /** each line's class and the counts, in one pass in order: some rules depend on the lines before (Python tracebacks, Node property blocks) */
  summary: { codes: Uint8Array; frames: number; exceptions: number } | null;
  /** runs of framework frames, which the output folds when the option says so, and how many frames they hold */
  folds: LineFold[];
  foldedFrames: number;
}

function format({ input, language }: FormatRequest): FormattedTrace {
  const { text, unescaped } = unescapeJsonStack(input);
  const view = normaliseBareCr(text);
  const summary = view ? classifyText(view, language) : null;
  const { folds, frames } = summary
    ? frameworkFolds(view.split('\n'), summary.codes, language)
    : { folds: [], frames: 0 };
  return { text, view, unescaped, lines: lineCount(view), summary, folds, foldedFrames: frames };
}

export const stackJobs = defineJobs({ format });
