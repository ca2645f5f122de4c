import { describe, expect, it } from 'vitest';
import { siteChunkGroups, type ChunkContext } from './chunk-groups';

/** A module graph as the bundler describes it: each module's static importers, and its dynamic ones. */
function graph(importers: Record<string, string[]>, dynamicImporters: Record<string, string[]> = {}): ChunkContext {
  return {
    getModuleInfo: (id: string) =>
      id in importers ? { importers: importers[id], dynamicImporters: dynamicImporters[id] ?? [] } : null,
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
  const modules = graph(
    {
      '/app/src/main.tsx': [],
      '/app/src/lib/afterFirstPaint.ts': ['/app/src/main.tsx'],
      // imported by the entry and by the app: it stays with the entry
      '/app/src/lib/recorder.ts': ['/app/src/main.tsx', '/app/src/app/App.tsx'],
      '/app/src/app/App.tsx': ['/app/src/start.tsx'],
      '\0vite/preload-helper.js': ['/app/src/main.tsx', '/app/src/registry/index.ts'],
      // the entry imports the first render after the first paint: dynamically
      '/app/src/start.tsx': [],
      '/app/src/reactStage.ts': ['/app/src/start.tsx'],
      '/app/src/lib/nextTask.ts': ['/app/src/reactStage.ts', '/app/src/start.tsx'],
      '/app/node_modules/react-dom/client.js': ['/app/src/reactStage.ts', '/app/src/start.tsx'],
      '/app/node_modules/react/index.js': ['/app/node_modules/react-dom/client.js', '/app/src/shell/Header.tsx'],
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
    },
    { '/app/src/shell/SearchDialog.tsx': ['/app/src/shell/Header.tsx'] },
  );

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

  it('puts React and the module that waits a task after it in a chunk of their own', () => {
    const groups = siteChunkGroups();
    for (const id of [
      '/app/src/reactStage.ts',
      '/app/src/lib/nextTask.ts',
      '/app/node_modules/react-dom/client.js',
      '/app/node_modules/react/index.js',
    ])
      expect(chunkOf(id, modules, groups), id).toBe('react');
    expect(chunkOf('/app/src/shell/Header.tsx', modules, groups)).toBe('app');
  });

  it('holds the rest of the first render in the app chunk, the app itself included', () => {
    expect(chunkOf('/app/src/start.tsx', modules)).toBe('app');
    expect(chunkOf('/app/src/shell/Header.tsx', modules)).toBe('app');
    expect(chunkOf('/app/src/ui/index.ts', modules)).toBe('app');
  });

  it("leaves icons and what only the site's lazy screens import to the bundler, cycles included", () => {
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

describe('the tool kit', () => {
  const screens = {
    '/app/src/app/ToolFrame.tsx': ['/app/src/app/routes.tsx'],
    '/app/plugins/uuid/Tool.tsx': ['/app/src/registry/index.ts'],
    '/app/plugins/cidr/Tool.tsx': ['/app/src/registry/index.ts'],
    '/app/src/pages/AboutPage.tsx': ['/app/src/app/routes.tsx'],
  };
  const modules = graph(
    {
      '/app/src/start.tsx': [],
      '/app/src/app/routes.tsx': ['/app/src/start.tsx'],
      '/app/src/registry/index.ts': ['/app/src/start.tsx'],
      '/app/src/ui/Button.tsx': ['/app/src/start.tsx', '/app/plugins/uuid/Tool.tsx'],
      '/app/src/app/ToolFrame.tsx': [],
      '/app/plugins/uuid/Tool.tsx': [],
      '/app/plugins/cidr/Tool.tsx': [],
      '/app/src/pages/AboutPage.tsx': [],
      '/app/src/ui/CopyButton.tsx': ['/app/src/app/ToolFrame.tsx', '/app/plugins/uuid/Tool.tsx'],
      '/app/node_modules/lucide-react/dist/esm/icons/copy.mjs': ['/app/src/ui/CopyButton.tsx'],
      '/app/node_modules/@codemirror/view/dist/index.js': ['/app/plugins/cidr/Tool.tsx'],
      '/app/plugins/cidr/logic.ts': ['/app/plugins/cidr/Tool.tsx'],
      '/app/src/pages/PageHeader.tsx': ['/app/src/pages/AboutPage.tsx', '/app/src/app/ToolFrame.tsx'],
    },
    screens,
  );
  const toolkit = siteChunkGroups().find((group) => group.debugName === 'toolkit')!;

  it("holds the site's own code and icons that several lazy screens share, in one chunk", () => {
    expect(toolkit.name('/app/src/ui/CopyButton.tsx', modules)).toBe('toolkit');
    expect(toolkit.name('/app/node_modules/lucide-react/dist/esm/icons/copy.mjs', modules)).toBe('toolkit');
    expect(toolkit.minShareCount).toBeGreaterThan(1);
  });

  it("leaves out the first render, packages, plugins and what the site's other pages import", () => {
    for (const id of [
      '/app/src/ui/Button.tsx',
      '/app/node_modules/@codemirror/view/dist/index.js',
      '/app/plugins/cidr/logic.ts',
      '/app/src/pages/PageHeader.tsx',
      '/app/src/pages/AboutPage.tsx',
    ])
      expect(toolkit.name(id, modules), id).toBeNull();
  });
});
