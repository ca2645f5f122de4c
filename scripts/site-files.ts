import { readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { ToolManifest } from '@/registry/types';
import { srcAlias } from './aliases.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Imports a project file in Node through Vite, with the `@/` alias the sources use. */
const importSource = <T>(file: string) => runnerImport<T>(file, { resolve: { alias: srcAlias } });

export interface SiteFile {
  name: string;
  content: string;
}

interface Loaded {
  folder: string;
  manifest: ToolManifest;
}

/** Loads every plugin manifest in Node and validates it exactly as the registry does (with ajv). */
export async function loadManifests(): Promise<Loaded[]> {
  const { module: validateMod } = await importSource<typeof import('@/registry/validate')>(
    join(root, 'src/registry/validate.ts'),
  );
  const { module: buildMod } = await importSource<typeof import('@/registry/build')>(
    join(root, 'src/registry/build.ts'),
  );
  const { module: pagesMod } = await importSource<typeof import('@/sitePages')>(join(root, 'src/sitePages.ts'));
  const dir = join(root, 'plugins');
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
    .map((d) => d.name);
  const manifests: Record<string, unknown> = {};
  const components: Record<string, () => Promise<never>> = {};
  for (const folder of folders) {
    const file = join(dir, folder, 'manifest.ts');
    // like the registry's glob: a folder becomes a tool when it has a manifest
    if (!existsSync(file)) continue;
    const { module } = await importSource<{ default: unknown }>(file);
    manifests[`../../plugins/${folder}/manifest.ts`] = module;
    for (const screen of buildMod.SCREEN_FILES) {
      if (existsSync(join(dir, folder, screen)))
        components[`../../plugins/${folder}/${screen}`] = () => new Promise<never>(() => {});
    }
  }
  const registry = buildMod.buildRegistry({
    manifests: manifests as never,
    components,
    toComponent: () => () => null,
    validate: validateMod.createManifestValidator(),
    reservedPaths: pagesMod.reservedPaths,
  });
  return registry.tools.map((t) => ({ folder: t.folder, manifest: t.manifest }));
}

/** sitemap.xml and robots.txt from the manifests, for the site published at `publicRoot` (scripts/deployment.ts). */
export async function siteFiles(publicRoot: string): Promise<SiteFile[]> {
  const { module: groupsMod } = await importSource<typeof import('@/registry/groups')>(
    join(root, 'src/registry/groups.ts'),
  );
  const base = publicRoot.replace(/\/$/, '');
  const tools = await loadManifests();
  const { module: pagesMod } = await importSource<typeof import('@/sitePages')>(join(root, 'src/sitePages.ts'));
  const paths = [
    '/',
    ...groupsMod.groups.map((g) => g.path),
    ...tools.map((t) => t.manifest.path),
    ...pagesMod.sitePages.map((p) => p.path),
  ];
  const today = new Date().toISOString().slice(0, 10);
  const urls = paths
    .map((p) => `  <url>\n    <loc>${base}${p === '/' ? '/' : p}</loc>\n    <lastmod>${today}</lastmod>\n  </url>`)
    .join('\n');
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`;
  return [
    { name: 'sitemap.xml', content: sitemap },
    { name: 'robots.txt', content: robots },
  ];
}
