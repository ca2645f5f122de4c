/** What the bundler tells a chunk group about a module: who imports it statically, and who dynamically. */
export interface ChunkModuleInfo {
  importers: readonly string[];
  dynamicImporters: readonly string[];
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
/** The app's first stage: React, evaluated in a task of its own (see src/reactStage.ts). */
const REACT_STAGE = /\/src\/reactStage\.ts$/;
/** The site's own shared code: not a package's, not a plugin's. */
const OWN_SHARED = /^(?!.*[\\/]node_modules[\\/]).*\/src\//;
/** The site's own screens but the tool page's frame: its pages, the shell's dialogs, the toasts. */
const SITE_SCREEN = /\/src\/(pages|shell|app)\/(?!ToolFrame\.tsx$)[^/]+$/;
/**
 * The generator's frame: left out of the tool kit, so only the generators' pages load it (the bundler
 * gives what they share a chunk of their own). In the tool kit, every other tool page would load it too.
 */
const GENERATOR_FRAME = /\/src\/ui\/generator\//;
/** Vite's helper for dynamic imports, which the entry itself needs. */
const PRELOAD_HELPER = /vite[\\/]preload-helper/;

/**
 * Whether a module is reached from a root by static imports alone, remembered across calls. A module
 * passed over because the walk was already on it may be reached another way, so only a found path is
 * remembered.
 */
function reachedFrom(isRoot: (id: string, info: ChunkModuleInfo) => boolean) {
  const reached = new Set<string>();
  const walk = (id: string, context: ChunkContext, seen: Set<string>): boolean => {
    if (reached.has(id)) return true;
    const info = context.getModuleInfo(id);
    if (!info) return false;
    seen.add(id);
    const found =
      isRoot(id, info) || info.importers.some((importer) => !seen.has(importer) && walk(importer, context, seen));
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
 * - React is a chunk of its own, which ends by waiting a task (src/reactStage.ts): every other chunk
 *   imports it, so the first render's code is evaluated in two tasks instead of one long one.
 * - The rest of the first render is one chunk too, with the app, but for what the entry imports. The app is imported dynamically,
 *   and left alone the bundler would split every module it shares with a lazy page into a chunk of its
 *   own: many small files, each compressed on its own, cost more than one.
 * - The generator's frame is left to the generators' pages (see GENERATOR_FRAME).
 * - The tool kit: the site's own code and icons that four or more lazy screens share (the tool page's
 *   frame, options, job layer, editors' wrappers) are one chunk. A tool page would otherwise load about
 *   twenty small files, and each is a request the browser starts on the main thread. What the site's
 *   other pages and dialogs import is left out, so most of them do not load it; the bundler still
 *   adds what a captured module imports (so the chunk runs in order), and a page that shares such a
 *   module (the FAQ's accordion) loads the tool kit.
 *
 * The context's method is called on the context: the bundler's reads its own state through `this`.
 */
export function siteChunkGroups() {
  const firstRender = reachedFrom((id) => FIRST_RENDER.test(id));
  const entry = reachedFrom((id) => ENTRY.test(id));
  const reactStage = reachedFrom((id) => REACT_STAGE.test(id));
  const siteScreen = reachedFrom((id, info) => {
    return SITE_SCREEN.test(id) && info.dynamicImporters.length > 0;
  });
  return [
    {
      name: (id: string, context: ChunkContext) => (reactStage(id, context) ? 'react' : null),
      debugName: 'react',
      priority: 4,
    },
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
    {
      name: (id: string, context: ChunkContext) =>
        (OWN_SHARED.test(id) || ICON.test(id)) &&
        !firstRender(id, context) &&
        !ENTRY.test(id) &&
        !GENERATOR_FRAME.test(id) &&
        !siteScreen(id, context)
          ? 'toolkit'
          : null,
      debugName: 'toolkit',
      minShareCount: 4,
      priority: 0,
    },
  ];
}
