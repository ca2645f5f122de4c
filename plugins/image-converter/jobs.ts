import { defineJobs, type JobContext } from '@/lib/defineJobs';
import { checkOutputType, hasFormatSignature, unsupportedOutputMessage } from './logic';
import { renderImage, type ConvertJob } from './render';

export type Rendered =
  { ok: true; buffer: ArrayBuffer; type: string; width: number; height: number } | { ok: false; error: string };

/** OffscreenCanvas (always there in the worker), or a page canvas in a browser without it. */
function canvasOf(width: number, height: number) {
  return typeof OffscreenCanvas !== 'undefined'
    ? new OffscreenCanvas(width, height)
    : Object.assign(document.createElement('canvas'), { width, height });
}

async function render(job: ConvertJob, { progress }: JobContext): Promise<Rendered> {
  const { width, height } = job.bitmap;
  const out = await renderImage(job, progress, canvasOf);
  // canvas encoders silently return PNG for types they cannot write: never save mislabelled data
  const wrongType =
    checkOutputType(out.type, job.format) ??
    (hasFormatSignature(new Uint8Array(out.buffer), job.format) ? null : unsupportedOutputMessage(job.format));
  return wrongType ? { ok: false, error: wrongType } : { ok: true, ...out, width, height };
}

export const imageJobs = defineJobs({ render }, { render: (rendered) => (rendered.ok ? [rendered.buffer] : []) });
