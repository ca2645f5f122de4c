import { defineJobs } from '@/lib/defineJobs';
import { inertParser } from '@/lib/inertParser';
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

/** Either direction; HTML to text parses with the frame document's DOMParser, so the page runs that direction itself. */
async function convert({ direction, input, listMarkers, lineBreaks }: ConvertRequest): Promise<Conversion> {
  if (input.trim() === '') return { ok: true, output: '', warnings: [] };
  if (direction === 'html-to-text') {
    const parser = await inertParser();
    return { ok: true, output: htmlToText(input, { listMarkers, parser }), warnings: analyseHtml(input, parser) };
  }
  const result = runHtmlJob({ kind: 'text-to-html', text: input, mode: lineBreaks });
  return result.ok ? { ...result, warnings: [] } : result;
}

export const htmlJobs = defineJobs({
  convert,
  format: (html: string) => runHtmlJob({ kind: 'format', html }),
});
