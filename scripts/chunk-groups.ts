/** What the bundler tells a chunk group about a module: who imports it statically. */
export interface ChunkModuleInfo {
  importers: readonly string[];
}
export interface ChunkContext {
  getModuleInfo: (id: string) => ChunkModuleInfo | null;
}

const CATALOGUE = /\/plugins\/[^/]+\/(manifest|options)\.ts$|\/src\/registry\//;
/** The page's entry: what it imports runs before the first paint. */
const ENTRY = /\/src\/main\.tsx$/;
/** The app's first render: the entry imports it after the first paint (see src/main.tsx). */
const FIRST_RENDER = /\/src\/start\.tsx$/;
/**
 * Icons: the first render's static imports reach every icon through the design system's index, but it
 * draws few of them; the rest belong with the lazy screens that draw them (the bundler drops unused
 * exports only after chunks are formed).
 */
const ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/** Vite's helper for dynamic imports, which the entry itself needs. */
const PRELOAD_HELPER = /vite[\\/]preload-helper/;

/**
 * Whether a module is reached from a root by static imports alone, remembered across calls. A module
 * passed over because the walk was already on it may be reached another way, so only a found path is
 * remembered.
 */
function reachedFrom(isRoot: (id: string) => boolean) {
  const reached = new Set<string>();
  const walk = (id: string, context: ChunkContext, seen: Set<string>): boolean => {
    if (reached.has(id)) return true;
    const info = context.getModuleInfo(id);
    if (!info) return false;
    seen.add(id);
    const found = isRoot(id) || info.importers.some((importer) => !seen.has(importer) && walk(importer, context, seen));
    if (found) reached.add(id);
    return found;
  };
  return (id: string, context: ChunkContext) => walk(id, context, new Set());
}

/**
 * The client build's chunk groups; a group with a higher priority takes its modules first.
 * - What the entry needs before the first paint (Vite's preload helper, the modules the entry imports)
 *   is a small chunk of its own: a group that took one of them in as a dependency (the app imports
 *   them too) would make the entry load that whole group before the first paint.
 * - The catalogue (every manifest, its options and the registry) is one chunk the first render needs
 *   whole. A registry module that only a lazy screen imports (the search dialog's ranking and paste
 *   detectors) stays with that screen: put in the catalogue, it would load on every first render.
 * - The rest of the first render is one chunk too, with the app, but for what the entry imports. The app is imported dynamically,
 *   and left alone the bundler would split every module it shares with a lazy page into a chunk of its
 *   own: many small files, each compressed on its own, cost more than one.
 *
 * The context's method is called on the context: the bundler's reads its own state through `this`.
 */
export function siteChunkGroups() {
  const firstRender = reachedFrom((id) => FIRST_RENDER.test(id));
  const entry = reachedFrom((id) => ENTRY.test(id));
  return [
    {
      name: (id: string, context: ChunkContext) =>
        PRELOAD_HELPER.test(id) || (!ENTRY.test(id) && entry(id, context)) ? 'boot' : null,
      debugName: 'boot',
      priority: 3,
    },
    {
      name: (id: string, context: ChunkContext) =>
        CATALOGUE.test(id) && firstRender(id, context) ? 'catalogue' : null,
      debugName: 'catalogue',
      priority: 2,
    },
    {
      name: (id: string, context: ChunkContext) =>
        !ICON.test(id) && firstRender(id, context) && !entry(id, context) ? 'app' : null,
      debugName: 'app',
      priority: 1,
    },
  ];
}
