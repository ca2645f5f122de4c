import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * One name, one file. An import, a stack trace or a search shows a file's name, not its folder: two
 * runtime files of src/ with one name (src/lib/handOff.tsx and src/app/handOff.ts) send a reader to
 * the wrong one. And two files of one folder whose names differ only by case are one file on a
 * case-insensitive disk (macOS, Windows), where `./breadcrumbs` can open Breadcrumbs.tsx.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A module's name as an import spells it: without its .ts, .tsx, .js or .mjs. */
const moduleName = (path: string) => basename(path).replace(/\.(tsx?|m?js)$/, '');

/**
 * Names every folder may have once: index.ts is a folder's public surface and is imported by the
 * folder's name (`@/ui`, `./transform`), never by its own; types.ts holds the types of the folder
 * it sits in and is imported with that folder's name (`@/registry/types`). Either name says "this
 * folder's", so the folder is what tells them apart.
 */
const folderNames = new Set(['index', 'types']);

/** Tests, stories and declarations, and src/test/, which only tests import. */
const notRuntime = (path: string) => /\.(test|stories)\.tsx?$|\.d\.ts$/.test(path) || path.startsWith('src/test/');

/** Runtime modules of src/ whose names match ignoring case, each name with its files. */
function sharedNames(paths: readonly string[]): string[][] {
  const byName = new Map<string, string[]>();
  for (const path of paths) {
    if (!/\.tsx?$/.test(path) || notRuntime(path)) continue;
    const name = moduleName(path).toLowerCase();
    if (folderNames.has(name)) continue;
    byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  return [...byName.values()].filter((files) => files.length > 1);
}

/** Files of one folder that an extensionless import or a case-insensitive disk cannot tell apart. */
function caseTwins(paths: readonly string[]): string[][] {
  const byKey = new Map<string, string[]>();
  for (const path of paths) {
    const key = join(dirname(path), moduleName(path)).toLowerCase();
    byKey.set(key, [...(byKey.get(key) ?? []), path]);
  }
  return [...byKey.values()].filter((files) => files.length > 1);
}

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
}

describe('file names', () => {
  it('no two runtime files of src/ share a name, whatever the case', () => {
    expect(sharedNames(filesUnder('src'))).toEqual([]);
  });

  it('no two files of one folder in src/ or plugins/ differ only by case or by a module extension', () => {
    expect(caseTwins([...filesUnder('src'), ...filesUnder('plugins')])).toEqual([]);
  });

  it('finds a name two folders share, and lets them share index.ts, types.ts, tests, stories and test support', () => {
    expect(
      sharedNames([
        'src/lib/handOff.tsx',
        'src/app/handOff.ts',
        'src/shell/Breadcrumbs.tsx',
        'src/shell/breadcrumbs.ts',
        'src/ui/index.ts',
        'src/registry/index.ts',
        'src/ui/transform/types.ts',
        'src/registry/types.ts',
        'src/app/routes.test.ts',
        'src/shell/routes.test.ts',
        'src/test/png.ts',
        'src/lib/png.ts',
        'src/ui/Card.stories.tsx',
        'src/pages/Card.stories.tsx',
      ]),
    ).toEqual([
      ['src/lib/handOff.tsx', 'src/app/handOff.ts'],
      ['src/shell/Breadcrumbs.tsx', 'src/shell/breadcrumbs.ts'],
    ]);
  });

  it('finds files of one folder that differ only by case or by .ts and .tsx, not a module and its test', () => {
    expect(
      caseTwins([
        'src/shell/Breadcrumbs.tsx',
        'src/shell/breadcrumbs.ts',
        'src/ui/layout.ts',
        'src/ui/layout.tsx',
        'plugins/qr/README.md',
        'plugins/qr/readme.md',
        'src/lib/bytes.ts',
        'src/lib/bytes.test.ts',
        'src/shell/Layout.tsx',
      ]),
    ).toEqual([
      ['src/shell/Breadcrumbs.tsx', 'src/shell/breadcrumbs.ts'],
      ['src/ui/layout.ts', 'src/ui/layout.tsx'],
      ['plugins/qr/README.md', 'plugins/qr/readme.md'],
    ]);
  });
});
