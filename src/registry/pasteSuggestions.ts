import type { ContentKind } from '@/lib/kinds';
import type { Registry } from './build';
import type { RegisteredTool } from './types';

/** A tool suggested for a paste, and why. */
export interface Suggestion {
  tool: RegisteredTool;
  reason: string;
  score: number;
  /** where the paste goes in the tool, and what it is given there when not the paste itself */
  field?: string | null;
  value?: string;
  settings?: Record<string, string>;
}

/** What a detector found, by the folder of the tool that found it. */
export interface FolderDetection {
  folder: string;
  score: number;
  reason: string;
  kind?: ContentKind;
  field?: string | null;
  value?: string;
  settings?: Record<string, string>;
}

/** How far below the detecting tool the other tools that take the same kind are placed. */
const KIND_STEP = 0.1;
/** Keeps the registry's order among the tools that take a kind, far below any detector's own step. */
const RANK_STEP = 0.001;
/**
 * A suggestion below this is a guess (a plain URL's other takers): it is left out, so what the list
 * shows is what the paste plausibly is, and a paste nothing reads says so plainly.
 */
export const CONFIDENCE_FLOOR = 0.5;

/**
 * The tools to suggest for a paste, best first, each once, none below the confidence floor: every tool
 * whose detector answered, then the other tools that accept the kind it recognised, a little lower (JSON: the formatter
 * found it; the query tool, the types generator and the converters take it too).
 */
export function toolsForPaste(registry: Registry, detections: readonly FolderDetection[]): Suggestion[] {
  const best = new Map<string, Suggestion>();
  const offer = (suggestion: Suggestion) => {
    const known = best.get(suggestion.tool.manifest.id);
    if (!known || known.score < suggestion.score) best.set(suggestion.tool.manifest.id, suggestion);
  };
  for (const { folder, score, reason, kind, field, value, settings } of detections) {
    const tool = registry.byId.get(folder);
    if (tool) offer({ tool, score, reason, field, value, settings });
    if (kind)
      // in the registry's order of offers (main uses first), each a hair below the one before
      registry.acceptersOf(kind).forEach(({ tool: other, accept }, rank) => {
        if (other !== tool)
          offer({
            tool: other,
            score: score - KIND_STEP - rank * RANK_STEP,
            reason,
            field: accept.field,
            settings: accept.settings,
          });
      });
  }
  const order = new Map(registry.tools.map((tool, i) => [tool.manifest.id, i]));
  return [...best.values()]
    .filter((s) => s.score >= CONFIDENCE_FLOOR)
    .sort((a, b) => b.score - a.score || (order.get(a.tool.manifest.id) ?? 0) - (order.get(b.tool.manifest.id) ?? 0));
}
