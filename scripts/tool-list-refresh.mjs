#!/usr/bin/env node
// Rewrites README.md's tool list (between <!-- tools:start --> and <!-- tools:end -->) from the
// plugin manifests. Usage: npm run docs:tools
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// tool-list.ts is TypeScript with `@/` type imports: Vite's module runner loads it
const { srcAlias } = (await runnerImport(join(root, 'scripts', 'aliases.ts'), { configFile: false })).module;
const { module } = await runnerImport(join(root, 'scripts', 'tool-list.ts'), {
  configFile: false,
  resolve: { alias: srcAlias },
  logLevel: 'silent',
});
const changed = await module.refreshReadme();
console.log(changed ? "README.md's tool list rewritten from the manifests." : "README.md's tool list is up to date.");
