import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

/**
 * Each probe breaks one boundary or rule of eslint.config.js and must be reported by exactly that
 * rule: drop the rule from the config and its probe fails. The probes are linted as text under the
 * path given (the files do not exist); the last cases show that code within the boundaries passes.
 */
const cwd = join(dirname(fileURLToPath(import.meta.url)), '..');

const PROBES = {
  plugin: 'plugins/uuid/probe.ts',
  pluginTsx: 'plugins/uuid/probe.tsx',
  pluginE2e: 'plugins/uuid/probe.e2e.ts',
  pluginTest: 'plugins/uuid/probe.test.ts',
  pluginWithJobs: 'plugins/hash-generator/probe.ts',
  manifest: 'plugins/uuid/manifest.ts',
  options: 'plugins/uuid/options.ts',
  ui: 'src/ui/probe.ts',
  lib: 'src/lib/probe.ts',
  siteSpec: 'tests/e2e/probe.spec.ts',
  script: 'scripts/probe.ts',
};

const eslint = new ESLint({
  cwd,
  // no cache: every run judges the probes afresh
  cache: false,
  // the project service knows only the files on disk; the probes get the same compiler options
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: Object.values(PROBES).filter((p) => p.includes('probe')),
          defaultProject: 'tsconfig.json',
          // one default project serves every probe path
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
      },
    },
  },
});

async function findings(filePath: string, code: string): Promise<{ rule: string; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => ({ rule: m.ruleId ?? `fatal: ${m.message}`, message: m.message }));
}

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  return (await findings(filePath, code)).map((f) => f.rule);
}

const probes: { name: string; filePath: string; code: string; rule: string }[] = [
  {
    name: 'a plugin importing another plugin',
    filePath: PROBES.plugin,
    code: "import { MESSAGES } from '../base64-text/logic';\nexport const m = MESSAGES;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a plugin importing the registry beyond its types',
    filePath: PROBES.plugin,
    code: "import { registry } from '@/registry';\nexport const r = registry;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a plugin importing the app through the alias',
    filePath: PROBES.plugin,
    code: "import { App } from '@/app/App';\nexport const a = App;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a plugin importing src/ by a relative path',
    filePath: PROBES.plugin,
    code: "import { notify } from '../../src/lib/notify';\nexport const n = notify;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a plugin reaching the shell through a path the import patterns do not spell',
    filePath: PROBES.plugin,
    code: "import { Header } from '../uuid/../../src/./shell/Header';\nexport const h = Header;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a plugin loading the app with import()',
    filePath: PROBES.plugin,
    code: "export const load = () => import('@/shell/Header');\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: "a plugin starting another plugin's worker",
    filePath: PROBES.plugin,
    code: "export const start = () => new Worker(new URL('../base64-text/worker.ts', import.meta.url), { type: 'module' });\n",
    rule: 'local/url-import-boundaries',
  },
  {
    name: 'a plugin globbing other plugins',
    filePath: PROBES.plugin,
    code: "export const all = import.meta.glob('../*/manifest.ts');\n",
    rule: 'local/url-import-boundaries',
  },
  {
    name: 'a plugin globbing the pages through the alias',
    filePath: PROBES.plugin,
    code: "export const pages = import.meta.glob('@/pages/*.tsx');\n",
    rule: 'local/url-import-boundaries',
  },
  {
    name: 'a manifest importing more than its types and options',
    filePath: PROBES.manifest,
    code: "import { notify } from '@/lib/notify';\nimport { defineTool } from '@/registry/types';\nexport const n = notify;\nexport default defineTool({} as never);\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a manifest importing its types by a relative path',
    filePath: PROBES.manifest,
    code: "import { defineTool } from '../../src/registry/types';\nexport default defineTool({} as never);\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'an options file importing more than src/registry/types',
    filePath: PROBES.options,
    code: "import type { ToolOptions } from '@/lib/toolOptions';\nexport const optionsSpec: ToolOptions = { schema: {}, defaults: {} };\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'an options file listing colour themes of its own',
    filePath: PROBES.options,
    code: "export const schema = { theme: { type: 'string', oneOf: [{ const: 'dark', title: 'Dark' }] } } as const;\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: "src/ui choosing an option's control by its 'ui:widget' itself",
    filePath: PROBES.ui,
    code: "export const radio = (ui: Record<string, unknown>) => ui['ui:widget'] === 'radio';\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'src/ui importing the registry',
    filePath: PROBES.ui,
    code: "import { registry } from '@/registry';\nexport const r = registry;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'src/ui loading the shell with import()',
    filePath: PROBES.ui,
    code: "export const load = () => import('@/shell/Header');\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'src/lib importing the app',
    filePath: PROBES.lib,
    code: "import { App } from '@/app/App';\nexport const a = App;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'src/lib importing react-toastify’s main entry, which injects <style> text',
    filePath: PROBES.lib,
    code: "import { toast } from 'react-toastify';\nexport const t = toast;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'src/lib importing another folder of src/ by a relative path',
    filePath: PROBES.lib,
    code: "import { site } from '../site';\nexport const s = site;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a site spec importing src/ by a relative path',
    filePath: PROBES.siteSpec,
    code: "import { inputParam } from '../../src/lib/inputQuery';\nexport const i = inputParam;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a site spec loading src/ by a relative path with import()',
    filePath: PROBES.siteSpec,
    code: "export const load = () => import('../../src/lib/inputQuery');\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'a script Vite bundles with its config importing a value through the alias',
    filePath: PROBES.script,
    code: "import { site } from '@/site';\nexport const s = site;\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    name: 'imports out of order (a package after src/, src/ after a sibling)',
    filePath: PROBES.plugin,
    code: "import { uuidV4 } from './logic';\nimport { notify } from '@/lib/notify';\nimport { useState } from 'react';\nexport const u = [uuidV4, notify, useState];\n",
    rule: 'import-x/order',
  },
  {
    name: 'src/lib importing the registry types',
    filePath: PROBES.lib,
    code: "import type { ToolManifest } from '@/registry/types';\nexport type M = ToolManifest;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'src/lib globbing the pages',
    filePath: PROBES.lib,
    code: "export const pages = import.meta.glob('../pages/*.tsx');\n",
    rule: 'local/url-import-boundaries',
  },
  {
    name: 'src/lib globbing the pages through the alias',
    filePath: PROBES.lib,
    code: "export const pages = import.meta.glob('@/pages/*.tsx');\n",
    rule: 'local/url-import-boundaries',
  },
  {
    name: 'an import cycle (clipboard.ts imports notify.ts)',
    filePath: 'src/lib/notify.ts',
    code: "import { copyText } from './clipboard';\nexport const c = copyText;\n",
    rule: 'import-x/no-cycle',
  },
  {
    // tests/fixtures/import-cycle: twelve modules, the last importing src/site.ts
    name: 'an import cycle through thirteen modules',
    filePath: 'src/site.ts',
    code: "import { site } from '../tests/fixtures/import-cycle/link01';\nexport const s = site;\n",
    rule: 'import-x/no-cycle',
  },
  {
    name: 'an import cycle closed by import() (the site pages’ table loading a page that reads it)',
    filePath: 'src/sitePages.ts',
    code: "export const load = () => import('@/pages/SitemapPage');\n",
    rule: 'import-x/no-cycle',
  },
  {
    name: 'a floating promise',
    filePath: PROBES.lib,
    code: 'async function work() {}\nwork();\n',
    rule: '@typescript-eslint/no-floating-promises',
  },
  {
    name: 'an async click handler',
    filePath: PROBES.pluginTsx,
    code: 'export const B = () => <button type="button" onClick={async () => {}}>x</button>;\n',
    rule: '@typescript-eslint/no-misused-promises',
  },
  {
    name: 'a promise where a void callback is expected',
    filePath: PROBES.lib,
    code: "export const listen = (el: HTMLElement) => el.addEventListener('click', async () => {});\n",
    rule: '@typescript-eslint/no-misused-promises',
  },
  {
    name: 'waitForTimeout in a site spec',
    filePath: PROBES.siteSpec,
    code: "import { test } from './support';\ntest('t', async ({ page }) => {\n  await page.goto('/');\n  await page.waitForTimeout(100);\n});\n",
    rule: 'no-restricted-properties',
  },
  {
    name: "waitForTimeout in a tool's spec",
    filePath: PROBES.pluginE2e,
    code: "import { test } from '../../tests/e2e/support';\ntest('t', async ({ page }) => {\n  await page.goto('/');\n  await page.waitForTimeout(100);\n});\n",
    rule: 'no-restricted-properties',
  },
  {
    name: 'an unawaited Playwright action in a spec',
    filePath: PROBES.siteSpec,
    code: "import { test } from './support';\ntest('t', async ({ page }) => {\n  page.goto('/');\n});\n",
    rule: '@typescript-eslint/no-floating-promises',
  },
];

/**
 * One helper per browser chore: each probe does a chore by hand in plugin code and must be reported
 * by its rule, with a message that names the helper to use instead.
 */
const choreProbes: { name: string; code: string; rule: string; helper: string }[] = [
  {
    name: 'a number formatted by the browser',
    code: "export const shown = (n: number) => n.toLocaleString('en-US');\n",
    rule: 'no-restricted-syntax',
    helper: 'groupDigits',
  },
  {
    name: 'a number formatter of its own',
    code: "export const format = new Intl.NumberFormat('en-US');\n",
    rule: 'no-restricted-syntax',
    helper: 'groupDigits',
  },
  {
    name: 'an object URL made by hand',
    code: 'export const url = (b: Blob) => URL.createObjectURL(b);\n',
    rule: 'no-restricted-syntax',
    helper: 'useObjectUrl',
  },
  {
    name: 'a FileReader',
    code: 'export const read = (b: Blob) => {\n  const r = new FileReader();\n  r.readAsText(b);\n  return r;\n};\n',
    rule: 'no-restricted-syntax',
    helper: 'readTextFile',
  },
  {
    name: 'the clipboard API used directly',
    code: 'export const copy = (t: string) => navigator.clipboard.writeText(t);\n',
    rule: 'no-restricted-syntax',
    helper: 'src/lib/clipboard',
  },
  {
    name: 'react-toastify imported directly',
    code: "import { toast } from 'react-toastify';\nexport const t = toast;\n",
    rule: 'no-restricted-imports',
    helper: 'notify',
  },
  {
    name: 'useDebounced imported',
    code: "import { useDebounced } from '@/lib/useDebounced';\nexport const d = useDebounced;\n",
    rule: 'no-restricted-imports',
    helper: 'debounceMs',
  },
  {
    name: 'a worker started outside jobClient',
    code: "export const start = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });\n",
    rule: 'no-restricted-syntax',
    helper: 'jobClient',
  },
  {
    name: 'a worker started inside a jobClient factory that does more than start it',
    code: "import { jobClient } from '@/lib/jobClient';\nexport const jobs = jobClient({ handlers: {} }, () => {\n  const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });\n  return w;\n});\n",
    rule: 'no-restricted-syntax',
    helper: 'jobClient',
  },
  {
    name: 'a line and column counted by hand',
    code: "export function where(text: string, offset: number) {\n  let line = 1;\n  let start = 0;\n  for (let i = text.indexOf('\\n'); i !== -1 && i < offset; i = text.indexOf('\\n', i + 1)) {\n    line++;\n    start = i + 1;\n  }\n  return { line, column: offset - start + 1 };\n}\n",
    rule: 'no-restricted-syntax',
    helper: 'lineColumnOf',
  },
  {
    name: 'a line and column function of its own',
    code: 'export const lineColumn = (text: string, offset: number) => ({ line: text.length, column: offset });\n',
    rule: 'no-restricted-syntax',
    helper: 'lineColumnOf',
  },
  {
    name: 'an offset worked out from a line and column',
    code: "export const at = (text: string, line: number, column: number) => text.split('\\n').slice(0, line - 1).join('\\n').length + column - 1;\n",
    rule: 'no-restricted-syntax',
    helper: 'offsetOfLineColumn',
  },
  {
    name: 'a magic-byte sniffer of its own',
    code: 'export function sniffFormat(bytes: Uint8Array) {\n  return bytes[0] === 0x89 ? 1 : 0;\n}\n',
    rule: 'no-restricted-syntax',
    helper: 'sniffImage',
  },
  {
    name: 'a magic-byte sniffer kept in a const',
    code: "export const sniffKind = (bytes: Uint8Array) => (bytes[0] === 0xff ? 'jpeg' : null);\n",
    rule: 'no-restricted-syntax',
    helper: 'sniffBytes',
  },
  {
    name: 'a table styled by hand',
    code: "import styled from 'styled-components';\nexport const Grid = styled.table`\n  width: 100%;\n`;\n",
    rule: 'no-restricted-syntax',
    helper: 'DataTable',
  },
  {
    name: 'a zone list of its own',
    code: "export const zones = () => Intl.supportedValuesOf('timeZone');\n",
    rule: 'no-restricted-syntax',
    helper: 'ZonePicker',
  },
  {
    name: 'a zone formatter of its own',
    code: "export const berlin = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', hour: 'numeric' });\n",
    rule: 'no-restricted-syntax',
    helper: 'src/lib/timeZone',
  },
];

/** A plugin component's own zone field: a select or text box labelled as a zone. */
const zoneFieldProbe = {
  code: 'import { Select } from \'@/ui\';\nexport const Z = () => <Select label="Time zone" value="UTC" options={[]} onChange={() => {}} />;\n',
  rule: 'no-restricted-syntax',
  helper: 'ZonePicker',
};

/** The same in a plugin's component: a table written as markup. */
const tableProbe = {
  code: 'export const T = () => (\n  <table>\n    <tbody />\n  </table>\n);\n',
  rule: 'no-restricted-syntax',
  helper: 'DataTable',
};

// the first probe waits for the TypeScript program that the type-aware rules read
describe('lint rules', { timeout: 180_000 }, () => {
  it.each(probes)('reports $name with $rule', async ({ filePath, code, rule }) => {
    expect(await ruleIds(filePath, code)).toContain(rule);
  });

  it.each(choreProbes)('reports $name in plugin code with $rule, naming $helper', async ({ code, rule, helper }) => {
    const found = await findings(PROBES.plugin, code);
    expect(found.map((f) => f.rule)).toEqual([rule]);
    expect(found[0].message).toContain(helper);
  });

  it('reports a table written as markup in a plugin component, naming DataTable', async () => {
    const found = await findings(PROBES.pluginTsx, tableProbe.code);
    expect(found.map((f) => f.rule)).toEqual([tableProbe.rule]);
    expect(found[0].message).toContain(tableProbe.helper);
  });

  it('reports a zone field of its own in a plugin component, naming ZonePicker', async () => {
    const found = await findings(PROBES.pluginTsx, zoneFieldProbe.code);
    expect(found.map((f) => f.rule)).toEqual([zoneFieldProbe.rule]);
    expect(found[0].message).toContain(zoneFieldProbe.helper);
  });

  it("leaves other zones alone (a QR code's quiet zone) and reports a field labelled Zone", async () => {
    const quiet = zoneFieldProbe.code.replace('Time zone', 'Quiet zone');
    expect(await findings(PROBES.pluginTsx, quiet)).toEqual([]);
    const zone = await findings(PROBES.pluginTsx, zoneFieldProbe.code.replace('Time zone', 'Zone'));
    expect(zone.map((f) => f.rule)).toEqual([zoneFieldProbe.rule]);
  });

  it('lets a plugin component choose a zone with ZonePicker', async () => {
    const code =
      'import { ZonePicker } from \'@/ui/ZonePicker\';\nexport const Z = () => <ZonePicker label="Time zone" value="UTC" onChange={() => {}} />;\n';
    expect(await findings(PROBES.pluginTsx, code)).toEqual([]);
  });

  it('lets a plugin start its worker as the factory of jobClient', async () => {
    const code = [
      "import { jobClient } from '@/lib/jobClient';",
      "import { hashJobs } from './jobs';",
      "export const jobs = jobClient(hashJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));",
      '',
    ].join('\n');
    expect(await ruleIds(PROBES.pluginWithJobs, code)).toEqual([]);
  });

  it('lets a plugin start a stateful worker as the factory of sessionClient', async () => {
    const code = [
      "import { sessionClient } from '@/lib/sessionClient';",
      "import { treeJobs } from './jobs';",
      "export const trees = sessionClient(treeJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));",
      '',
    ].join('\n');
    expect(await ruleIds(PROBES.pluginWithJobs, code)).toEqual([]);
  });

  it('reports a number formatted by the browser in src/ runtime code too, but not in count.ts or tests', async () => {
    const code = "export const shown = (n: number) => n.toLocaleString('en-US');\n";
    expect(await ruleIds(PROBES.ui, code)).toEqual(['no-restricted-syntax']);
    expect(await ruleIds('src/lib/count.ts', code)).toEqual([]);
    expect(await ruleIds(PROBES.pluginTest, code)).toEqual([]);
  });

  it('leaves tests of plugins free to do chores by hand', async () => {
    const code = 'export const url = (b: Blob) => URL.createObjectURL(b);\nexport const r = () => new FileReader();\n';
    expect(await ruleIds(PROBES.pluginTest, code)).toEqual([]);
  });

  it('reports nothing for a plugin that keeps to its boundaries', async () => {
    const code = [
      "import { useState } from 'react';",
      "import { defineJobs } from '@/lib/defineJobs';",
      "import { jobClient } from '@/lib/jobClient';",
      "import { notify } from '@/lib/notify';",
      "import type { ToolProps } from '@/registry/types';",
      "import { Button } from '@/ui';",
      "import { uuidV4 } from './logic';",
      '',
      "export const jobs = jobClient(defineJobs({ id: (s: string) => s }), () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));",
      "export const own = import.meta.glob('./*.ts');",
      "export const load = () => import('./logic');",
      'export function Probe(_props: ToolProps) {',
      '  const [id, setId] = useState(uuidV4);',
      '  const later = async () => notify.info(id);',
      '  const onClick = () => {',
      '    setId(uuidV4());',
      '    void later();',
      '  };',
      '  return <Button onClick={onClick}>{id}</Button>;',
      '}',
      "export const reset = () => setTimeout(() => void Promise.resolve().then(() => notify.info('done')), 10);",
      '',
    ].join('\n');
    expect(await ruleIds(PROBES.pluginTsx, code)).toEqual([]);
  });

  it('reports nothing for a manifest and options file that import what they may', async () => {
    const options = [
      "import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';",
      "const schema = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] } as const;",
      'const defaults = { n: 1 } satisfies OptionsInput<typeof schema>;',
      'export type Options = OptionValues<typeof schema, typeof defaults>;',
      'export const optionsSpec = defineOptions<Options>({ schema, defaults });',
      '',
    ].join('\n');
    expect(await ruleIds(PROBES.options, options)).toEqual([]);
    const manifest =
      "import { defineTool } from '@/registry/types';\nimport { optionsSpec } from './options';\nexport const o = optionsSpec;\nexport default defineTool({} as never);\n";
    expect(await ruleIds(PROBES.manifest, manifest)).toEqual([]);
  });

  it('reports nothing for src/lib and src/ui code that stays below the app', async () => {
    const code = [
      "import { formatBytes } from '@/lib/bytes';",
      "import { notify } from './notify';",
      "import type { ToolOptions } from './toolOptions';",
      "export const worker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });",
      'export const use = (o: ToolOptions) => notify.info(formatBytes(Object.keys(o.defaults).length));',
      '',
    ].join('\n');
    expect(await ruleIds(PROBES.lib, code)).toEqual([]);
  });

  it('reports nothing for a script that takes types from src/ through the alias', async () => {
    const code = "import type { Palette } from '@/theme/themes';\nexport type P = Palette;\n";
    expect(await ruleIds(PROBES.script, code)).toEqual([]);
  });

  it('reports nothing for a site spec that imports src/ through the alias', async () => {
    const code = [
      "import { join } from 'node:path';",
      "import { inputParam } from '@/lib/inputQuery';",
      "import { expect, test } from './support';",
      "test('t', async ({ page }) => {",
      "  await page.goto(join('/', `?${inputParam('text')}=a`));",
      '  await expect(page).toHaveURL(/./);',
      '});',
      '',
    ].join('\n');
    expect(await ruleIds(PROBES.siteSpec, code)).toEqual([]);
  });
});
