#!/usr/bin/env node
// Scaffolds plugins/<id>/ with a working text tool that passes every test.
// Usage: npm run new-plugin -- <id> [--group encoding|converters|formatters|tools] [--name "Display Name"] [--icon <lucide-icon>]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
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
const name = flag('name', id.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' '));
const dir = join(root, 'plugins', id);
if (existsSync(dir)) {
  console.error(`plugins/${id} already exists`);
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
const path = `${groupPrefix}/${id}`;

const files = {
  'manifest.ts': `import { defineTool } from '../../src/registry/types';

export default defineTool({
  id: '${id}',
  name: '${name}',
  description: 'Converts text to upper case. Replace this with what ${name} does.',
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
});
`,
  'logic.ts': `/** The tool's pure logic: no React, no DOM. */
export const MESSAGES = {
  empty: 'Please enter some text',
} as const;

export type Result = { ok: true; output: string } | { ok: false; message: string };

export function transform(input: string): Result {
  if (!input.trim()) return { ok: false, message: MESSAGES.empty };
  return { ok: true, output: input.toUpperCase() };
}
`,
  'logic.test.ts': `import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES, transform } from './logic';

describe('${name} logic', () => {
  it('rejects blank input with the message', () => {
    expect(transform('  ')).toEqual({ ok: false, message: MESSAGES.empty });
  });
  it('transforms text', () => {
    expect(transform('abc')).toEqual({ ok: true, output: 'ABC' });
  });
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), (s) => {
        const once = transform(s);
        if (once.ok) expect(transform(once.output)).toEqual(once);
      }),
    );
  });
});
`,
  'Tool.tsx': `import { useState } from 'react';
import type { ToolProps } from '../../src/registry/types';
import { Alert, Card, CopyButton, OutputArea, Stack, TextArea } from '../../src/ui';
import { useDebounced } from '../../src/lib/useDebounced';
import { transform } from './logic';

export default function Tool(_props: ToolProps) {
  const [input, setInput] = useState('');
  const settled = useDebounced(input, 300);
  const result = settled ? transform(settled) : null;
  const output = result?.ok ? result.output : '';
  return (
    <Stack>
      <Card title="Input">
        <TextArea label="Input text" value={input} onChange={(e) => setInput(e.target.value)} />
        {result && !result.ok && <Alert>{result.message}</Alert>}
      </Card>
      <Card title="Output">
        <OutputArea label="Output" value={output} actions={<CopyButton value={output} />} />
      </Card>
    </Stack>
  );
}
`,
  [`${id}.e2e.ts`]: `import { test, expect } from '../../tests/e2e/support';

test.describe('${name}', () => {
  test('transforms typed text and says when the input is blank', async ({ page, errors }) => {
    await page.goto('${path}');
    await expect(page.getByRole('heading', { level: 1, name: '${name}' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Input text' }).fill('abc');
    await expect(page.getByRole('textbox', { name: 'Output' })).toHaveValue('ABC');
    await page.getByRole('textbox', { name: 'Input text' }).fill('   ');
    await expect(page.getByText('Please enter some text')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
`,
  'Tool.stories.tsx': `import type { Meta, StoryObj } from '@storybook/react-vite';
import manifest from './manifest';
import Tool from './Tool';

const meta: Meta<typeof Tool> = { title: 'Tools/${name}', component: Tool, args: { manifest } };
export default meta;
type Story = StoryObj<typeof Tool>;

export const Empty: Story = {};
`,
};
for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
console.log(`Created plugins/${id}/ (${Object.keys(files).join(', ')}) at ${path}.
Next: edit manifest.ts (name, description, path, icon, keywords, seo), write logic.ts and its tests,
build Tool.tsx from src/ui, add stories for each state and extend ${id}.e2e.ts; then npm test.`);
