import { defineJobs } from '@/lib/defineJobs';
import { csvToJson, jsonToCsv, type DelimiterChoice, type Mode } from './logic';

export interface ConvertRequest {
  mode: Mode;
  input: string;
  delimiter: DelimiterChoice;
  header: boolean;
  inferTypes: boolean;
  nested: boolean;
  lineEnding: 'crlf' | 'lf';
  guard: boolean;
}

/** The tool's work: small inputs run in the page, large ones in worker.ts (the job policy decides). */
export const csvJsonJobs = defineJobs({
  convert: ({ mode, input, ...options }: ConvertRequest) =>
    mode === 'csv-json' ? csvToJson(input, options) : jsonToCsv(input, options),
});
