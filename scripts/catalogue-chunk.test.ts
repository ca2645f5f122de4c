import { describe, expect, it } from 'vitest';
import { catalogueChunk, type ChunkModuleInfo } from './catalogue-chunk';

/** A module graph as rollup describes it: each module's static importers; entries have none. */
function graph(importers: Record<string, string[]>, entries: string[]) {
  return {
    getModuleInfo: (id: string): ChunkModuleInfo | null =>
      id in importers || entries.includes(id)
        ? { isEntry: entries.includes(id), importers: importers[id] ?? [] }
        : null,
  };
}

describe('the catalogue chunk', () => {
  const modules = graph(
    {
      '/app/src/main.tsx': [],
      '/app/src/registry/index.ts': ['/app/src/shell/Header.tsx'],
      '/app/src/shell/Header.tsx': ['/app/src/main.tsx'],
      '/app/plugins/uuid/manifest.ts': ['/app/src/registry/index.ts'],
      '/app/plugins/uuid/options.ts': ['/app/plugins/uuid/manifest.ts', '/app/plugins/uuid/Tool.tsx'],
      // the search dialog is imported dynamically: it has no static importer
      '/app/src/shell/SearchDialog.tsx': [],
      '/app/src/registry/search.ts': ['/app/src/shell/SearchDialog.tsx'],
      // a cycle that never reaches the entry
      '/app/src/registry/a.ts': ['/app/src/registry/b.ts'],
      '/app/src/registry/b.ts': ['/app/src/registry/a.ts', '/app/src/shell/SearchDialog.tsx'],
    },
    ['/app/src/main.tsx'],
  );

  it('holds the manifests, options and registry modules the first render loads', () => {
    const chunk = catalogueChunk();
    expect(chunk('/app/src/registry/index.ts', modules)).toBe('catalogue');
    expect(chunk('/app/plugins/uuid/manifest.ts', modules)).toBe('catalogue');
    expect(chunk('/app/plugins/uuid/options.ts', modules)).toBe('catalogue');
  });

  it('leaves a registry module that only a lazy screen imports with that screen, cycles included', () => {
    const chunk = catalogueChunk();
    expect(chunk('/app/src/registry/search.ts', modules)).toBeUndefined();
    expect(chunk('/app/src/registry/a.ts', modules)).toBeUndefined();
    expect(chunk('/app/src/registry/b.ts', modules)).toBeUndefined();
  });

  it('names no chunk for the rest of the code', () => {
    expect(catalogueChunk()('/app/src/shell/Header.tsx', modules)).toBeUndefined();
  });
});
