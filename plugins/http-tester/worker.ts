import { serveWorker } from '../../src/lib/runInWorker';
import { sendRequest, type HttpResponse, type SendJob } from './logic';

// decoding and pretty-printing a multi-megabyte body happens here, off the page's main thread
serveWorker<SendJob, HttpResponse>(self as never, ({ request, pageProtocol }) => sendRequest((url, init) => fetch(url, init), request, { pageProtocol }));
