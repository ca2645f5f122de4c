/** The string-only work shared by the worker and the page. */
import { tryFormatHtml } from './format';
import { textToHtml, type TextToHtmlMode } from './toHtml';

export type HtmlJob = { kind: 'text-to-html'; text: string; mode: TextToHtmlMode } | { kind: 'format'; html: string };
export type HtmlJobResult = { ok: true; output: string } | { ok: false; error: string };

/** The string-only work of the tool (no DOM), shared by the worker and the main thread. */
export function runHtmlJob(job: HtmlJob): HtmlJobResult {
  if (job.kind === 'text-to-html') return { ok: true, output: textToHtml(job.text, job.mode) };
  const r = tryFormatHtml(job.html);
  return r.ok ? { ok: true, output: r.html } : { ok: false, error: r.error };
}
