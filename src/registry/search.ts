import type { ToolManifest } from './types';

export interface SearchHit<T extends { manifest: ToolManifest }> {
  tool: T;
  score: number;
}

const norm = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

function fieldScore(field: string, term: string, weight: number): number {
  const f = norm(field);
  if (f === term) return weight * 4;
  if (f.startsWith(term)) return weight * 3;
  if (new RegExp(`(^|[^a-z0-9])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(f)) return weight * 2;
  if (f.includes(term)) return weight;
  return 0;
}

/**
 * Ranks tools for a query over name, keywords, aliases and description. Every term must match
 * somewhere; name matches outrank keywords, which outrank aliases and the description.
 */
export function searchTools<T extends { manifest: ToolManifest }>(tools: readonly T[], query: string, limit = 8): T[] {
  const terms = norm(query).split(/\s+/).filter(Boolean);
  if (!terms.length) return [];
  const hits: SearchHit<T>[] = [];
  for (const tool of tools) {
    const m = tool.manifest;
    let total = 0;
    let all = true;
    for (const term of terms) {
      const s = Math.max(
        fieldScore(m.name, term, 10),
        ...m.keywords.map((k) => fieldScore(k, term, 6)),
        ...(m.aliases ?? []).map((a) => fieldScore(a, term, 3)),
        fieldScore(m.path, term, 3),
        fieldScore(m.description, term, 2),
      );
      if (s === 0) {
        all = false;
        break;
      }
      total += s;
    }
    if (all) hits.push({ tool, score: total });
  }
  hits.sort((a, b) => b.score - a.score || a.tool.manifest.name.localeCompare(b.tool.manifest.name));
  return hits.slice(0, limit).map((h) => h.tool);
}
