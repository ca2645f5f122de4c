import { describe, expect, it } from 'vitest';
import { siteChunkGroups, type ChunkContext } from './chunk-groups';

/** A module graph as the bundler describes it: each module's static importers. */
function graph(importers: Record<string, string[]>): ChunkContext {
  return {
    getModuleInfo: (id: string) => (id in importers ? { importers: importers[id] } : null),
  };
}

/** The chunk each group would put a module in: the first group by priority that names one. */
function chunkOf(id: string, context: ChunkContext, groups = siteChunkGroups()) {
  for (const group of [...groups].sort((x, y) => y.priority - x.priority)) {
    const name = group.name(id, context);
    if (name) return name;
  }
  return null;
}

describe('the chunk groups', () => {
  const modules = graph({
    '/app/src/main.tsx': [],
    '/app/src/lib/afterFirstPaint.ts': ['/app/src/main.tsx'],
    // imported by the entry and by the app: it stays with the entry
    '/app/src/lib/recorder.ts': ['/app/src/main.tsx', '/app/src/app/App.tsx'],
    '/app/src/app/App.tsx': ['/app/src/start.tsx'],
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

  it('puts the preload helper and what the entry imports in a small chunk of their own, though the app imports them too', () => {
    const groups = siteChunkGroups();
    expect(chunkOf('\0vite/preload-helper.js', modules, groups)).toBe('boot');
    expect(chunkOf('/app/src/lib/afterFirstPaint.ts', modules, groups)).toBe('boot');
    expect(chunkOf('/app/src/lib/recorder.ts', modules, groups)).toBe('boot');
    expect(chunkOf('/app/src/main.tsx', modules, groups)).toBeNull();
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

  it('leaves icons and what only lazy screens import to the bundler, cycles included', () => {
    const groups = siteChunkGroups();
    for (const id of [
      '/app/node_modules/lucide-react/dist/esm/icons/camera.mjs',
      '/app/plugins/uuid/Tool.tsx',
      '/app/src/registry/search.ts',
      '/app/src/registry/a.ts',
      '/app/src/registry/b.ts',
    ])
      expect(chunkOf(id, modules, groups), id).toBeNull();
  });
});
