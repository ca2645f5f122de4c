/** What rollup tells a manual-chunk rule about a module: who imports it statically, and whether it is an entry. */
export interface ChunkModuleInfo {
  isEntry: boolean;
  importers: readonly string[];
}

const CATALOGUE = /\/plugins\/[^/]+\/(manifest|options)\.ts$|\/src\/registry\//;

/**
 * The catalogue (every manifest, its options and the registry) is one chunk the first render needs
 * whole: many small chunks would each compress on their own and cost more. A registry module that
 * only a lazy screen imports (the search dialog's ranking and paste detectors) stays with that
 * screen: put in the catalogue, it would load on every first render.
 */
export function catalogueChunk() {
  const eager = new Set<string>();
  /** Reached from an entry by static imports alone. */
  const loadsFirst = (
    id: string,
    getModuleInfo: (id: string) => ChunkModuleInfo | null,
    seen: Set<string>,
  ): boolean => {
    if (eager.has(id)) return true;
    const info = getModuleInfo(id);
    if (!info) return false;
    seen.add(id);
    const result =
      info.isEntry ||
      info.importers.some((importer) => !seen.has(importer) && loadsFirst(importer, getModuleInfo, seen));
    // only a found path settles: a module passed over because the walk was already on it may be reached another way
    if (result) eager.add(id);
    return result;
  };
  return (id: string, { getModuleInfo }: { getModuleInfo: (id: string) => ChunkModuleInfo | null }) =>
    CATALOGUE.test(id) && loadsFirst(id, getModuleInfo, new Set()) ? 'catalogue' : undefined;
}
