/** The string-only work shared by the worker and the page, and the input sizes that decide where and when work runs. */
import { tryFormatHtml } from './format';
import { textToHtml, type TextToHtmlMode } from './toHtml';

/** HTML inputs longer than this are not converted automatically: parsing them blocks the page. */
export const AUTO_CONVERT_LIMIT = 1_000_000;
/** String-only jobs on inputs longer than this run in a worker. */
export const WORKER_THRESHOLD = 256 * 1024;

export type HtmlJob = { kind: 'text-to-html'; text: string; mode: TextToHtmlMode } | { kind: 'format'; html: string };
export type HtmlJobResult = { ok: true; output: string } | { ok: false; error: string };

/** The string-only work of the tool (no DOM), shared by the worker and the main thread. */
export function runHtmlJob(job: HtmlJob): HtmlJobResult {
  if (job.kind === 'text-to-html') return { ok: true, output: textToHtml(job.text, job.mode) };
  const r = tryFormatHtml(job.html);
  return r.ok ? { ok: true, output: r.html } : { ok: false, error: r.error };
}

/** True when HTML to Text should wait for an explicit Convert instead of running on every change. */
export function needsManualConvert(input: string): boolean {
  return input.length > AUTO_CONVERT_LIMIT;
}
