import { defineJobs } from '@/lib/defineJobs';
import { convertFile } from './logic';

export const fileToBase64Jobs = defineJobs({
  convert: (file: File, { progress }) =>
    convertFile(file, { onProgress: (done, total) => progress(total > 0 ? done / total : 1) }),
});
