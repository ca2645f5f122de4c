#!/usr/bin/env node
// Scaffolds plugins/<id>/ with a working tool that passes every test, of the kind asked for: a text
// transform (the default) or a generator, which the platform draws from its declaration, or with
// --bespoke a tool with its own Tool.tsx.
// Usage: npm run new-plugin -- <id> [--kind transform|generate|file] [--group encoding|converters|formatters|tools] [--name "Display Name"] [--icon <lucide-icon>] [--bespoke]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { runnerImport } from 'vite';

const args = process.argv.slice(2);
/** The flags that take a value: the word after one is its value, not the id. */
const VALUED = ['--group', '--name', '--icon', '--kind'];
const id = args.find((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1]));
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
const path = `${groupPrefix}/${id}`;
/** The kinds a folder can be: the blueprints the platform draws, and a screen of the tool's own. */
const KINDS = ['transform', 'generate', 'file', 'bespoke'];
const kind = args.includes('--bespoke') ? 'bespoke' : flag('kind', 'transform');
if (!KINDS.includes(kind)) {
  console.error(`Unknown kind '${kind}' (one of transform, generate, file; or --bespoke)`);
  process.exit(1);
}
mkdirSync(dir, { recursive: true });

/** What the tool does, as its manifest first says it. */
const DESCRIPTIONS = {
  transform: 'Changes the case of text.',
  bespoke: 'Changes the case of text.',
  generate: 'Generates random tokens from the browser’s cryptographic source.',
  file: 'Counts the bytes and lines of a file as wc does.',
};

/** How each kind joins Open in …: the kinds of text it takes and gives (src/lib/kinds.ts). */
const HAND_OFF = {
  transform: `
  // Open in … offers this tool for any text, and its output to the tools that take text
  accepts: [{ kinds: ['text'] }],
  produces: ['text'],`,
  bespoke: `
  accepts: [{ kinds: ['text'] }],
  produces: ['text'],`,
  generate: `
  // what it makes is text other tools take
  produces: ['text'],`,
  file: `
  // its report is text other tools take; a file is not text, so it takes none
  produces: ['text'],`,
};

/** Every kind's manifest: the tool's name, place and page texts, and its options. */
const manifestFiles = {
  'manifest.ts': `import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: '${id}',
  name: '${name}',
  description: '${DESCRIPTIONS[kind]} Replace this with what ${name} does.',
  group: '${group}',
  path: '${path}',
  order: 100,
  icon: '${icon}',${HAND_OFF[kind]}
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
};

/** What a text tool holds, drawn by the platform or on its own screen: options, logic with a property test, and the job in a worker. */
const textFiles = {
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

/** Which pasted texts a text tool reads, ranked among every tool's (src/lib/detect.ts). */
const detectFiles = {
  'detect.ts': `import { defineDetector, type Detection } from '@/lib/detect';

/** Words in capitals only: text someone may want in lower case. */
const SHOUTING = /^[^a-z]*[A-Z]{2,}[^a-z]*\\s[^a-z]*[A-Z]{2,}[^a-z]*$/;

export default defineDetector({
  detect: ({ text }): Detection | null =>
    SHOUTING.test(text) ? { score: 0.5, reason: 'Text in capitals', settings: {} } : null,
  examples: {
    matches: ['HELLO WORLD', 'PLEASE READ THIS'],
    misses: ['Hello world', 'hello', 'A'],
  },
});
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
  blank: MESSAGES.empty,
  read: (result) => (result.ok ? { ok: true, output: result.output, details: null } : { ok: false, error: { message: result.message } }),
  failed: (error) => ({ message: error.message }),
  input: { label: 'Input text', placeholder: 'Type or paste text…' },
  output: { label: 'Output', view: 'text', download: { fileName: '${id}.txt' } },
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

/** A generator: the platform draws the screen from generator.ts; the folder holds no React code. */
const generatorFiles = {
  'options.ts': `import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

/** What is generated (never a generated value): kept and carried by a link like any setting. */
export const optionsSchema = {
  type: 'object',
  properties: {
    bytes: { type: 'integer', title: 'Bytes', minimum: 4, maximum: 64 },
    alphabet: { type: 'string', title: 'Alphabet', enum: ['url', 'standard'] },
    count: { type: 'integer', title: 'How many', minimum: 1, maximum: 100 },
  },
  additionalProperties: false,
} as const;

const defaults = { bytes: 16, alphabet: 'url', count: 10 } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them and checks a link's query and stored settings, with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
`,
  'logic.ts': `/** The tool's pure logic: no React; the random bytes come from the browser's cryptographic source. */
import { encodeBytes, type Base64Alphabet } from '@/lib/base64';

export const BYTES = { min: 4, max: 64 } as const;
export const COUNT = { min: 1, max: 100 } as const;

export const ALPHABETS = [
  { value: 'url', label: 'base64url (links, file names)' },
  { value: 'standard', label: 'Base64' },
] as const;

export const alphabetOf = (value: string): Base64Alphabet => (value === 'standard' ? 'standard' : 'url');

/** A token: the bytes in the alphabet (base64url without padding, Base64 with it). */
export function tokenOf(bytes: Uint8Array, alphabet: Base64Alphabet): string {
  return encodeBytes(bytes, alphabet);
}

/** A new token of \`size\` random bytes. */
export function randomToken(size: number, alphabet: Base64Alphabet): string {
  return tokenOf(crypto.getRandomValues(new Uint8Array(size)), alphabet);
}
`,
  'logic.test.ts': `import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeToBytes } from '@/lib/base64';
import examples from './examples';
import { randomToken, tokenOf } from './logic';

describe('${name} logic', () => {
  it.each(examples.examples)('$name', ({ input, output }) => {
    expect(tokenOf(Uint8Array.from(input.bytes), input.alphabet)).toBe(output);
  });
  it('writes every byte: a token reads back to its bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.constantFrom('url', 'standard'), (bytes, alphabet) => {
        expect(decodeToBytes(tokenOf(bytes, alphabet))).toEqual(bytes);
      }),
    );
  });
  it('draws a new token each time, of the size asked for', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => randomToken(16, 'url')));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
`,
  'examples.ts': `import type { Base64Alphabet } from '@/lib/base64';
import { defineExamples } from '@/lib/examples';
import { tokenOf } from './logic';

/**
 * Bytes and the token they make. Outputs from python3: \`base64.b64encode(bytes(b)).decode()\` and
 * \`base64.urlsafe_b64encode(bytes(b)).rstrip(b'=').decode()\`.
 */
export default defineExamples<{ bytes: number[]; alphabet: Base64Alphabet }, string>({
  examples: [
    { name: 'base64url', input: { bytes: [0, 1, 254, 255], alphabet: 'url' }, output: 'AAH-_w' },
    { name: 'Base64', input: { bytes: [0, 1, 254, 255], alphabet: 'standard' }, output: 'AAH+/w==' },
    {
      name: 'The last two letters of each alphabet',
      input: { bytes: [250, 251, 252, 253, 254, 255, 62, 63], alphabet: 'url' },
      output: '-vv8_f7_Pj8',
    },
  ],
  run: ({ bytes, alphabet }) => tokenOf(Uint8Array.from(bytes), alphabet),
});
`,
  'generator.ts': `import { defineGenerator, type Recipe } from '@/ui/generator';
import { ALPHABETS, alphabetOf, BYTES, COUNT, randomToken } from './logic';
import { optionsSpec, type Options } from './options';

/** New tokens for the options: a change of size or alphabet draws a new one and marks a list out of date. */
const tokens = ({ options }: { options: Options }): Recipe<null> => ({
  ok: true,
  key: \`\${options.bytes} \${options.alphabet}\`,
  make: () => randomToken(options.bytes, alphabetOf(options.alphabet)),
  details: null,
});

export default defineGenerator({
  options: optionsSpec,
  settings: {
    controls: [
      { key: 'bytes', kind: 'number', label: 'Bytes', min: BYTES.min, max: BYTES.max },
      { key: 'alphabet', kind: 'choice', widget: 'select', label: 'Alphabet', choices: ALPHABETS },
    ],
  },
  one: {
    title: 'Your token',
    recipe: tokens,
    view: 'value',
    label: 'Generated token',
    testId: 'token',
    regenerate: { label: 'Regenerate', placement: 'below' },
  },
  bulk: {
    title: 'Bulk',
    count: 'count',
    controls: [{ key: 'count', kind: 'number', label: 'How many', min: COUNT.min, max: COUNT.max }],
    recipe: tokens,
    button: (count) => \`Generate \${count} tokens\`,
    label: 'Generated tokens',
    placeholder: 'Generated tokens appear here, one per line.',
    download: { fileName: '${id}.txt' },
  },
});
`,
  'generator.stories.tsx': `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import tool from './generator';
import manifest from './manifest';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/${name}', component: tool.Screen, args: { manifest } };
export default meta;
type Story = StoryObj<typeof tool.Screen>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // the first token is drawn once the page is live
    await waitFor(() => expect(c.getByTestId('token').textContent).toMatch(/^[A-Za-z0-9_-]{22}$/));
  },
};

export const StandardAlphabet: Story = {
  parameters: { route: '${path}?bytes=4&alphabet=standard' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByTestId('token').textContent).toMatch(/^[A-Za-z0-9+/]{6}==$/));
  },
};

export const Bulk: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Generate 10 tokens' }));
    const list = c.getByRole<HTMLTextAreaElement>('textbox', { name: 'Generated tokens' });
    await waitFor(() => expect(list.value.split('\\n')).toHaveLength(10));
  },
};
`,
  [`${id}.e2e.ts`]: `import { test, expect } from '../../tests/e2e/support';

test.describe('${name}', () => {
  test('draws a token, a new one on Regenerate and for new settings, kept in the link; a list in bulk with its file', async ({
    page,
    errors,
  }) => {
    await page.goto('${path}');
    await expect(page.getByRole('heading', { level: 1, name: '${name}' })).toBeVisible();
    const token = page.getByTestId('token');
    await expect(token).toHaveText(/^[A-Za-z0-9_-]{22}$/);
    const first = await token.innerText();
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(token).not.toHaveText(first);
    await page.getByLabel('Bytes').fill('3');
    await expect(page.getByText('Ignored: enter a whole number from 4 to 64')).toBeVisible();
    await page.getByLabel('Bytes').fill('4');
    await page.getByLabel('Alphabet').selectOption('standard');
    await expect(token).toHaveText(/^[A-Za-z0-9+/]{6}==$/);
    await expect(page).toHaveURL(/bytes=4/);
    await expect(page).toHaveURL(/alphabet=standard/);
    await page.getByRole('button', { name: 'Generate 10 tokens' }).click();
    const list = page.getByRole('textbox', { name: 'Generated tokens' });
    expect((await list.inputValue()).split('\\n')).toHaveLength(10);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('${id}.txt');
    expect(errors).toEqual([]);
  });
});
`,
};

/** A file tool: bytes in (Browse, a drop, a paste), text out; the platform draws the screen from fileTool.ts. */
const fileFiles = {
  'options.ts': `import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    report: {
      type: 'string',
      title: 'Report',
      oneOf: [
        { const: 'both', title: 'Bytes and lines' },
        { const: 'lines', title: 'Lines only' },
      ],
    },
  },
  additionalProperties: false,
} as const;

const uiSchema = { report: { 'ui:widget': 'radio' } };

const defaults = { report: 'both' } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and draws their controls. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, uiSchema, defaults });
`,
  'logic.ts': `/** The tool's pure logic: no React, no DOM; it runs in the page and in the worker alike. */
import { countOf } from '@/lib/count';

/** The largest file the tool reads. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export const MESSAGES = {
  noFile: 'Please select a file first',
  cannotRead: 'The file could not be read.',
} as const;

export interface Counts {
  bytes: number;
  /** line ends (LF), as \`wc -l\` counts them */
  lines: number;
}

/** The file's size and its line ends, counted as coreutils' wc does. */
export function countBytes(bytes: Uint8Array): Counts {
  let lines = 0;
  for (const byte of bytes) if (byte === 0x0a) lines++;
  return { bytes: bytes.length, lines };
}

/** The report in the chosen form. */
export function report(counts: Counts, form: 'both' | 'lines'): string {
  const lines = countOf(counts.lines, 'line');
  return form === 'lines' ? lines : \`\${countOf(counts.bytes, 'byte')}, \${lines}\`;
}
`,
  'logic.test.ts': `import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { examples } from './examples';
import { countBytes, report } from './logic';

describe('${name} logic', () => {
  it.each(examples)('$name: counts as wc does', ({ content, output }) => {
    expect(report(countBytes(new TextEncoder().encode(content)), 'both')).toBe(output);
  });
  it('counts a line end for each LF, whatever else the bytes are', () => {
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => {
        expect(countBytes(bytes)).toEqual({ bytes: bytes.length, lines: bytes.filter((b) => b === 10).length });
      }),
    );
  });
});
`,
  'examples.ts': `/** Files and what \`wc -c\` and \`wc -l\` (GNU coreutils) say of them: \`printf 'a\\nb\\n' | wc -c -l\`. */
export const examples = [
  { name: 'Two lines', fileName: 'two.txt', content: 'a\\nb\\n', output: '4 bytes, 2 lines' },
  { name: 'No line end', fileName: 'one.txt', content: 'hello', output: '5 bytes, 0 lines' },
  { name: 'UTF-8', fileName: 'utf8.txt', content: 'Straße\\n', output: '8 bytes, 1 line' },
] as const;
`,
  'jobs.ts': `import { readBlob } from '@/lib/bytes';
import { defineJobs } from '@/lib/defineJobs';
import { countBytes } from './logic';

/** The tool's work, in worker.ts: the file's bytes are read there, never on the page. */
export const countJobs = defineJobs({
  count: async (file: File) => countBytes(new Uint8Array(await readBlob(file))),
});
`,
  'worker.ts': `import { serveJobs } from '@/lib/serveJobs';
import { countJobs } from './jobs';

serveJobs(countJobs);
`,
  'fileTool.ts': `import { jobClient } from '@/lib/jobClient';
import { defineFileTool } from '@/ui/fileTool';
import { countJobs } from './jobs';
import { MAX_FILE_BYTES, MESSAGES, report, type Counts } from './logic';
import { optionsSpec } from './options';

const jobs = jobClient(countJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

export default defineFileTool({
  options: optionsSpec,
  input: {
    title: 'Choose a file',
    hint: 'Any file, up to 5 MB. The file never leaves your browser.',
    maxBytes: MAX_FILE_BYTES,
    empty: 'No file selected.',
    missing: MESSAGES.noFile,
  },
  job: {
    jobs,
    kind: 'count',
    policy: 'fileRead',
    request: (file) => file,
    read: (counts: Counts) => ({ ok: true, output: report(counts, 'both'), details: counts }),
    failed: () => ({ message: MESSAGES.cannotRead }),
    button: 'Count',
    progress: 'Counting progress',
  },
  output: {
    controls: ['report'],
    label: 'Counts',
    placeholder: 'Choose a file; its size and lines appear here.',
    // the form applies to the counts shown, so changing it reads nothing again
    show: (_text, counts: Counts, { options }) => report(counts, options.report),
    download: { fileName: ({ file }) => \`\${file?.name ?? 'file'}.counts.txt\` },
  },
});
`,
  'fileTool.stories.tsx': `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import tool from './fileTool';
import manifest from './manifest';

const meta: Meta<typeof tool.Screen> = { title: 'Tools/${name}', component: tool.Screen, args: { manifest } };
export default meta;
type Story = StoryObj<typeof tool.Screen>;

/** Chooses a file as the Browse button would. */
const pick = (canvas: HTMLElement, file: File) =>
  fireEvent.change(within(canvas).getByLabelText('Browse Files'), { target: { files: [file] } });

export const Empty: Story = {};

export const Counted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pick(canvasElement, new File(['a\\nb\\n'], 'two.txt', { type: 'text/plain' }));
    await expect(await c.findByDisplayValue('4 bytes, 2 lines', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const NoFile: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Count' }));
    await expect(await c.findByText('Please select a file first')).toBeInTheDocument();
  },
};
`,
  [`${id}.e2e.ts`]: `import { test, expect } from '../../tests/e2e/support';
import { examples } from './examples';

test.describe('${name}', () => {
  test('counts a chosen file as wc does, in the chosen form, and asks for a file first', async ({ page, errors }) => {
    await page.goto('${path}');
    await expect(page.getByRole('heading', { level: 1, name: '${name}' })).toBeVisible();
    const output = page.getByRole('textbox', { name: 'Counts' });
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a file first' })).toBeVisible();
    for (const { fileName, content, output: expected } of examples) {
      await page.getByLabel('Browse Files').setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from(content) });
      await expect(output).toHaveValue(expected);
    }
    await page.getByRole('radio', { name: 'Lines only' }).check();
    await expect(output).toHaveValue('1 line');
    expect(errors).toEqual([]);
  });
});
`,
};

/** The files of each kind. */
const KIND_FILES = {
  transform: { ...manifestFiles, ...textFiles, ...detectFiles, ...transformFiles },
  bespoke: { ...manifestFiles, ...textFiles, ...detectFiles, ...bespokeFiles },
  generate: { ...manifestFiles, ...generatorFiles },
  file: { ...manifestFiles, ...fileFiles },
};
const files = KIND_FILES[kind];
/** What to edit next in each kind. */
const NEXT = {
  transform: 'transform.ts (inputs, modes, job, outputs, messages) and examples.ts',
  generate: 'generator.ts (settings, the value and its recipe, the bulk list, slots) and examples.ts',
  file: 'fileTool.ts (the file it takes, the job, the output, slots) and examples.ts',
  bespoke: 'Tool.tsx from src/ui and src/lib',
};
// written as prettier writes them, so the new folder passes the format check as it is
for (const [file, content] of Object.entries(files)) {
  const path = join(dir, file);
  const options = { ...(await resolveConfig(join(projectRoot, file))), filepath: path };
  writeFileSync(path, await format(content, options));
}
console.log(`Created plugins/${id}/ (${Object.keys(files).join(', ')}) at ${path}.
Next: edit manifest.ts (name, description, path, icon, keywords, seo), options.ts, logic.ts and its tests,
${NEXT[kind]}, stories for each state
and ${id}.e2e.ts; then npm test.`);
