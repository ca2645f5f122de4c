import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PROJECT_FILES = [
  'src',
  'plugins',
  'scripts',
  'tests',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'eslint.config.js',
  '.prettierrc.json',
  '.prettierignore',
];
const ICON = 'case-sensitive';

/** The first path of a lucide icon's drawing, to find the icon in rendered HTML. */
function lucidePath(name: string): string {
  const source = readFileSync(join(process.cwd(), 'node_modules/lucide-react/dist/esm/icons', `${name}.mjs`), 'utf8');
  const match = /\bd: "([^"]+)"/.exec(source);
  if (!match) throw new Error(`no path in lucide icon ${name}`);
  return match[1];
}

describe('a plugin folder dropped into plugins/', () => {
  it('gets its own prerendered page with its lucide icon, header rule and sitemap entry from `vite build`, and its own e2e spec passes, with no other edit: a transform tool, a generator, a file tool and a bespoke one', () => {
    const root = mkdtempSync(join(tmpdir(), 'drop-in-'));
    try {
      for (const name of PROJECT_FILES) cpSync(name, join(root, name), { recursive: true });
      symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'));
      execFileSync(
        'node',
        ['scripts/new-plugin.mjs', 'text-case', '--group', 'formatters', '--name', 'Text Case', '--icon', ICON],
        { cwd: root },
      );
      execFileSync(
        'node',
        ['scripts/new-plugin.mjs', 'text-shout', '--group', 'formatters', '--name', 'Text Shout', '--bespoke'],
        { cwd: root },
      );
      execFileSync('node', ['scripts/new-plugin.mjs', 'token-maker', '--kind', 'generate', '--name', 'Token Maker'], {
        cwd: root,
      });
      execFileSync('node', ['scripts/new-plugin.mjs', 'byte-count', '--kind', 'file', '--name', 'Byte Count'], {
        cwd: root,
      });
      // the new folders keep every lint rule (import order and boundaries among them) and the format as written
      const folders = ['plugins/text-case', 'plugins/text-shout', 'plugins/token-maker', 'plugins/byte-count'];
      execFileSync(
        'node',
        [join(process.cwd(), 'node_modules/eslint/bin/eslint.js'), '--max-warnings', '0', ...folders],
        { cwd: root, stdio: 'pipe' },
      );
      execFileSync('node', [join(process.cwd(), 'node_modules/prettier/bin/prettier.cjs'), '--check', ...folders], {
        cwd: root,
        stdio: 'pipe',
      });
      execFileSync('node', [join(process.cwd(), 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
        cwd: root,
        stdio: 'pipe',
        env: { ...process.env, NODE_ENV: 'production' },
      });

      const page = join(root, 'dist/format/text-case.html');
      expect(existsSync(page)).toBe(true);
      const html = readFileSync(page, 'utf8');
      expect(html).toContain('<title>Text Case | DevUtils</title>');
      expect(html).toMatch(/<h1[^>]*>Text Case<\/h1>/);
      expect(html).toContain('<link rel="canonical" href="https://devutils.app/format/text-case"/>');
      expect(readFileSync(join(root, 'dist/_headers'), 'utf8')).toContain('\n/format/text-case\n');
      expect(readFileSync(join(root, 'dist/sitemap.xml'), 'utf8')).toContain('/format/text-case</loc>');
      // and it is a link on its group's page
      expect(readFileSync(join(root, 'dist/formatters.html'), 'utf8')).toContain('href="/format/text-case"');
      // the icon its manifest names, which no other tool uses, is drawn on its page
      expect(html).toContain(lucidePath(ICON));

      expect(existsSync(join(root, 'dist/format/text-shout.html'))).toBe(true);
      // the generator's page holds no token: it is drawn once the page is live
      const generator = readFileSync(join(root, 'dist/tools/token-maker.html'), 'utf8');
      expect(generator).toMatch(/<h1[^>]*>Token Maker<\/h1>/);
      expect(generator).toContain('aria-label="Generated token"');
      // the file tool's page offers its file card before it is live
      const fileTool = readFileSync(join(root, 'dist/tools/byte-count.html'), 'utf8');
      expect(fileTool).toMatch(/<h1[^>]*>Byte Count<\/h1>/);
      expect(fileTool).toContain('No file selected.');

      // the specs in their folders run with the rest of the end-to-end suite, on the ports the run was given if any
      const port = process.env.E2E_PORT ?? String(4300 + Math.floor(Math.random() * 600));
      const run = execFileSync(
        'node',
        [
          join(process.cwd(), 'node_modules/@playwright/test/cli.js'),
          'test',
          '-c',
          'tests/playwright.config.ts',
          'plugins/text-case/',
          'plugins/text-shout/',
          'plugins/token-maker/',
          'plugins/byte-count/',
          '--reporter=line',
        ],
        {
          cwd: root,
          env: {
            ...process.env,
            E2E_PORT: port,
            E2E_NGINX_PORT: process.env.E2E_NGINX_PORT ?? String(Number(port) + 1000),
            CI: '1',
          },
          encoding: 'utf8',
        },
      );
      expect(run).toMatch(/4 passed/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 240_000);
});
