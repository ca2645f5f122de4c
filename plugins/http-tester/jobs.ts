import { defineJobs } from '@/lib/defineJobs';
import { sendRequest, type SendJob } from './logic';

// decoding and pretty-printing a multi-megabyte body happens in the worker, off the page's main thread
export const httpJobs = defineJobs({
  send: ({ request, pageProtocol }: SendJob, { signal }) =>
    sendRequest((url, init) => fetch(url, init), request, { pageProtocol, signal }),
});
