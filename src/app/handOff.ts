import type { NavigateFunction } from 'react-router-dom';
import type { HandOff, HandOffTarget } from '@/lib/handOff';
import type { ContentKind } from '@/lib/kinds';
import { MAIN_INPUT_FIELD, setInput } from '@/lib/toolState';
import type { Registry } from '@/registry';
import type { ToolAccept, ToolManifest } from '@/registry/types';

/** The target's input field and opening settings, read back from the registry by id and place. */
interface Resolved {
  manifest: ToolManifest;
  accept: ToolAccept;
}

const keyOf = (id: string, as: string | undefined) => `${id}\u0000${as ?? ''}`;

/**
 * The hand-off of one tool's page: every other tool that accepts the output's kind, in catalogue
 * order. Opening one keeps the text as that tool's input (memory and this tab's sessionStorage, the
 * way a visitor's own typing is kept, so a 5 MB text goes by reference) and navigates there in the
 * same tab, so Back returns to this tool with its own input and settings as they were.
 */
export function createHandOff(registry: Registry, from: ToolManifest, navigate: NavigateFunction): HandOff {
  const resolved = new Map<string, Resolved>();
  return {
    produces: from.produces ?? [],
    targetsFor: (kind: ContentKind) =>
      registry
        .acceptersOf(kind)
        .filter(({ tool }) => tool.manifest.id !== from.id)
        .map(({ tool, accept }) => {
          resolved.set(keyOf(tool.manifest.id, accept.as), { manifest: tool.manifest, accept });
          return { id: tool.manifest.id, name: tool.manifest.name, as: accept.as };
        }),
    open: (target: HandOffTarget, text: string) => {
      const found = resolved.get(keyOf(target.id, target.as));
      if (!found) return;
      const { manifest, accept } = found;
      setInput(manifest.id, accept.field ?? MAIN_INPUT_FIELD, text);
      const query = new URLSearchParams(accept.settings).toString();
      void navigate(query ? `${manifest.path}?${query}` : manifest.path);
    },
  };
}
