import type { NavigateFunction } from 'react-router-dom';
import { openWithText, type HandOff, type HandOffTarget } from '@/lib/handOffContext';
import type { ContentKind } from '@/lib/kinds';
import type { Registry } from '@/registry';
import type { ToolAccept, ToolComponent, ToolManifest } from '@/registry/types';

/** The target's input field and opening settings, read back from the registry by id and place. */
interface Resolved {
  manifest: ToolManifest;
  accept: ToolAccept;
  Component: ToolComponent;
}

const keyOf = (id: string, as: string | undefined) => `${id}\u0000${as ?? ''}`;

/**
 * The hand-off of one tool's page: every other tool that accepts the output's kind, as the registry
 * ranks them. Opening one keeps the text as that tool's input and navigates there in the same tab
 * (`openWithText`), so Back returns to this tool with its own input and settings as they were.
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
          resolved.set(keyOf(tool.manifest.id, accept.as), {
            manifest: tool.manifest,
            accept,
            Component: tool.Component,
          });
          return { id: tool.manifest.id, name: tool.manifest.name, as: accept.as };
        }),
    prepare: (target: HandOffTarget) => {
      // a screen that fails to load now is loaded (and its failure shown) when the tool opens
      resolved
        .get(keyOf(target.id, target.as))
        ?.Component.preload?.()
        .catch(() => undefined);
    },
    open: (target: HandOffTarget, text: string) => {
      const found = resolved.get(keyOf(target.id, target.as));
      if (!found) return;
      const { manifest, accept } = found;
      openWithText(
        navigate,
        { id: manifest.id, path: manifest.path, field: accept.field, settings: accept.settings, fields: accept.fields },
        text,
      );
    },
  };
}
