/** The tree viewer model (virtualised): flattened visible rows, row objects, expansion and leaf copy text, computed without recursion. */
import { grown } from '@/lib/grown';
import { decodeStringToken, escapePointerToken, type JsonDocument, type JsonNode, type JsonType } from './document';
import { serialize } from './serialize';

export interface TreeRow {
  /** Node id (stable for a document; use it as the React key and in the expanded set). */
  id: number;
  /** Member name, array index, or null for the root. */
  key: string | number | null;
  type: JsonType;
  /** For leaves the value as JSON text (shortened); 'Array(3)' or '{2 keys}' for containers. */
  preview: string;
  /** Depth, 0 for the root; the UI indents TREE_INDENT_PX per level. */
  level: number;
  /** JSON Pointer ('' for the root). */
  path: string;
  isContainer: boolean;
  expanded: boolean;
  /** Number of children (containers), 0 for leaves. */
  size: number;
}

export const PREVIEW_MAX_CHARS = 200;

/** 'Array(3)' for arrays, '{2 keys}' / '{1 key}' for objects, the JSON text for leaves. */
export function nodePreview(node: JsonNode): string {
  if (node.type === 'array') return `Array(${node.children!.length})`;
  if (node.type === 'object') {
    const k = node.children!.length;
    return `{${k} ${k === 1 ? 'key' : 'keys'}}`;
  }
  const raw = node.raw!;
  return raw.length > PREVIEW_MAX_CHARS ? raw.slice(0, PREVIEW_MAX_CHARS - 1) + '…' : raw;
}

/** JSON Pointer of a node (O(depth)). */
export function nodePath(doc: JsonDocument, id: number): string {
  const parts: string[] = [];
  for (let cur = id; cur > 0; cur = doc.nodes[cur].parent) parts.push(escapePointerToken(String(doc.nodes[cur].key)));
  return parts.length ? '/' + parts.reverse().join('/') : '';
}

/**
 * What a filter found: the nodes that match (`matched`), the nodes shown for them (`shown`: the
 * matches and their ancestors) and the containers to open so every match is in view.
 */
export interface TreeFilter {
  matched: Uint8Array;
  shown: Uint8Array;
  open: number[];
  count: number;
}

/**
 * The nodes whose key, value (a leaf's JSON text) or JSON Pointer contains the text, ignoring case.
 * A pointer is only compared for a text that starts with "/", and only for nodes whose key holds the
 * text's last step, so a deep document is not walked once per node.
 */
export function filterTree(doc: JsonDocument, text: string): TreeFilter {
  const { nodes } = doc;
  const query = text.toLowerCase();
  const matched = new Uint8Array(nodes.length);
  const shown = new Uint8Array(nodes.length);
  const open: number[] = [];
  const pointer = query.startsWith('/');
  const lastStep = pointer ? query.slice(query.lastIndexOf('/') + 1) : '';
  let count = 0;
  for (let id = 0; id < nodes.length; id++) {
    const node = nodes[id];
    const key = node.key === null ? '' : String(node.key).toLowerCase();
    const found = pointer
      ? key.includes(lastStep) && nodePath(doc, id).toLowerCase().includes(query)
      : key.includes(query) || (node.raw !== null && node.raw.toLowerCase().includes(query));
    if (!found) continue;
    matched[id] = 1;
    count++;
    // the match and its ancestors, each marked once
    for (let cur = id; cur >= 0 && !shown[cur]; cur = nodes[cur].parent) {
      shown[cur] = 1;
      if (cur !== id) open.push(cur);
    }
  }
  return { matched, shown, open, count };
}

/**
 * The ids and levels of the visible rows, in display order (root first). Cheap (O(visible rows)),
 * so the UI can recompute it on every toggle and build row objects only for the rows on screen.
 * With a filter only its matches, their ancestors and what lies inside a match are visible.
 */
export function flattenVisible(
  doc: JsonDocument,
  expanded: ReadonlySet<number>,
  filter: TreeFilter | null = null,
): { ids: Int32Array; levels: Int32Array; count: number } {
  const { nodes } = doc;
  let ids = new Int32Array(1024);
  let levels = new Int32Array(1024);
  let count = 0;
  if (filter && !filter.shown[0]) return { ids: ids.subarray(0, 0), levels: levels.subarray(0, 0), count };
  const stack: number[] = [0];
  const stackLevel: number[] = [0];
  // whether the node is inside a match (everything under a match is shown)
  const stackInside: boolean[] = [false];
  while (stack.length) {
    const id = stack.pop()!;
    const level = stackLevel.pop()!;
    const inside = stackInside.pop()! || (filter !== null && filter.matched[id] === 1);
    if (count === ids.length) {
      ids = grown(ids);
      levels = grown(levels);
    }
    ids[count] = id;
    levels[count] = level;
    count++;
    const kids = nodes[id].children;
    if (kids && kids.length && expanded.has(id)) {
      for (let i = kids.length - 1; i >= 0; i--) {
        if (filter && !inside && !filter.shown[kids[i]]) continue;
        stack.push(kids[i]);
        stackLevel.push(level + 1);
        stackInside.push(inside);
      }
    }
  }
  return { ids: ids.subarray(0, count), levels: levels.subarray(0, count), count };
}

/** Builds the row object of one node. */
export function makeRow(doc: JsonDocument, id: number, level: number, expanded: ReadonlySet<number>): TreeRow {
  const node = doc.nodes[id];
  const isContainer = !!node.children;
  return {
    id,
    key: node.key,
    type: node.type,
    preview: nodePreview(node),
    level,
    path: nodePath(doc, id),
    isContainer,
    expanded: isContainer && expanded.has(id),
    size: node.children ? node.children.length : 0,
  };
}

/**
 * Visible rows in [start, end) (all by default). Use a window for large trees: paths are built
 * only for the rows returned.
 */
export function visibleRows(
  doc: JsonDocument,
  expanded: ReadonlySet<number>,
  start = 0,
  end = Infinity,
): { rows: TreeRow[]; total: number } {
  const flat = flattenVisible(doc, expanded);
  const rows: TreeRow[] = [];
  const stop = Math.min(end, flat.count);
  for (let i = Math.max(0, start); i < stop; i++) rows.push(makeRow(doc, flat.ids[i], flat.levels[i], expanded));
  return { rows, total: flat.count };
}

/** Expand All: the ids of every container node. */
export function allContainerIds(doc: JsonDocument): Set<number> {
  const s = new Set<number>();
  doc.nodes.forEach((n, i) => {
    if (n.children) s.add(i);
  });
  return s;
}

/** Returns a new expanded set with `id` toggled (leaves are ignored). */
export function toggleExpanded(doc: JsonDocument, expanded: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(expanded);
  if (!doc.nodes[id]?.children) return next;
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Text copied by a leaf's copy button: strings decoded, other values as typed. */
export function leafCopyText(doc: JsonDocument, id: number): string {
  const node = doc.nodes[id];
  if (node.children) return serialize(doc, { indent: 2 }, id);
  return node.type === 'string' ? decodeStringToken(node.raw!) : node.raw!;
}
