import type { ComponentType } from 'react';
import { isContentKind, type ContentKind } from '@/lib/kinds';
import { MAIN_INPUT_FIELD } from '@/lib/toolState';
import { groups } from './groups';
import {
  aliasPath,
  aliasTarget,
  type GroupId,
  type RegisteredTool,
  type ToolAccept,
  type ToolComponent,
  type ToolGroup,
  type ToolManifest,
  type ToolProps,
} from './types';

export class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryError';
  }
}

/** A validator for the checks that need JSON Schema (manifest shape, options defaults). */
export type ManifestValidator = (manifest: unknown, folder: string) => void;

export interface RegistryInput {
  /** glob result: './plugins/<id>/manifest.ts' → module with default export */
  manifests: Record<string, { default: ToolManifest } | ToolManifest>;
  /** glob results: a folder's screen file (SCREEN_FILES) → lazy loader of the tool's screen */
  components: Record<string, () => Promise<{ default: ComponentType<ToolProps> }>>;
  /** turns a loader into a component (React.lazy in the app; identity-like in tests) */
  toComponent: (load: () => Promise<{ default: ComponentType<ToolProps> }>) => ToolComponent;
  /** optional full JSON Schema validation (ajv), run by tests and the production build */
  validate?: ManifestValidator;
  /** paths of the site's own pages, which no tool may claim (group pages are added here) */
  reservedPaths: readonly string[];
}

export interface Registry {
  groups: readonly ToolGroup[];
  tools: RegisteredTool[];
  byPath: Map<string, RegisteredTool>;
  /** alias path → where it leads: the canonical path, with the alias's settings as the query */
  aliases: Map<string, string>;
  byId: Map<string, RegisteredTool>;
  /** the tools of other groups that a group's page and menus also list (`alsoIn`), after its own */
  alsoTools: (group: GroupId) => RegisteredTool[];
  /** the tools whose home is the group (each tool belongs to exactly one): for counts and the catalogue */
  ownTools: (group: GroupId) => RegisteredTool[];
  /** a group's tool-path prefix (e.g. '/encode') → its page, where the two differ */
  prefixRedirects: Map<string, string>;
  groupOf: (pathname: string) => ToolGroup | undefined;
  quickAccess: RegisteredTool[];
  /** the tool the home page's picker opens with: the one whose manifest sets pickerDefault, else the first */
  pickerDefault: RegisteredTool | undefined;
  /** the tools that take text of this kind, each with the input it fills, in catalogue order */
  acceptersOf: (kind: ContentKind) => { tool: RegisteredTool; accept: ToolAccept }[];
}

/**
 * Code-unit order of two strings: a fixed order for folder keys and for names that tie on `order`.
 * (`localeCompare` would build the browser's collator while the first page loads, tens of milliseconds on a phone.)
 */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Lexicographic order of two equally long lists of numbers. */
const compareRanks = (a: number[], b: number[]) => {
  const at = a.findIndex((value, i) => value !== b[i]);
  return at < 0 ? 0 : a[at] - b[at];
};

const folderOf = (key: string): string => {
  const m = /plugins\/([^/]+)\/[^/]+$/.exec(key);
  if (!m) throw new RegistryError(`Cannot read the plugin folder from '${key}'`);
  return m[1];
};

/**
 * The files a tool's screen comes from, one per folder: its own screen, or the declaration of a
 * blueprint the platform draws (a text transform, a generator, a tool whose input is a file).
 */
export const SCREEN_FILES = ['Tool.tsx', 'transform.ts', 'generator.ts', 'fileTool.ts'] as const;

/**
 * The blueprints whose input never travels in a link: a generator's only input is its options, which
 * every link carries; a file tool's file stays in the page's memory.
 */
const INPUT_STAYS: ReadonlySet<string> = new Set<(typeof SCREEN_FILES)[number]>(['generator.ts', 'fileTool.ts']);

const fileOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** Pairs manifests with their lazy components, validates them, sorts and indexes them. */
export function buildRegistry(input: RegistryInput): Registry {
  const componentByFolder = new Map<
    string,
    { file: string; load: () => Promise<{ default: ComponentType<ToolProps> }> }
  >();
  for (const [key, load] of Object.entries(input.components)) {
    const folder = folderOf(key);
    const other = componentByFolder.get(folder);
    if (other)
      throw new RegistryError(`plugins/${folder}: has both ${other.file} and ${fileOf(key)}; a tool is drawn one way`);
    componentByFolder.set(folder, { file: fileOf(key), load });
  }

  const knownGroups = new Set<string>(groups.map((g) => g.id));
  const reservedPaths = new Set<string>([...input.reservedPaths, ...groups.map((g) => g.path)]);
  const claimed = new Map<string, string>();
  const ids = new Map<string, string>();
  const tools: RegisteredTool[] = [];

  const entries = Object.entries(input.manifests).sort(([a], [b]) => byCodeUnits(a, b));
  for (const [key, mod] of entries) {
    const folder = folderOf(key);
    if (folder.startsWith('_')) continue;
    const manifest = (mod && 'default' in mod ? mod.default : mod) as ToolManifest | undefined;
    const where = `plugins/${folder}`;
    if (!manifest || typeof manifest !== 'object')
      throw new RegistryError(`${where}: manifest.ts has no default export`);
    input.validate?.(manifest, folder);
    if (manifest.id !== folder)
      throw new RegistryError(`${where}: id '${manifest.id}' must equal the folder name '${folder}'`);
    if (ids.has(manifest.id))
      throw new RegistryError(`${where}: duplicate id '${manifest.id}' (also in plugins/${ids.get(manifest.id)})`);
    ids.set(manifest.id, folder);
    const load = componentByFolder.get(folder)?.load;
    if (!load) throw new RegistryError(`${where}: missing ${SCREEN_FILES.join(', ').replace(/, ([^,]+)$/, ' or $1')}`);
    if (!knownGroups.has(manifest.group)) throw new RegistryError(`${where}: unknown group '${manifest.group}'`);
    for (const g of manifest.alsoIn ?? []) {
      if (!knownGroups.has(g)) throw new RegistryError(`${where}: unknown group '${g}' in alsoIn`);
    }
    // a field every share link carries must never be one that holds a secret
    const secretFields = new Set((manifest.secrets ?? []).map((s) => s.field));
    for (const { field } of manifest.linkFields ?? [])
      if (secretFields.has(field))
        throw new RegistryError(`${where}: '${field}' is a secret and cannot be one of the linkFields`);
    // a misspelt kind would silently drop the tool from every hand-off
    for (const kind of [...(manifest.accepts ?? []).flatMap((a) => a.kinds), ...(manifest.produces ?? [])])
      if (!isContentKind(kind)) throw new RegistryError(`${where}: unknown content kind '${kind}'`);
    for (const p of [manifest.path, ...(manifest.aliases ?? []).map(aliasPath)]) {
      if (reservedPaths.has(p)) throw new RegistryError(`${where}: path '${p}' is reserved for a site page`);
      const other = claimed.get(p);
      if (other) throw new RegistryError(`${where}: path '${p}' is already claimed by plugins/${other}`);
      claimed.set(p, folder);
    }
    const screen = componentByFolder.get(folder)?.file;
    const inputTravels = !(screen && INPUT_STAYS.has(screen)) && !secretFields.has(MAIN_INPUT_FIELD);
    tools.push({ manifest, folder, Component: input.toComponent(load), inputTravels });
  }

  const groupOrder = new Map(groups.map((g) => [g.id, g.order]));
  tools.sort(
    (a, b) =>
      (groupOrder.get(a.manifest.group) ?? 0) - (groupOrder.get(b.manifest.group) ?? 0) ||
      a.manifest.order - b.manifest.order ||
      byCodeUnits(a.manifest.name, b.manifest.name),
  );

  const byPath = new Map(tools.map((t) => [t.manifest.path, t]));
  const aliases = new Map<string, string>();
  for (const t of tools)
    for (const a of t.manifest.aliases ?? []) aliases.set(aliasPath(a), aliasTarget(t.manifest.path, a));
  const byId = new Map(tools.map((t) => [t.manifest.id, t]));

  const byOrder = (a: RegisteredTool, b: RegisteredTool) =>
    a.manifest.order - b.manifest.order || byCodeUnits(a.manifest.name, b.manifest.name);
  const ownTools = (group: GroupId) => tools.filter((t) => t.manifest.group === group).sort(byOrder);
  const alsoTools = (group: GroupId) =>
    tools.filter((t) => t.manifest.group !== group && t.manifest.alsoIn?.includes(group)).sort(byOrder);

  const prefixRedirects = new Map<string, string>();
  for (const g of groups) {
    if (g.toolPathPrefix === g.path || claimed.has(g.toolPathPrefix) || reservedPaths.has(g.toolPathPrefix)) continue;
    prefixRedirects.set(g.toolPathPrefix, g.path);
  }

  const groupOf = (pathname: string): ToolGroup | undefined => {
    const canonical = (aliases.get(pathname) ?? pathname).split('?')[0];
    const tool = byPath.get(canonical);
    if (tool) return groups.find((g) => g.id === tool.manifest.group);
    const page = prefixRedirects.get(pathname) ?? pathname;
    return groups.find((g) => g.path === page);
  };

  const quickAccess = tools
    .filter((t) => typeof t.manifest.quickAccess === 'number')
    .sort((a, b) => (a.manifest.quickAccess ?? 0) - (b.manifest.quickAccess ?? 0));

  const pickerDefaults = tools.filter((t) => t.manifest.pickerDefault);
  if (pickerDefaults.length > 1) {
    throw new RegistryError(
      `pickerDefault is set by more than one tool: ${pickerDefaults.map((t) => `plugins/${t.folder}`).join(', ')}`,
    );
  }
  const pickerDefault = pickerDefaults[0] ?? tools[0];

  // a tool's main use of the kind comes before a secondary one ('to CSV', 'as the original'), a popular
  // tool first, then the tool that takes fewer kinds (it is about this one); ties keep catalogue order
  const offerRank = ({ tool, accept }: { tool: RegisteredTool; accept: ToolAccept }) => [
    accept.as === undefined ? 0 : 1,
    tool.manifest.popular ? 0 : 1,
    accept.kinds.length,
  ];
  const acceptersOf = (kind: ContentKind) =>
    tools
      .flatMap((tool) =>
        (tool.manifest.accepts ?? []).filter((a) => a.kinds.includes(kind)).map((accept) => ({ tool, accept })),
      )
      .map((offer) => ({ offer, rank: offerRank(offer) }))
      .sort((a, b) => compareRanks(a.rank, b.rank))
      .map(({ offer }) => offer);

  return {
    groups,
    tools,
    byPath,
    aliases,
    byId,
    alsoTools,
    ownTools,
    prefixRedirects,
    groupOf,
    quickAccess,
    pickerDefault,
    acceptersOf,
  };
}
