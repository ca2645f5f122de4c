import { defineDetector } from '@/lib/detect';

/** A TOML table header or a `key = value` line. */
const TOML_LINE = /^\s*(?:\[{1,2}[A-Za-z0-9_."-]+\]{1,2}|[A-Za-z0-9_."-]+\s*=\s*\S)/;
/** A YAML mapping key (`key: value` or `key:` before a block), a list item or a document marker. */
const YAML_LINE = /^\s*(?:[^\s#:'"{[][^:#\n]*:(?:\s|$)|-\s+\S|---\s*$|%YAML)/;

/** A YAML mapping key line, bare or after a list dash (`key: value`, `- name: x`). */
const YAML_KEY = /^\s*(?:-\s+)?[^\s#:'"{[-][^:#\n]*:(?:\s|$)/;

/** The lines that carry content (not blank, not comments). */
const contentLines = (text: string) =>
  text.split('\n', 200).filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));

export default defineDetector({
  detect: ({ text }) => {
    if (/^[[{]\s*["{[\d]/.test(text) || text.startsWith('<')) return null;
    const lines = contentLines(text);
    if (lines.length === 0) return null;
    const share = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length / lines.length;
    const toml = share(TOML_LINE);
    const yaml = share(YAML_LINE);
    // a lone `key: value` is as likely a sentence ('Note: …'); YAML needs two lines of it
    if (toml >= 0.8 && lines.length >= 2) return { score: 0.75, reason: 'TOML', kind: 'toml' };
    // a list and nothing else is as likely a Markdown or plain-text list: YAML needs a key somewhere
    const keyed = lines.some((line) => YAML_KEY.test(line) || /^---\s*$|^%YAML/.test(line));
    if (yaml >= 0.8 && lines.length >= 2 && keyed) return { score: 0.7, reason: 'YAML', kind: 'yaml' };
    return null;
  },
  examples: {
    matches: [
      'name: web\nports:\n  - 80\n  - 443',
      '---\nkind: Pod\nmetadata:\n  name: x',
      '[server]\nhost = "x"\nport = 80',
      'title = "TOML"\n[owner]\nname = "Tom"',
    ],
    misses: [
      'Note: this is a sentence.',
      '{"a": 1}',
      'hello world',
      'SELECT a FROM t',
      '<a>1</a>',
      '- milk\n- eggs\n- bread',
    ],
  },
});
