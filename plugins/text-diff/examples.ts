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
