import { defineDetector } from '@/lib/detect';

/** A statement's first keyword, and a second keyword that such a statement has. */
const STATEMENT =
  /^(?:--[^\n]*\n\s*)*(?:SELECT\b[\s\S]*\bFROM\b|INSERT\s+INTO\b|UPDATE\b[\s\S]*\bSET\b|DELETE\s+FROM\b|CREATE\s+(?:OR\s+REPLACE\s+)?(?:TABLE|VIEW|INDEX|FUNCTION|PROCEDURE|TRIGGER)\b|ALTER\s+TABLE\b|DROP\s+(?:TABLE|VIEW|INDEX)\b|WITH\b[\s\S]*\bAS\s*\()/i;

export default defineDetector({
  detect: ({ text }) => (STATEMENT.test(text) ? { score: 0.9, reason: 'SQL', kind: 'sql' } : null),
  examples: {
    matches: [
      'SELECT id, name FROM users WHERE id = 1',
      'insert into t (a) values (1)',
      'WITH x AS (SELECT 1) SELECT * FROM x',
    ],
    misses: ['select a colour', 'Update: the build is fixed', 'hello', '*/5 * * * *'],
  },
});
