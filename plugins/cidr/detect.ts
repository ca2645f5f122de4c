import { defineDetector } from '@/lib/detect';

const V4 = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}`;
const V6 = String.raw`[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*`;
const ENTRY = new RegExp(String.raw`^(?:${V4}(?:\/\d{1,2}|\s+${V4}|\s*-\s*${V4})?|${V6}(?:\/\d{1,3})?)$`);

export default defineDetector({
  detect: ({ text }) => {
    const lines = text
      .split(/\r?\n/, 100)
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0 || !lines.every((line) => ENTRY.test(line))) return null;
    // a v6 match needs two colons and a hex digit, so '::' alone or a time '12:30' is not an address
    if (lines.some((line) => line.includes(':') && !/:.*:/.test(line))) return null;
    const cidr = lines.some((line) => line.includes('/'));
    return {
      score: 0.95,
      reason: lines.length > 1 ? `${lines.length} addresses or networks` : cidr ? 'Network (CIDR)' : 'IP address',
    };
  },
  examples: {
    matches: ['192.168.1.0/24', '10.0.0.1', '2001:db8::/32', '10.0.0.0 - 10.0.0.255', '10.0.0.0/8\n172.16.0.0/12'],
    misses: ['1.2.3', '256.1.1.1', '12:30', 'hello', '1.2.3.4.5'],
  },
});
