import { serveWorker } from '../../src/lib/runInWorker';
import { convertFile, type ConvertResult } from './logic';

serveWorker<{ file: Blob }, ConvertResult>(self as never, ({ file }, progress) =>
  convertFile(file, { onProgress: (done, total) => progress(total > 0 ? done / total : 1) }),
);
