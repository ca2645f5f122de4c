import { defineJobs } from '@/lib/defineJobs';
import { convertBase64ToPdf, transferablesOf } from './logic';

export const base64PdfJobs = defineJobs(
  { convert: (input: string, { progress }) => convertBase64ToPdf(input, progress) },
  { convert: transferablesOf },
);
