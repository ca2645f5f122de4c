import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { ToolGroup } from '@/registry/groups';
import type { ToolManifest } from '@/registry/types';
import { srcAlias } from './aliases.ts';
import { loadManifests } from './site-files.ts';

/**
 * The README's tool list, written from the manifests so it never drifts from the catalogue:
 * `npm run docs:tools` rewrites the block between the two markers, and scripts/tool-list.test.ts
 * fails when the README's block is not what the manifests give.
 */
export const README_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'README.md');
export const REFRESH_COMMAND = 'npm run docs:tools';
export const LIST_START = '<!-- tools:start -->';
export const LIST_END = '<!-- tools:end -->';

type ListedGroup = Pick<ToolGroup, 'id' | 'title' | 'path'>;
type ListedTool = Pick<ToolManifest, 'name' | 'path' | 'description' | 'group'>;

/** One heading per group that has tools, in the groups' order; under it each of its tools, in the order given. */
export function toolListMarkdown(groups: readonly ListedGroup[], tools: readonly ListedTool[]): string {
  const sections = groups
    .map((group) => ({ group, own: tools.filter((t) => t.group === group.id) }))
    .filter(({ own }) => own.length > 0)
    .map(({ group, own }) =>
      [
        `### ${group.title} (\`${group.path}\`)`,
        '',
        ...own.map((t) => `- **${t.name}** (\`${t.path}\`): ${t.description}`),
      ].join('\n'),
    );
  return sections.join('\n\n');
}

/** The list the manifests give today: groups in their declared order, tools in catalogue order. */
export async function generateToolList(): Promise<string> {
  const { module } = await runnerImport<typeof import('@/registry/groups')>(
    join(dirname(README_FILE), 'src/registry/groups.ts'),
    { resolve: { alias: srcAlias } },
  );
  const groups = [...module.groups].sort((a, b) => a.order - b.order);
  const tools = (await loadManifests()).map((t) => t.manifest);
  return toolListMarkdown(groups, tools);
}

const markerError = `README.md has no tool list: it needs a line '${LIST_START}' followed later by a line '${LIST_END}'`;

/** The text between the markers (without the blank lines around it), or null when a marker is missing. */
export function readToolList(readme: string): string | null {
  const start = readme.indexOf(LIST_START);
  const end = readme.indexOf(LIST_END, start);
  if (start < 0 || end < 0) return null;
  return readme.slice(start + LIST_START.length, end).trim();
}

/** The README with the text between the markers replaced by `list`; everything outside them is kept. */
export function writeToolList(readme: string, list: string): string {
  const start = readme.indexOf(LIST_START);
  const end = readme.indexOf(LIST_END, start);
  if (start < 0 || end < 0) throw new Error(markerError);
  return `${readme.slice(0, start + LIST_START.length)}\n\n${list}\n\n${readme.slice(end)}`;
}

/** Rewrites README.md's tool list from the manifests; says whether the file changed. */
export async function refreshReadme(): Promise<boolean> {
  const before = readFileSync(README_FILE, 'utf8');
  const after = writeToolList(before, await generateToolList());
  if (after !== before) writeFileSync(README_FILE, after);
  return after !== before;
}
