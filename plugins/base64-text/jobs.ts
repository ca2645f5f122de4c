import { defineJobs } from '@/lib/defineJobs';
import { convert, type Mode } from './logic';

export interface ConvertRequest {
  mode: Mode;
  input: string;
  urlSafe: boolean;
}

export const base64TextJobs = defineJobs({
  convert: ({ mode, input, urlSafe }: ConvertRequest) => convert(mode, input, urlSafe),
});
