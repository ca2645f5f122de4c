import { serveWorker } from '../../src/lib/runInWorker';
import { convertUrl, type UrlConvertResult, type UrlDirection, type UrlTarget } from './logic';

serveWorker<{ input: string; direction: UrlDirection; target: UrlTarget }, UrlConvertResult>(self as never, ({ input, direction, target }) =>
  convertUrl(input, direction, target),
);
