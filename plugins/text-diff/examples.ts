import { defineExamples } from '@/lib/examples';
import type { DiffOptions } from './constants';
import { diffReport } from './report';

interface DiffExampleInput {
  original: string;
  modified: string;
  options: DiffOptions;
}

/**
 * The unified diffs are python3's: ''.join(difflib.unified_diff(a.splitlines(True),
 * b.splitlines(True), 'original', 'modified')); the counts are its `-` and `+` lines.
 */
export default defineExamples<DiffExampleInput, { added: number; removed: number; unified: string | null } | string>({
  examples: [
    {
      name: 'a changed line and an added one',
      input: {
        original: 'apples: 3\nbananas: 5\ncherries: 7\n',
        modified: 'apples: 3\nbananas: 6\ncherries: 7\ndates: 2\n',
        options: { mode: 'line' },
      },
      output: {
        added: 2,
        removed: 1,
        unified:
          '--- original\n+++ modified\n@@ -1,3 +1,4 @@\n apples: 3\n-bananas: 5\n+bananas: 6\n cherries: 7\n+dates: 2\n',
      },
    },
  ],
  run: ({ original, modified, options }) => {
    const report = diffReport(original, modified, options);
    return report.ok ? { added: report.added, removed: report.removed, unified: report.unified } : report.message;
  },
});

/** Deterministic pseudo-random lines of lowercase letters (a linear congruential generator): the large texts of the e2e and the bench. */
export function randomLines(seed: number, count: number, length = 60): string[] {
  let x = seed;
  return Array.from({ length: count }, () => {
    let line = '';
    for (let i = 0; i < length; i++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      line += String.fromCharCode(97 + (x % 26));
    }
    return line;
  });
}
