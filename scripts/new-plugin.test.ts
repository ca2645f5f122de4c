import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, symlinkSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { createManifestValidator } from '@/registry/validate';

/** npm test checks the formatting: a scaffolded folder starts out as prettier writes it */
async function expectFormatted(dir: string) {
  for (const file of readdirSync(dir)) {
    const path = join(dir, file);
    const options = { ...(await resolveConfig(path)), filepath: path };
    expect(await check(readFileSync(path, 'utf8'), options), file).toBe(true);
  }
}

describe('npm run new-plugin', () => {
  it('scaffolds a transform tool: declaration, examples, jobs, worker, stories and e2e, with no React code', async () => {
    // inside the project so the test runner may import the generated TypeScript
    const cache = join(process.cwd(), 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const root = mkdtempSync(join(cache, 'new-plugin-'));
    mkdirSync(join(root, 'plugins'));
    // the scaffold reads the groups from src/registry under the root: point it at the real sources
    symlinkSync(join(process.cwd(), 'src'), join(root, 'src'));
    execFileSync('node', ['scripts/new-plugin.mjs', 'text-case', '--group', 'formatters'], {
      env: { ...process.env, NEW_PLUGIN_ROOT: root },
    });
    const dir = join(root, 'plugins', 'text-case');
    expect(readdirSync(dir).sort()).toEqual([
      'detect.ts',
      'examples.ts',
      'jobs.ts',
      'logic.test.ts',
      'logic.ts',
      'manifest.ts',
      'options.ts',
      'text-case.e2e.ts',
      'transform.stories.tsx',
      'transform.ts',
      'worker.ts',
    ]);
    const manifest = (await import(join(dir, 'manifest.ts'))).default;
    // it joins Open in … and paste detection from its first commit
    expect(manifest).toMatchObject({
      id: 'text-case',
      group: 'formatters',
      path: '/format/text-case',
      accepts: [{ kinds: ['text'] }],
      produces: ['text'],
    });
    const detector = (await import(join(dir, 'detect.ts'))).default;
    for (const text of detector.examples.matches)
      expect(detector.detect({ text, complete: true }), text).not.toBeNull();
    for (const text of detector.examples.misses) expect(detector.detect({ text, complete: true }), text).toBeNull();
    expect(() => createManifestValidator()(manifest, 'text-case')).not.toThrow();
    const tool = (await import(join(dir, 'transform.ts'))).default;
    for (const [index, example] of tool.examples.entries())
      await expect(tool.runExample(index)).resolves.toEqual({ ok: true, output: example.output });
    await expectFormatted(dir);
    rmSync(root, { recursive: true, force: true });
  });
  it('scaffolds a bespoke tool with --bespoke: its own Tool.tsx on the shared job, input and options', async () => {
    const cache = join(process.cwd(), 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const root = mkdtempSync(join(cache, 'new-plugin-'));
    mkdirSync(join(root, 'plugins'));
    symlinkSync(join(process.cwd(), 'src'), join(root, 'src'));
    execFileSync('node', ['scripts/new-plugin.mjs', 'text-shout', '--bespoke'], {
      env: { ...process.env, NEW_PLUGIN_ROOT: root },
    });
    const dir = join(root, 'plugins', 'text-shout');
    const files = readdirSync(dir).sort();
    expect(files).toContain('Tool.tsx');
    expect(files).not.toContain('transform.ts');
    const tool = readFileSync(join(dir, 'Tool.tsx'), 'utf8');
    // today's idiom: kept input, the shared job with a policy, no hand-kept result state
    for (const piece of ['useToolInput()', "policy: 'codec'", 'job.result', 'TextInputPanel'])
      expect(tool).toContain(piece);
    for (const retired of ["useState('')", 'TextArea', 'useDebounced']) expect(tool).not.toContain(retired);
    await expectFormatted(dir);
    rmSync(root, { recursive: true, force: true });
  });
  it('scaffolds a generator with --kind generate: declaration, examples from a reference program, stories and e2e, with no React code', async () => {
    const cache = join(process.cwd(), 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const root = mkdtempSync(join(cache, 'new-plugin-'));
    mkdirSync(join(root, 'plugins'));
    symlinkSync(join(process.cwd(), 'src'), join(root, 'src'));
    execFileSync('node', ['scripts/new-plugin.mjs', 'token-maker', '--kind', 'generate'], {
      env: { ...process.env, NEW_PLUGIN_ROOT: root },
    });
    const dir = join(root, 'plugins', 'token-maker');
    expect(readdirSync(dir).sort()).toEqual([
      'examples.ts',
      'generator.stories.tsx',
      'generator.ts',
      'logic.test.ts',
      'logic.ts',
      'manifest.ts',
      'options.ts',
      'token-maker.e2e.ts',
    ]);
    const manifest = (await import(join(dir, 'manifest.ts'))).default;
    expect(manifest).toMatchObject({ id: 'token-maker', group: 'tools', path: '/tools/token-maker' });
    expect(() => createManifestValidator()(manifest, 'token-maker')).not.toThrow();
    const tool = (await import(join(dir, 'generator.ts'))).default;
    expect(typeof tool.Screen).toBe('function');
    const examples = (await import(join(dir, 'examples.ts'))).default;
    for (const example of examples.examples) expect(await examples.run(example.input)).toBe(example.output);
    await expectFormatted(dir);
    rmSync(root, { recursive: true, force: true });
  });
  it('scaffolds a file tool with --kind file: declaration, examples from a reference program, jobs, worker, stories and e2e, with no React code', async () => {
    const cache = join(process.cwd(), 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const root = mkdtempSync(join(cache, 'new-plugin-'));
    mkdirSync(join(root, 'plugins'));
    symlinkSync(join(process.cwd(), 'src'), join(root, 'src'));
    execFileSync('node', ['scripts/new-plugin.mjs', 'byte-count', '--kind', 'file'], {
      env: { ...process.env, NEW_PLUGIN_ROOT: root },
    });
    const dir = join(root, 'plugins', 'byte-count');
    expect(readdirSync(dir).sort()).toEqual([
      'byte-count.e2e.ts',
      'examples.ts',
      'fileTool.stories.tsx',
      'fileTool.ts',
      'jobs.ts',
      'logic.test.ts',
      'logic.ts',
      'manifest.ts',
      'options.ts',
      'worker.ts',
    ]);
    const manifest = (await import(join(dir, 'manifest.ts'))).default;
    expect(manifest).toMatchObject({ id: 'byte-count', group: 'tools', path: '/tools/byte-count', produces: ['text'] });
    expect(() => createManifestValidator()(manifest, 'byte-count')).not.toThrow();
    const tool = (await import(join(dir, 'fileTool.ts'))).default;
    expect(typeof tool.Screen).toBe('function');
    // the job reads a file as the worker would, and reports what GNU wc reports
    const { countJobs } = await import(join(dir, 'jobs.ts'));
    const { examples } = await import(join(dir, 'examples.ts'));
    const { report } = await import(join(dir, 'logic.ts'));
    for (const example of examples) {
      const counts = await countJobs.handlers.count(new File([example.content], example.fileName), {
        progress: () => undefined,
        signal: new AbortController().signal,
      });
      expect(report(counts, 'both')).toBe(example.output);
    }
    await expectFormatted(dir);
    rmSync(root, { recursive: true, force: true });
  });
  it('refuses a kind it does not know, before writing anything', () => {
    expect(() =>
      execFileSync('node', ['scripts/new-plugin.mjs', 'x-tool', '--kind', 'gizmo'], { stdio: 'pipe' }),
    ).toThrow(/Unknown kind 'gizmo'/);
  });
  it('refuses ids that are not kebab-case', () => {
    expect(() => execFileSync('node', ['scripts/new-plugin.mjs', 'Bad_Id'], { stdio: 'pipe' })).toThrow();
  });
  it('refuses an unknown group or an icon lucide does not have, before writing anything', () => {
    expect(() =>
      execFileSync('node', ['scripts/new-plugin.mjs', 'x-tool', '--group', 'misc'], { stdio: 'pipe' }),
    ).toThrow(/Unknown group 'misc'/);
    expect(() =>
      execFileSync('node', ['scripts/new-plugin.mjs', 'x-tool', '--icon', 'no-such-icon'], { stdio: 'pipe' }),
    ).toThrow(/'no-such-icon' is not a lucide icon/);
  });
});
