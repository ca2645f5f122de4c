import { describe, expect, it } from 'vitest';
import { siteFiles } from './site-files';
import { failOnIneffectiveDynamicImport } from './vite-plugins';

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
