import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteFiles } from './site-files';
import {
  failOnIneffectiveDynamicImport,
  PARSE_SLICE_MS,
  parseInShortSlices,
  STYLE_MOD_CSSOM,
  styleModThroughCssom,
} from './vite-plugins';

describe('build plugins', () => {
  it('an ineffective dynamic import fails the build', () => {
    const plugin = failOnIneffectiveDynamicImport();
    const onLog = plugin.onLog as (level: string, log: { code?: string; message: string }) => void;
    expect(() =>
      onLog('warn', {
        code: 'INEFFECTIVE_DYNAMIC_IMPORT',
        message:
          'plugins/a/Tool.tsx is dynamically imported by src/registry/index.ts but also statically imported by src/main.tsx',
      }),
    ).toThrow(/Ineffective dynamic import/);
    expect(() => onLog('warn', { code: 'OTHER', message: 'something else' })).not.toThrow();
  });
  it('sitemap.xml lists the home page, the groups, every tool and the static pages; robots.txt points at it', async () => {
    const files = await siteFiles('https://devutils.app');
    const sitemap = files.find((f) => f.name === 'sitemap.xml')!.content;
    for (const p of [
      '/',
      '/encoding',
      '/converters',
      '/formatters',
      '/tools',
      '/encode/base64text',
      '/tools/uuid',
      '/sitemap',
      '/faq',
    ]) {
      expect(sitemap).toContain(`<loc>https://devutils.app${p}</loc>`);
    }
    expect(sitemap).not.toContain('/encode/base64-text<');
    expect(files.find((f) => f.name === 'robots.txt')!.content).toContain('Sitemap: https://devutils.app/sitemap.xml');
  });
  it('a site under a base path lists its pages and sitemap under that path', async () => {
    const files = await siteFiles('https://intranet.example/devtools');
    const sitemap = files.find((f) => f.name === 'sitemap.xml')!.content;
    expect(sitemap).toContain('<loc>https://intranet.example/devtools/</loc>');
    expect(sitemap).toContain('<loc>https://intranet.example/devtools/encode/base64text</loc>');
    expect(sitemap).not.toContain('https://devutils.app');
    expect(files.find((f) => f.name === 'robots.txt')!.content).toContain(
      'Sitemap: https://intranet.example/devtools/sitemap.xml',
    );
  });
});

describe('CodeMirror’s styles through the CSSOM', () => {
  const source = readFileSync(join(__dirname, '..', 'node_modules', 'style-mod', 'src', 'style-mod.js'), 'utf8');

  it('rewrites the installed style-mod so its <style> element stays empty and gets its rules through the sheet', () => {
    const patched = styleModThroughCssom(source);
    expect(patched).not.toContain('this.styleTag.textContent = text');
    expect(patched).toContain(STYLE_MOD_CSSOM);
  });

  it('fails the build when style-mod has changed', () => {
    expect(() => styleModThroughCssom('export class StyleModule {}')).toThrow(/style-mod/);
  });

  it('the rewritten code fills an empty element with every rule, first in the head', async () => {
    const patched = styleModThroughCssom(source);
    const { StyleModule } = await import(`data:text/javascript;base64,${Buffer.from(patched).toString('base64')}`);
    document.head.append(document.createElement('meta'));
    const a = new StyleModule({ '.a': { color: 'red' } });
    const b = new StyleModule({ '.b': { marginTop: '1px' } });
    StyleModule.mount(document, [a, b]);
    const tag = document.head.firstElementChild;
    if (!(tag instanceof HTMLStyleElement)) throw new Error('no <style> first in the head');
    expect(tag.textContent).toBe('');
    expect(Array.from(tag.sheet?.cssRules ?? [], (r) => r.cssText.replace(/\s+/g, ''))).toEqual([
      '.a{color:red;}',
      '.b{margin-top:1px;}',
    ]);
  });
});

describe('CodeMirror parses in short slices', () => {
  const source = readFileSync(
    join(__dirname, '..', 'node_modules', '@codemirror', 'language', 'dist', 'index.js'),
    'utf8',
  );

  it('rewrites the installed @codemirror/language so no slice of its background parse runs past the limit', () => {
    const patched = parseInShortSlices(source);
    expect(patched).not.toContain('100 /* Work.Slice */');
    expect(patched).toContain(`Math.min(this.chunkBudget, ${PARSE_SLICE_MS},`);
    expect(PARSE_SLICE_MS).toBeLessThan(50);
  });

  it('fails the build when @codemirror/language has changed', () => {
    expect(() => parseInShortSlices('export class Language {}')).toThrow(/@codemirror\/language/);
  });
});
