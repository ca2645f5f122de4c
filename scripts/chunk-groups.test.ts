import { describe, expect, it } from 'vitest';
import { siteChunkGroups, type ChunkContext } from './chunk-groups';

/** A module graph as the bundler describes it: each module's static importers. */
function graph(importers: Record<string, string[]>): ChunkContext {
  return { getModuleInfo: (id: string) => (id in importers ? { importers: importers[id] } : null) };
}

/** The chunk each group would put a module in: the first group by priority that names one. */
function chunkOf(id: string, context: ChunkContext, groups = siteChunkGroups()) {
  for (const group of [...groups].sort((a, b) => b.priority - a.priority)) {
    if (typeof group.name === 'string') {
      if (group.test?.test(id)) return group.name;
    } else {
      const name = group.name(id, context);
      if (name) return name;
    }
  }
  return null;
}

describe('the chunk groups', () => {
  const modules = graph({
    '/app/src/main.tsx': [],
    '/app/src/lib/afterFirstPaint.ts': ['/app/src/main.tsx'],
    '\0vite/preload-helper.js': ['/app/src/main.tsx', '/app/src/registry/index.ts'],
    // the entry imports the first render after the first paint: dynamically
    '/app/src/start.tsx': [],
    '/app/src/shell/Header.tsx': ['/app/src/start.tsx'],
    '/app/src/ui/index.ts': ['/app/src/shell/Header.tsx'],
    '/app/node_modules/lucide-react/dist/esm/icons/camera.mjs': ['/app/src/ui/index.ts'],
    '/app/src/registry/index.ts': ['/app/src/shell/Header.tsx'],
    '/app/plugins/uuid/manifest.ts': ['/app/src/registry/index.ts'],
    '/app/plugins/uuid/options.ts': ['/app/plugins/uuid/manifest.ts', '/app/plugins/uuid/Tool.tsx'],
    // a lazy screen: no static importer
    '/app/plugins/uuid/Tool.tsx': [],
    '/app/src/shell/SearchDialog.tsx': [],
    '/app/src/registry/search.ts': ['/app/src/shell/SearchDialog.tsx'],
    // a cycle that never reaches the first render
    '/app/src/registry/a.ts': ['/app/src/registry/b.ts'],
    '/app/src/registry/b.ts': ['/app/src/registry/a.ts', '/app/src/shell/SearchDialog.tsx'],
  });

  it('gives the preload helper a chunk of its own, though the catalogue imports it too', () => {
    expect(chunkOf('\0vite/preload-helper.js', modules)).toBe('preload-helper');
  });

  it('holds the manifests, options and registry modules the first render loads in the catalogue', () => {
    const groups = siteChunkGroups();
    expect(chunkOf('/app/src/registry/index.ts', modules, groups)).toBe('catalogue');
    expect(chunkOf('/app/plugins/uuid/manifest.ts', modules, groups)).toBe('catalogue');
    expect(chunkOf('/app/plugins/uuid/options.ts', modules, groups)).toBe('catalogue');
  });

  it('holds the rest of the first render in the app chunk, the app itself included', () => {
    expect(chunkOf('/app/src/start.tsx', modules)).toBe('app');
    expect(chunkOf('/app/src/shell/Header.tsx', modules)).toBe('app');
    expect(chunkOf('/app/src/ui/index.ts', modules)).toBe('app');
  });

  it('leaves the entry, icons and what only lazy screens import to the bundler, cycles included', () => {
    const groups = siteChunkGroups();
    for (const id of [
      '/app/src/main.tsx',
      '/app/src/lib/afterFirstPaint.ts',
      '/app/node_modules/lucide-react/dist/esm/icons/camera.mjs',
      '/app/plugins/uuid/Tool.tsx',
      '/app/src/registry/search.ts',
      '/app/src/registry/a.ts',
      '/app/src/registry/b.ts',
    ])
      expect(chunkOf(id, modules, groups), id).toBeNull();
  });
});
