import { serveWorker } from '../../src/lib/runInWorker';
import { renderImage, type ConvertJob, type ConvertResult } from './render';

serveWorker<ConvertJob, ConvertResult>(
  self as never,
  (job, progress) => renderImage(job, progress, (w, h) => new OffscreenCanvas(w, h)),
  (result) => [result.buffer],
);
