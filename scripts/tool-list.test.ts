import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LIST_END,
  LIST_START,
  README_FILE,
  REFRESH_COMMAND,
  generateToolList,
  readToolList,
  toolListMarkdown,
  writeToolList,
} from './tool-list';

const groups = [
  { id: 'encoding', title: 'Encoding & Decoding', path: '/encoding' },
  { id: 'converters', title: 'Converters', path: '/converters' },
  { id: 'tools', title: 'Developer Tools', path: '/tools' },
] as const;

describe("README's tool list", () => {
  it('is the list the manifests give (refresh it with the command the failure prints)', async () => {
    const listed = readToolList(readFileSync(README_FILE, 'utf8'));
    expect(listed, `README.md has no '${LIST_START}' … '${LIST_END}' block`).not.toBeNull();
    expect(listed, `README.md's tool list differs from the manifests: run \`${REFRESH_COMMAND}\``).toBe(
      await generateToolList(),
    );
  });

  it('lists each tool under its own group, groups in their order, a group without tools left out', () => {
    const md = toolListMarkdown(groups, [
      { name: 'UUID Generator', path: '/tools/uuid', group: 'tools', description: 'Generate UUIDs.' },
      { name: 'Base64 Text', path: '/encode/base64text', group: 'encoding', description: 'Encode Base64.' },
      { name: 'URL Encoder', path: '/encode/url', group: 'encoding', description: 'Encode URLs.' },
    ]);
    expect(md).toBe(
      [
        '### Encoding & Decoding (`/encoding`)',
        '',
        '- **Base64 Text** (`/encode/base64text`): Encode Base64.',
        '- **URL Encoder** (`/encode/url`): Encode URLs.',
        '',
        '### Developer Tools (`/tools`)',
        '',
        '- **UUID Generator** (`/tools/uuid`): Generate UUIDs.',
      ].join('\n'),
    );
  });

  it('rewrites only the text between the markers, and reads back what it wrote', () => {
    const readme = `# Title\n\nIntro.\n\n${LIST_START}\nold list\n${LIST_END}\n\n## After\n`;
    const written = writeToolList(readme, '- new');
    expect(written).toBe(`# Title\n\nIntro.\n\n${LIST_START}\n\n- new\n\n${LIST_END}\n\n## After\n`);
    expect(readToolList(written)).toBe('- new');
    expect(writeToolList(written, '- new')).toBe(written);
  });

  it('refuses a README without both markers, naming them', () => {
    expect(readToolList(`# Title\n${LIST_START}\n`)).toBeNull();
    expect(() => writeToolList(`# Title\n${LIST_END}\n${LIST_START}\n`, '- new')).toThrow(LIST_END);
  });
});
