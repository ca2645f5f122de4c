/**
 * The tree viewer's model, kept where the document was parsed (a long-lived worker; in-process
 * where workers are unavailable). The screen asks for windows of visible rows, so a 5 MB document
 * with half a million nodes never crosses to the main thread and Expand All stays instant.
 */
import { MESSAGES } from './constants';
import type { JsonDocument } from './document';
import { parseJson, type ProgressCallback } from './parse';
import {
  allContainerIds,
  filterTree,
  flattenVisible,
  leafCopyText,
  nodePath,
  nodePreview,
  type TreeFilter,
  type TreeRow,
} from './tree';

/** Documents up to this many nodes open fully expanded; larger ones show the root's children. */
export const EXPAND_ALL_MAX_NODES = 500;
/** At most this many rows per answer (the screen asks for what it shows plus a margin). */
export const MAX_WINDOW_ROWS = 1000;
/** Paths are computed for rows up to this depth only (a path is O(depth) to build). */
export const PATH_MAX_LEVEL = 256;

export type TreeRequest =
  | { op: 'open'; text: string; sortKeys: boolean }
  | { op: 'rows'; start: number; end: number }
  | { op: 'toggle'; id: number; start: number; end: number }
  | { op: 'expandAll'; start: number; end: number }
  | { op: 'collapseAll'; start: number; end: number }
  | { op: 'filter'; query: string; start: number; end: number }
  | { op: 'copy'; id: number };

export interface TreeView {
  /** Number of visible rows under the current expansion. */
  total: number;
  /** Index of rows[0] among the visible rows. */
  start: number;
  rows: TreeRow[];
  /** How many nodes the filter matches; null when there is no filter. */
  matches: number | null;
}

export type TreeResponse =
  | { kind: 'opened'; nodeCount: number; view: TreeView }
  | { kind: 'view'; view: TreeView }
  | { kind: 'copy'; text: string }
  | { kind: 'error'; message: string };

type Flat = ReturnType<typeof flattenVisible>;

export class TreeSession {
  private doc: JsonDocument | null = null;
  private expanded = new Set<number>();
  private flat: Flat | null = null;
  private filter: TreeFilter | null = null;

  handle(req: TreeRequest, onProgress?: ProgressCallback): TreeResponse {
    if (req.op === 'open') return this.open(req.text, req.sortKeys, onProgress);
    const doc = this.doc;
    if (!doc) return { kind: 'error', message: MESSAGES.treeEmpty };
    switch (req.op) {
      case 'rows':
        return { kind: 'view', view: this.window(req.start, req.end) };
      case 'toggle':
        if (doc.nodes[req.id]?.children) {
          if (this.expanded.has(req.id)) this.expanded.delete(req.id);
          else this.expanded.add(req.id);
          this.flat = null;
        }
        return { kind: 'view', view: this.window(req.start, req.end) };
      case 'expandAll':
        this.expanded = allContainerIds(doc);
        this.flat = null;
        return { kind: 'view', view: this.window(req.start, req.end) };
      case 'collapseAll':
        this.expanded = new Set();
        this.flat = null;
        return { kind: 'view', view: this.window(req.start, req.end) };
      case 'filter': {
        // the containers on the way to each match open; they stay open once the filter is cleared
        const query = req.query.trim();
        this.filter = query === '' ? null : filterTree(doc, query);
        if (this.filter) for (const id of this.filter.open) this.expanded.add(id);
        this.flat = null;
        return { kind: 'view', view: this.window(req.start, req.end) };
      }
      case 'copy':
        if (!doc.nodes[req.id]) return { kind: 'error', message: 'Unknown node' };
        return { kind: 'copy', text: leafCopyText(doc, req.id) };
    }
  }

  private open(text: string, sortKeys: boolean, onProgress?: ProgressCallback): TreeResponse {
    this.doc = null;
    this.flat = null;
    this.filter = null;
    const parsed = parseJson(text, onProgress);
    if (!parsed.ok) return { kind: 'error', message: parsed.error.message };
    if (!parsed.doc) return { kind: 'error', message: MESSAGES.treeEmpty };
    const doc = parsed.doc;
    if (sortKeys) sortMembers(doc);
    this.doc = doc;
    const n = doc.nodes.length;
    this.expanded = n <= EXPAND_ALL_MAX_NODES ? allContainerIds(doc) : new Set(doc.nodes[0].children ? [0] : []);
    return { kind: 'opened', nodeCount: n, view: this.window(0, 100) };
  }

  private window(start: number, end: number): TreeView {
    const doc = this.doc!;
    this.flat ??= flattenVisible(doc, this.expanded, this.filter);
    const flat = this.flat;
    const from = Math.max(0, Math.min(Math.floor(start), flat.count));
    const to = Math.max(from, Math.min(Math.floor(end), flat.count, from + MAX_WINDOW_ROWS));
    const rows: TreeRow[] = [];
    for (let i = from; i < to; i++) {
      const id = flat.ids[i];
      const level = flat.levels[i];
      const node = doc.nodes[id];
      rows.push({
        id,
        key: node.key,
        type: node.type,
        preview: nodePreview(node),
        level,
        path: level <= PATH_MAX_LEVEL ? nodePath(doc, id) : '',
        isContainer: !!node.children,
        expanded: !!node.children && this.expanded.has(id),
        size: node.children ? node.children.length : 0,
      });
    }
    return { total: flat.count, start: from, rows, matches: this.filter?.count ?? null };
  }
}

/** Orders every object's members by name (UTF-16 order, stable for duplicates), like Sort keys. */
function sortMembers(doc: JsonDocument): void {
  const { nodes } = doc;
  for (const node of nodes) {
    if (node.type !== 'object' || node.children!.length < 2) continue;
    node.children!.sort((a, b) => {
      const ka = nodes[a].key as string;
      const kb = nodes[b].key as string;
      return ka < kb ? -1 : ka > kb ? 1 : a - b;
    });
  }
}
