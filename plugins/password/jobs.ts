/** The work of the tool's worker: estimating a typed password's strength. */
import { defineJobs } from '@/lib/defineJobs';
import type { StrengthReport } from './strengthTypes';

export interface StrengthRequest {
  password: string;
}

export const passwordJobs = defineJobs({
  // zxcvbn and its dictionaries load with the first check, not with the worker
  strength: async ({ password }: StrengthRequest): Promise<StrengthReport> =>
    (await import('./strength')).checkStrength(password),
});
