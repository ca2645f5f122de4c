import type { ContentKind } from '@/lib/kinds';
import type { Registry } from './build';
import type { RegisteredTool } from './types';

/** A tool suggested for a paste, and why. */
export interface Suggestion {
  tool: RegisteredTool;
  reason: string;
  score: number;
}

/** What a detector found, by the folder of the tool that found it. */
export interface FolderDetection {
  folder: string;
  score: number;
  reason: string;
  kind?: ContentKind;
}

/** How far below the detecting tool the other tools that take the same kind are placed. */
const KIND_STEP = 0.1;

/**
 * The tools to suggest for a paste, best first, each once: every tool whose detector answered,
 * then the other tools that accept the kind it recognised, a little lower (JSON: the formatter
 * found it; the query tool, the types generator and the converters take it too).
 */
export function suggestTools(registry: Registry, detections: readonly FolderDetection[]): Suggestion[] {
  const best = new Map<string, Suggestion>();
  const offer = (tool: RegisteredTool | undefined, score: number, reason: string) => {
    if (!tool) return;
    const known = best.get(tool.manifest.id);
    if (!known || known.score < score) best.set(tool.manifest.id, { tool, reason, score });
  };
  for (const found of detections) {
    offer(registry.byId.get(found.folder), found.score, found.reason);
    if (found.kind)
      for (const { tool } of registry.acceptersOf(found.kind)) offer(tool, found.score - KIND_STEP, found.reason);
  }
  const order = new Map(registry.tools.map((tool, i) => [tool.manifest.id, i]));
  return [...best.values()].sort(
    (a, b) => b.score - a.score || (order.get(a.tool.manifest.id) ?? 0) - (order.get(b.tool.manifest.id) ?? 0),
  );
}
