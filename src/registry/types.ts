import type { ComponentType } from 'react';

export type GroupId = 'encoding' | 'converters' | 'formatters' | 'tools';

export interface ToolGroup {
  id: GroupId;
  title: string;
  /** Short title for menus. */
  menuTitle: string;
  path: string;
  description: string;
  order: number;
}

/** JSON Schema subset used for tool options; validated by ajv at registry build. */
export type JsonSchema = Record<string, unknown>;

export interface ToolOptions<T extends Record<string, unknown> = Record<string, unknown>> {
  schema: JsonSchema;
  uiSchema?: Record<string, unknown>;
  defaults: T;
}

export interface ToolSeo {
  title: string;
  description: string;
  keywords: string[];
}

export interface ToolManifest {
  /** kebab-case, equals the folder name */
  id: string;
  name: string;
  description: string;
  group: GroupId;
  /** Other group pages that also list this tool (e.g. Base64 to Image on the Encoding page). */
  alsoIn?: GroupId[];
  /** canonical route */
  path: string;
  /** routes that redirect (replace) to path, keeping query and hash */
  aliases?: string[];
  /** place inside its group */
  order: number;
  popular?: boolean;
  /** place on the not-found quick-access strip */
  quickAccess?: number;
  /** a key of src/ui/icons */
  icon: string;
  keywords: string[];
  features: string[];
  seo: ToolSeo;
  options?: ToolOptions;
}

export interface ToolProps {
  manifest: ToolManifest;
  /** true when the tool is embedded (tool picker) rather than on its own page */
  embedded?: boolean;
}

/** A tool's screen; `preload` (where the app provides it) loads its chunk ahead of rendering. */
export type ToolComponent = ComponentType<ToolProps> & { preload?: () => Promise<unknown> };

export interface RegisteredTool {
  manifest: ToolManifest;
  folder: string;
  Component: ToolComponent;
}

export function defineTool<const M extends ToolManifest>(manifest: M): M {
  return manifest;
}
