import { defineJobs } from '@/lib/defineJobs';
import { readForView, wholeDump } from './logic';

export const hexJobs = defineJobs(
  {
    /** a chosen file: its bytes and the dump of their start */
    read: (file: File, { progress }) => readForView(file, progress),
    /** the whole dump of bytes the page holds, for Download */
    dump: ({ bytes }: { bytes: Uint8Array }, { progress }) => wholeDump(bytes, progress),
  },
  // the bytes are moved to the page, not copied: a 100 MB file is not held twice
  { read: (result) => (result.ok ? [result.bytes.buffer] : []) },
);
