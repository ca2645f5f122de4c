import { defineDetector } from '@/lib/detect';

/** One cron field: `*`, numbers, names, ranges, steps and lists, with Quartz's `? L W #`. */
const FIELD = String.raw`(?:\*|\?|[\dA-Za-z]+(?:[-#][\dA-Za-z]+)?[LW]?|L|W)(?:\/\d+)?`;
const FIELDS = new RegExp(String.raw`^${FIELD}(?:,${FIELD})*(?:\s+${FIELD}(?:,${FIELD})*){4,6}$`);

export default defineDetector({
  detect: ({ text }) => {
    if (/^@(?:yearly|annually|monthly|weekly|daily|midnight|hourly|reboot)$/.test(text))
      return { score: 0.95, reason: 'Cron shortcut' };
    const expression = text.replace(/^CRON_TZ=\S+\s+|^cron\((.*)\)$/, '$1').trim();
    // numbers and words alone are a sentence or a list of numbers; a schedule has a * or a step or a range
    if (!FIELDS.test(expression) || !/[*?/-]/.test(expression)) return null;
    return { score: 0.9, reason: `Cron expression, ${expression.split(/\s+/).length} fields` };
  },
  examples: {
    matches: ['*/5 * * * *', '0 9 * * 1-5', '0 0 12 ? * MON-FRI *', 'cron(0 12 * * ? *)', '@daily'],
    misses: ['1 2 3 4 5', 'hello world this is text', '* *', 'SELECT * FROM t WHERE a = 1'],
  },
});
