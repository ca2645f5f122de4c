import { defineJobs } from '@/lib/defineJobs';
import { handleRegexRequest } from './logic';

/** One test of a pattern; the replacement is '' when none was given. */
export interface RegexTest {
  pattern: string;
  flags: string;
  text: string;
  replacement: string;
}

// one test per worker: the page terminates it when the time limit passes
export const regexJobs = defineJobs({
  test: ({ pattern, flags, text, replacement }: RegexTest) =>
    handleRegexRequest({ pattern, flags, text, replacement: replacement === '' ? undefined : replacement }),
});
