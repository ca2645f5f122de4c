import { defineDetector } from '@/lib/detect';

const DELIMITERS = [',', ';', '\t', '|'] as const;
const NAMES: Record<(typeof DELIMITERS)[number], string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' };

/** Fields on a line outside quotes, for a delimiter. */
function fieldCount(line: string, delimiter: string): number {
  let count = 1;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === delimiter && !quoted) count++;
  }
  return count;
}

export default defineDetector({
  detect: ({ text, complete }) => {
    const lines = text.split(/\r?\n/, 50);
    // the last line of a cut text may be cut too
    const whole = complete ? lines : lines.slice(0, -1);
    if (whole.length < 2 || /^[[{<]/.test(text)) return null;
    for (const delimiter of DELIMITERS) {
      const counts = whole.map((line) => fieldCount(line, delimiter));
      if (counts[0] >= 2 && counts.every((n) => n === counts[0]))
        return {
          score: delimiter === ',' || delimiter === '\t' ? 0.8 : 0.65,
          reason: `CSV, ${counts[0]} columns (${NAMES[delimiter]})`,
          kind: 'csv',
        };
    }
    return null;
  },
  examples: {
    matches: ['id,name\n1,Ada\n2,Grace', 'a;b;c\n1;2;3', 'x\ty\n1\t2', 'name,quote\nAda,"Hi, there"'],
    misses: ['one line, with a comma', 'hello\nworld', '{"a": 1}', 'a,b\n1,2,3'],
  },
});
