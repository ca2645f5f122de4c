#!/usr/bin/env node
// Scaffolds plugins/<id>/ with a working text tool that passes every test: a transform tool that the
// platform draws from its declaration, or with --bespoke a tool with its own Tool.tsx.
// Usage: npm run new-plugin -- <id> [--group encoding|converters|formatters|tools] [--name "Display Name"] [--icon <lucide-icon>] [--bespoke]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { runnerImport } from 'vite';

const args = process.argv.slice(2);
const id = args.find((a) => !a.startsWith('--'));
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
if (!id || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
  console.error('Usage: npm run new-plugin -- <id>   (id in kebab-case, e.g. text-case)');
  process.exit(1);
}
const root = process.env.NEW_PLUGIN_ROOT || join(dirname(fileURLToPath(import.meta.url)), '..');
const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const { module: groupsModule } = await runnerImport(join(root, 'src/registry/groups.ts'));
const { module: iconsModule } = await runnerImport(join(projectRoot, 'scripts/tool-icons.ts'));
const group = flag('group', 'tools');
const groupPrefix = groupsModule.groups.find((g) => g.id === group)?.toolPathPrefix;
if (!groupPrefix) {
  console.error(`Unknown group '${group}' (one of ${groupsModule.groupIds.join(', ')})`);
  process.exit(1);
}
const icon = flag('icon', 'wrench');
if (!iconsModule.isLucideIcon(icon)) {
  console.error(`'${icon}' is not a lucide icon (see https://lucide.dev/icons)`);
  process.exit(1);
}
const name = flag(
  'name',
  id
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' '),
);
const dir = join(root, 'plugins', id);
if (existsSync(dir)) {
  console.error(`plugins/${id} already exists`);
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
const path = `${groupPrefix}/${id}`;
const bespoke = args.includes('--bespoke');

/** What both kinds of tool share: the manifest, options, logic with a property test, and the job in a worker. */
const common = {
  'manifest.ts': `import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: '${id}',
  name: '${name}',
  description: 'Changes the case of text. Replace this with what ${name} does.',
  group: '${group}',
  path: '${path}',
  order: 100,
  icon: '${icon}',
  keywords: ['${id}'],
  features: ['Runs in your browser'],
  seo: {
    title: '${name}',
    description: '${name}: free and private, everything runs in your browser.',
    keywords: ['${id}'],
  },
  options: optionsSpec,
});
`,
  'options.ts': `import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: { trim: { type: 'boolean', title: 'Trim each line' } },
  additionalProperties: false,
} as const;

const defaults = { trim: false } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and draws their controls. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
`,
  'logic.ts': `/** The tool's pure logic: no React, no DOM; it runs in the page and in the worker alike. */
export type Mode = 'upper' | 'lower';

export const MESSAGES = {
  empty: 'Please enter some text',
} as const;

export type Result = { ok: true; output: string } | { ok: false; message: string };

export function changeCase(input: string, mode: Mode, trim = false): Result {
  if (!input.trim()) return { ok: false, message: MESSAGES.empty };
  const text = trim ? input.split('\\n').map((line) => line.trim()).join('\\n') : input;
  return { ok: true, output: mode === 'upper' ? text.toUpperCase() : text.toLowerCase() };
}
`,
  'logic.test.ts': `import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES, changeCase } from './logic';

describe('${name} logic', () => {
  it('rejects blank input with the message', () => {
    expect(changeCase('  ', 'upper')).toEqual({ ok: false, message: MESSAGES.empty });
  });
  it('trims each line when asked', () => {
    expect(changeCase(' a \\n b ', 'upper', true)).toEqual({ ok: true, output: 'A\\nB' });
  });
  it('agrees with the language: upper case is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), (s) => {
        const once = changeCase(s, 'upper');
        if (once.ok) expect(changeCase(once.output, 'upper')).toEqual(once);
      }),
    );
  });
});
`,
  'jobs.ts': `import { defineJobs } from '@/lib/defineJobs';
import { changeCase, type Mode } from './logic';

export interface CaseRequest {
  mode: Mode;
  input: string;
  trim: boolean;
}

/** The tool's work: small inputs run in the page, large ones in worker.ts (the job policy decides). */
export const caseJobs = defineJobs({
  convert: ({ mode, input, trim }: CaseRequest) => changeCase(input, mode, trim),
});
`,
  'worker.ts': `import { serveJobs } from '@/lib/serveJobs';
import { caseJobs } from './jobs';

serveJobs(caseJobs);
`,
};

/** A transform tool: the platform draws the screen from transform.ts; the folder holds no React code. */
const transformFiles = {
  'transform.ts': `import { jobClient } from '@/lib/jobClient';
import { defineTransform } from '@/ui/transform';
import { examples } from './examples';
import { caseJobs } from './jobs';
import { MESSAGES } from './logic';
import { optionsSpec } from './options';

const jobs = jobClient(caseJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'convert',
  policy: 'codec',
  modes: {
    control: 'buttons',
    label: 'Case',
    items: [
      { id: 'upper', label: 'Upper case', busyLabel: 'Converting...' },
      { id: 'lower', label: 'Lower case', busyLabel: 'Converting...' },
    ],
  },
  request: ({ mode, input, options }) => ({ mode, input, trim: options.trim }),
  blank: () => MESSAGES.empty,
  read: (result) => (result.ok ? { ok: true, output: result.output, details: null } : { ok: false, error: { message: result.message } }),
  failed: (error) => ({ message: error.message }),
  input: { label: () => 'Input text', placeholder: () => 'Type or paste text…' },
  output: { label: () => 'Output', view: 'text', download: { fileName: () => '${id}.txt' } },
  examples,
});
`,
  'examples.ts': `import type { TransformExample } from '@/ui/transform';
import type { Mode } from './logic';
import type { Options } from './options';

/** The Example button loads the first; each output is what python3's str.upper() and str.lower() give. */
export const examples: readonly TransformExample<Options, Mode>[] = [
  { mode: 'upper', input: 'Hello, Straße', output: 'HELLO, STRASSE' },
  { mode: 'lower', input: 'Hello, WORLD', output: 'hello, world' },
];
`,
  'transform.stories.tsx': `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { examplesPlay } from '../../.storybook/play';
import manifest from './manifest';
import tool from './transform';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/${name}', component: tool.Screen, args: { manifest } };
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Each mode's Example, with the output examples.ts states for it. */
export const Examples: Story = { play: examplesPlay(tool) };

export const Empty: Story = {};

export const Converted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Input text'), { target: { value: 'abc' } });
    await expect(await c.findByDisplayValue('ABC', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

export const BlankInput: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Upper case' }));
    await expect(await c.findByText('Please enter some text')).toBeInTheDocument();
  },
};
`,
  [`${id}.e2e.ts`]: `import { test, expect } from '../../tests/e2e/support';

test.describe('${name}', () => {
  test('follows the input in the chosen case, says when the input is blank, and loads its example', async ({ page, errors }) => {
    await page.goto('${path}');
    await expect(page.getByRole('heading', { level: 1, name: '${name}' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Input text' });
    const output = page.getByRole('textbox', { name: 'Output' });
    await input.fill('abc');
    await expect(output).toHaveValue('ABC');
    await page.getByRole('button', { name: 'Lower case' }).click();
    await input.fill('DEF');
    await expect(output).toHaveValue('def');
    await input.fill('');
    await page.getByRole('button', { name: 'Upper case' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter some text' })).toBeVisible();
    await page.getByRole('button', { name: 'Example' }).click();
    await expect(output).toHaveValue('hello, world');
    expect(errors).toEqual([]);
  });
});
`,
};

/** A bespoke tool: its own Tool.tsx, built from the shared pieces, for a screen no declaration can describe. */
const bespokeFiles = {
  'Tool.tsx': `import { jobClient } from '@/lib/jobClient';
import { useMainAction, useToolInput } from '@/lib/toolScope';
import { useToolJob } from '@/lib/useToolJob';
import { useToolOptions } from '@/lib/useToolOptions';
import { Alert, Button, Card, Stack, StaleOutput, Switch, TextInputPanel, TextOutputPanel, Toolbar } from '@/ui';
import { caseJobs } from './jobs';
import { optionsSpec } from './options';

const jobs = jobClient(caseJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

export default function Tool() {
  const [options, , setOption] = useToolOptions(optionsSpec);
  // kept per tab, restored on Back and reload; never in localStorage
  const [input, setInput] = useToolInput();
  const request = { mode: 'upper' as const, input, trim: options.trim };
  // the output follows the input while it is small; the job's state is the screen's state
  const job = useToolJob(jobs, 'convert', { input: input.trim() ? request : null, policy: 'codec' });
  useMainAction(() => job.run(request));
  const result = job.result;
  const output = result?.ok ? result.output : '';
  return (
    <Stack>
      <Card title="Input">
        <Stack $gap="md">
          <TextInputPanel label="Input text" value={input} onChange={setInput} onClear={() => setInput('')} />
          <Toolbar $justify="between">
            <Button variant="primary" onClick={() => job.run(request)} disabled={job.busy}>
              Upper case
            </Button>
            <Switch label="Trim each line" checked={options.trim} onChange={(trim) => setOption('trim', trim)} />
          </Toolbar>
          {result && !result.ok && <Alert>{result.message}</Alert>}
        </Stack>
      </Card>
      <Card title="Output">
        <StaleOutput stale={job.stale} action="Upper case">
          <TextOutputPanel label="Output" value={output} download={{ fileName: '${id}.txt' }} />
        </StaleOutput>
      </Card>
    </Stack>
  );
}
`,
  'Tool.stories.tsx': `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import manifest from './manifest';
import Tool from './Tool';

const meta: Meta<typeof Tool> = { title: 'Tools/${name}', component: Tool, args: { manifest } };
export default meta;
type Story = StoryObj<typeof Tool>;

export const Empty: Story = {};

export const Converted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await fireEvent.change(c.getByLabelText('Input text'), { target: { value: 'abc' } });
    await expect(await c.findByDisplayValue('ABC', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};
`,
  [`${id}.e2e.ts`]: `import { test, expect } from '../../tests/e2e/support';

test.describe('${name}', () => {
  test('follows the input and trims lines when asked', async ({ page, errors }) => {
    await page.goto('${path}');
    await expect(page.getByRole('heading', { level: 1, name: '${name}' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Input text' }).fill(' abc ');
    await expect(page.getByRole('textbox', { name: 'Output' })).toHaveValue(' ABC ');
    await page.getByRole('switch', { name: 'Trim each line' }).click();
    await expect(page.getByRole('textbox', { name: 'Output' })).toHaveValue('ABC');
    expect(errors).toEqual([]);
  });
});
`,
};

const files = { ...common, ...(bespoke ? bespokeFiles : transformFiles) };
// written as prettier writes them, so the new folder passes the format check as it is
for (const [file, content] of Object.entries(files)) {
  const path = join(dir, file);
  const options = { ...(await resolveConfig(join(projectRoot, file))), filepath: path };
  writeFileSync(path, await format(content, options));
}
console.log(`Created plugins/${id}/ (${Object.keys(files).join(', ')}) at ${path}.
Next: edit manifest.ts (name, description, path, icon, keywords, seo), options.ts, logic.ts and its tests,
${bespoke ? 'Tool.tsx from src/ui and src/lib' : 'transform.ts (inputs, modes, job, outputs, messages) and examples.ts'}, stories for each state
and ${id}.e2e.ts; then npm test.`);
