import { defineExamples } from '@/lib/examples';
import { runRegex } from './logic';

/**
 * The example presets: loading one sets the pattern and resets the flags to g. The matches are
 * python3's: [m.group(0) for m in re.finditer(pattern, text)] (the patterns mean the same in both).
 */
export default defineExamples<{ pattern: string; flags: string; text: string }, string[]>({
  examples: [
    {
      name: 'Email',
      description: 'Matches email addresses such as jane.doe@example.com',
      input: {
        pattern: '[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}',
        flags: 'g',
        text: 'write to jane.doe@example.com or x@y',
      },
      output: ['jane.doe@example.com'],
    },
    {
      name: 'URL',
      description: 'Matches http and https URLs such as https://example.com/path?q=1',
      input: {
        pattern: "https?:\\/\\/[\\w.-]+(?:\\.[\\w.-]+)+[\\w\\-._~:/?#[\\]@!$&'()*+,;=%]*",
        flags: 'g',
        text: 'see https://example.com/a?b=1 and http://test.org.',
      },
      output: ['https://example.com/a?b=1', 'http://test.org.'],
    },
    {
      name: 'IP Address',
      description: 'Matches IPv4 addresses such as 192.168.1.1 (each part 0–255)',
      input: {
        pattern: '\\b(?:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\b',
        flags: 'g',
        text: '192.168.1.1 256.1.1.1 10.0.0.255',
      },
      output: ['192.168.1.1', '10.0.0.255'],
    },
    {
      name: 'Date (YYYY-MM-DD)',
      description: 'Matches ISO dates such as 2024-01-31',
      input: {
        pattern: '\\b\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])\\b',
        flags: 'g',
        text: '2024-01-31 2024-13-01 1999-12-09',
      },
      output: ['2024-01-31', '1999-12-09'],
    },
    {
      name: 'Phone Number',
      description: 'Matches US phone numbers such as (555) 123-4567 or +1-555-123-4567',
      input: {
        pattern: '(?:\\+?1[-.\\s]?)?\\(?\\d{3}\\)?[-.\\s]?\\d{3}[-.\\s]?\\d{4}',
        flags: 'g',
        text: 'call (555) 123-4567 or +1-555-123-4567',
      },
      output: ['(555) 123-4567', '+1-555-123-4567'],
    },
  ],
  run: ({ pattern, flags, text }) => {
    const result = runRegex(pattern, flags, text);
    return result.ok ? result.matches.map((m) => m.fullMatch) : [result.error];
  },
});
