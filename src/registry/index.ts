import type { ComponentType } from 'react';
import { preloadable } from '../lib/preloadable';
import { buildRegistry } from './build';
import type { ToolManifest, ToolProps } from './types';

const manifests = import.meta.glob<{ default: ToolManifest }>('../../plugins/*/manifest.ts', { eager: true });
const components = import.meta.glob<{ default: ComponentType<ToolProps> }>('../../plugins/*/Tool.tsx');

/** Every tool, discovered from plugins/<id>/. Nothing else in src names a tool. */
export const registry = buildRegistry({ manifests, components, toComponent: (load) => preloadable(load) });
export { groups } from './groups';
export type { Registry } from './build';
