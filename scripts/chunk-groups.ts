/** What the bundler tells a chunk group about a module: who imports it statically. */
export interface ChunkModuleInfo {
  importers: readonly string[];
}
export interface ChunkContext {
  getModuleInfo: (id: string) => ChunkModuleInfo | null;
}

const CATALOGUE = /\/plugins\/[^/]+\/(manifest|options)\.ts$|\/src\/registry\//;
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
 * Whether a module is reached from the first render by static imports alone, remembered across calls.
 * A module passed over because the walk was already on it may be reached another way, so only a found
 * path is remembered.
 */
export function reachedFromFirstRender() {
  const reached = new Set<string>();
  const walk = (id: string, context: ChunkContext, seen: Set<string>): boolean => {
    if (reached.has(id) || FIRST_RENDER.test(id)) return true;
    const info = context.getModuleInfo(id);
    if (!info) return false;
    seen.add(id);
    const found = info.importers.some((importer) => !seen.has(importer) && walk(importer, context, seen));
    if (found) reached.add(id);
    return found;
  };
  return (id: string, context: ChunkContext) => walk(id, context, new Set());
}

/**
 * The client build's chunk groups; a group with a higher priority takes its modules first.
 * - The preload helper gets a chunk of its own: the entry needs it before the first paint, and in a
 *   group that took it in as a dependency the entry would load that whole group early.
 * - The catalogue (every manifest, its options and the registry) is one chunk the first render needs
 *   whole. A registry module that only a lazy screen imports (the search dialog's ranking and paste
 *   detectors) stays with that screen: put in the catalogue, it would load on every first render.
 * - The rest of the first render is one chunk too, with the app. The app is imported dynamically,
 *   and left alone the bundler would split every module it shares with a lazy page into a chunk of its
 *   own: many small files, each compressed on its own, cost more than one.
 *
 * The context's method is called on the context: the bundler's reads its own state through `this`.
 */
export function siteChunkGroups() {
  const firstRender = reachedFromFirstRender();
  return [
    { name: 'preload-helper', test: PRELOAD_HELPER, priority: 3 },
    {
      name: (id: string, context: ChunkContext) =>
        CATALOGUE.test(id) && firstRender(id, context) ? 'catalogue' : null,
      priority: 2,
    },
    {
      name: (id: string, context: ChunkContext) => (!ICON.test(id) && firstRender(id, context) ? 'app' : null),
      priority: 1,
    },
  ];
}
