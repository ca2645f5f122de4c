import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, symlinkSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createManifestValidator } from '../src/registry/validate';

describe('npm run new-plugin', () => {
  it('scaffolds the five files with a manifest that the registry accepts', async () => {
    // inside the project so the test runner may import the generated TypeScript
    const cache = join(process.cwd(), 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const root = mkdtempSync(join(cache, 'new-plugin-'));
    mkdirSync(join(root, 'plugins'));
    // the scaffold imports ../../src: point it at the real sources
    symlinkSync(join(process.cwd(), 'src'), join(root, 'src'));
    execFileSync('node', ['scripts/new-plugin.mjs', 'text-case', '--group', 'formatters'], { env: { ...process.env, NEW_PLUGIN_ROOT: root } });
    const dir = join(root, 'plugins', 'text-case');
    expect(readdirSync(dir).sort()).toEqual(['Tool.stories.tsx', 'Tool.tsx', 'logic.test.ts', 'logic.ts', 'manifest.ts', 'text-case.e2e.ts']);
    const manifest = (await import(join(dir, 'manifest.ts'))).default;
    expect(manifest).toMatchObject({ id: 'text-case', group: 'formatters', path: '/format/text-case' });
    expect(() => createManifestValidator()(manifest, 'text-case')).not.toThrow();
    const logic = await import(join(dir, 'logic.ts'));
    expect(logic.transform('a')).toEqual({ ok: true, output: 'A' });
    rmSync(root, { recursive: true, force: true });
  });
  it('refuses ids that are not kebab-case', () => {
    expect(() => execFileSync('node', ['scripts/new-plugin.mjs', 'Bad_Id'], { stdio: 'pipe' })).toThrow();
  });
  it('refuses an unknown group or an icon lucide does not have, before writing anything', () => {
    expect(() => execFileSync('node', ['scripts/new-plugin.mjs', 'x-tool', '--group', 'misc'], { stdio: 'pipe' })).toThrow(/Unknown group 'misc'/);
    expect(() => execFileSync('node', ['scripts/new-plugin.mjs', 'x-tool', '--icon', 'no-such-icon'], { stdio: 'pipe' })).toThrow(/'no-such-icon' is not a lucide icon/);
  });
});
