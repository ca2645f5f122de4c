import { preloadable, type FirstScreenModule } from '@/lib/preloadable';
import { declareSecretFields } from '@/lib/toolState';
import { reservedPaths } from '@/sitePages';
import type { TransformTool } from '@/ui/transform';
import { buildRegistry } from './build';
import type { ToolManifest, ToolProps } from './types';

const manifests = import.meta.glob<{ default: ToolManifest }>('../../plugins/*/manifest.ts', { eager: true });
// a Tool.tsx may export `firstScreen`: the lazy parts its first screen shows, loaded before hydration
const bespoke = import.meta.glob<FirstScreenModule<ToolProps>>('../../plugins/*/Tool.tsx');
const transforms = import.meta.glob<{ default: TransformTool }>('../../plugins/*/transform.ts');

/** A folder's screen: its own Tool.tsx, or the transform frame drawn from its transform.ts. */
const components: Record<string, () => Promise<FirstScreenModule<ToolProps>>> = { ...bespoke };
for (const [key, load] of Object.entries(transforms))
  components[key] = () => load().then((module) => ({ default: module.default.Screen }));

/** Every tool, discovered from plugins/<id>/. Nothing else in src names a tool. */
export const registry = buildRegistry({
  manifests,
  components,
  toComponent: (load) => preloadable(load),
  reservedPaths,
});
for (const { manifest } of registry.tools)
  if (manifest.secrets)
    declareSecretFields(
      manifest.id,
      manifest.secrets.map((secret) => secret.field),
    );
export { groups } from './groups';
export type { Registry } from './build';
