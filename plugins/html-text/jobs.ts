import { defineJobs } from '@/lib/defineJobs';
import { analyseHtml, type HtmlWarning } from './analyse';
import type { Direction } from './constants';
import { runHtmlJob } from './stringJob';
import type { TextToHtmlMode } from './toHtml';
import { htmlToText } from './toText';

export interface ConvertRequest {
  direction: Direction;
  input: string;
  listMarkers: boolean;
  lineBreaks: TextToHtmlMode;
}

export type Conversion = { ok: true; output: string; warnings: HtmlWarning[] } | { ok: false; error: string };

/** Either direction; HTML to text parses with DOMParser, so the page runs that direction itself. */
function convert({ direction, input, listMarkers, lineBreaks }: ConvertRequest): Conversion {
  if (input.trim() === '') return { ok: true, output: '', warnings: [] };
  if (direction === 'html-to-text')
    return { ok: true, output: htmlToText(input, { listMarkers }), warnings: analyseHtml(input) };
  const result = runHtmlJob({ kind: 'text-to-html', text: input, mode: lineBreaks });
  return result.ok ? { ...result, warnings: [] } : result;
}

export const htmlJobs = defineJobs({
  convert,
  format: (html: string) => runHtmlJob({ kind: 'format', html }),
});
