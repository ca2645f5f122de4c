import { preloadable, type FirstScreenModule } from '@/lib/preloadable';
import { declareSecretFields } from '@/lib/toolState';
import { reservedPaths } from '@/sitePages';
import type { FileTool } from '@/ui/fileTool';
import type { GeneratorTool } from '@/ui/generator';
import type { TransformTool } from '@/ui/transform';
import { buildRegistry } from './build';
import type { ToolManifest, ToolProps } from './types';

const manifests = import.meta.glob<{ default: ToolManifest }>('../../plugins/*/manifest.ts', { eager: true });
// a Tool.tsx may export `firstScreen`: the lazy parts its first screen shows, loaded before hydration
const bespoke = import.meta.glob<FirstScreenModule<ToolProps>>('../../plugins/*/Tool.tsx');
const transforms = import.meta.glob<{ default: TransformTool }>('../../plugins/*/transform.ts');
const generators = import.meta.glob<{ default: GeneratorTool }>('../../plugins/*/generator.ts');
const fileTools = import.meta.glob<{ default: FileTool }>('../../plugins/*/fileTool.ts');

/** A folder's screen: its own Tool.tsx, or the frame of its blueprint drawn from its transform.ts, generator.ts or fileTool.ts. */
const components: Record<string, () => Promise<FirstScreenModule<ToolProps>>> = { ...bespoke };
for (const [key, load] of Object.entries({ ...transforms, ...generators, ...fileTools }))
  components[key] = () =>
    load().then(({ default: tool }) => ({
      default: tool.Screen,
      firstScreen: 'firstScreen' in tool ? tool.firstScreen : undefined,
    }));

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
