import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { Palette } from '@/theme/themes.ts';
import { srcAlias } from './aliases.ts';

/**
 * The web app manifest (installable site) and the `<head>` tags that go with it: the manifest link
 * and the browser-UI colour of each theme. Everything follows the base path.
 */

export const WEB_MANIFEST = 'manifest.webmanifest';

type Palettes = Record<'light' | 'dark', Palette>;

/** The browser UI takes the brand colour on the light theme and the page colour on the dark one. */
export function themeColors(palettes: Palettes) {
  return { light: palettes.light.primary, dark: palettes.dark.bg };
}

export interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  id: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

export function webManifest(
  basePath: string,
  palettes: Palettes,
  text: { name: string; shortName: string; description: string },
): WebManifest {
  const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `${basePath}icons/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    id: basePath,
    start_url: basePath,
    scope: basePath,
    display: 'standalone',
    // a manifest has one colour pair: the light theme's, which is also the default before the stored theme applies
    theme_color: themeColors(palettes).light,
    background_color: palettes.light.bg,
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('maskable-192.png', 192, 'maskable'),
      icon('maskable-512.png', 512, 'maskable'),
    ],
  };
}

/** The tags every page's `<head>` carries for the manifest and the browser UI colours. */
export function manifestHeadTags(basePath: string, palettes: Palettes): string {
  const colors = themeColors(palettes);
  return [
    `<link rel="manifest" href="${basePath}${WEB_MANIFEST}" />`,
    `<meta name="theme-color" content="${colors.light}" media="(prefers-color-scheme: light)" />`,
    `<meta name="theme-color" content="${colors.dark}" media="(prefers-color-scheme: dark)" />`,
  ].join('\n    ');
}

/** The site's name and description and the theme palettes, read as the app reads them (src/site.ts needs the build constants). */
async function loadSiteData(defines: Record<string, string>) {
  const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const [{ module: siteModule }, { module: themes }] = await Promise.all([
    runnerImport<typeof import('@/site')>(file('../src/site.ts'), { define: defines, resolve: { alias: srcAlias } }),
    runnerImport<typeof import('@/theme/themes')>(file('../src/theme/themes.ts'), { resolve: { alias: srcAlias } }),
  ]);
  return { site: siteModule.site, palettes: themes.palettes };
}

/** Emits manifest.webmanifest and links it, with the theme colours, from index.html (and so from every prerendered page). */
export function webManifestPlugin(defines: Record<string, string>): Plugin {
  let basePath = '/';
  let data: Awaited<ReturnType<typeof loadSiteData>> | undefined;
  const siteData = async () => (data ??= await loadSiteData(defines));
  return {
    name: 'web-manifest',
    configResolved(config) {
      basePath = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => {
        const tags = manifestHeadTags(basePath, (await siteData()).palettes);
        return html.replace('</head>', () => `  ${tags}\n  </head>`);
      },
    },
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      const { site, palettes } = await siteData();
      const manifest = webManifest(basePath, palettes, {
        name: `${site.name} – Developer Tools`,
        shortName: site.name,
        description: site.description,
      });
      this.emitFile({ type: 'asset', fileName: WEB_MANIFEST, source: JSON.stringify(manifest, null, 2) + '\n' });
    },
  };
}
