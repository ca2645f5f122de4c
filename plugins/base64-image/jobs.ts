import { defineJobs } from '@/lib/defineJobs';
import { decodeBase64Image, transferablesOf } from './logic';

export const base64ImageJobs = defineJobs(
  { decode: (input: string) => decodeBase64Image(input) },
  { decode: transferablesOf },
);
