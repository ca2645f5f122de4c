import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:tool-icons';
const RESOLVED_ID = '\0' + MODULE_ID;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pluginsDir = join(root, 'plugins');
const lucideIndex = join(dirname(createRequire(import.meta.url).resolve('lucide-react')), '../esm/lucide-react.mjs');
let lucideExports: Set<string> | undefined;

/** A manifest names its icon as a string literal: `icon: 'file-json'`. */
const ICON_FIELD = /^\s*icon:\s*(['"])([^'"]*)\1/m;

export interface ToolIconUse {
  folder: string;
  icon: string;
}

/** The lucide icon each plugin's manifest names; a missing or unknown icon throws with the folder's name. */
export function readToolIcons(dir = pluginsDir): ToolIconUse[] {
  const uses: ToolIconUse[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const manifest = join(dir, entry.name, 'manifest.ts');
    if (!entry.isDirectory() || entry.name.startsWith('_') || !existsSync(manifest)) continue;
    const match = ICON_FIELD.exec(readFileSync(manifest, 'utf8'));
    if (!match)
      throw new Error(`plugins/${entry.name}/manifest.ts: name a lucide icon as a string, e.g. icon: 'wrench'`);
    const icon = match[2];
    if (!isLucideIcon(icon))
      throw new Error(
        `plugins/${entry.name}/manifest.ts: '${icon}' is not a lucide icon (see https://lucide.dev/icons)`,
      );
    uses.push({ folder: entry.name, icon });
  }
  return uses;
}

/** True when lucide-react exports an icon under this name (aliases of renamed icons included). */
export function isLucideIcon(name: string): boolean {
  lucideExports ??= new Set([...readFileSync(lucideIndex, 'utf8').matchAll(/\bas (\w+)/g)].map((m) => m[1]));
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) && lucideExports.has(lucideExportName(name));
}

/** 'file-json' → 'FileJson', the name lucide-react exports it under. */
export function lucideExportName(name: string): string {
  return name
    .split('-')
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}

/** The module's source: imports exactly the icons the manifests name, keyed by their names. */
export function toolIconsSource(uses: readonly ToolIconUse[]): string {
  const names = [...new Set(uses.map((u) => u.icon))].sort();
  const local = (n: string) => `icon_${n.replace(/-/g, '_')}`;
  return [
    `import { ${names.map((n) => `${lucideExportName(n)} as ${local(n)}`).join(', ')} } from 'lucide-react';`,
    `export const toolIcons = { ${names.map((n) => `${JSON.stringify(n)}: ${local(n)}`).join(', ')} };`,
  ].join('\n');
}

/**
 * `virtual:tool-icons`: the lucide icons the plugin manifests name, so a new tool can use any icon with
 * no edit outside its folder while the bundle holds only the icons in use.
 */
export function toolIconsPlugin(): Plugin {
  return {
    name: 'tool-icons',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const uses = readToolIcons();
      for (const use of uses) this.addWatchFile(join(pluginsDir, use.folder, 'manifest.ts'));
      return toolIconsSource(uses);
    },
  };
}
