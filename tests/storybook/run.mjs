#!/usr/bin/env node
// Storybook checks: builds Storybook (unless --no-build), then runs the accessibility and visual
// checks of every story against it in Chromium. --update rewrites the screenshots that changed.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const run = (cmd, cmdArgs, env = {}) => {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const build = !args.includes('--no-build');
const update = args.includes('--update');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const rest = args.filter((a) => a !== '--no-build' && a !== '--update' && !a.startsWith('--only='));

run(process.execPath, ['scripts/ensure-browser.mjs']);
if (build) run('npx', ['storybook', 'build', '--quiet', '-o', process.env.STORYBOOK_DIR || 'storybook-static']);
run(
  'npx',
  [
    'playwright',
    'test',
    '-c',
    'tests/playwright.storybook.config.ts',
    ...(update ? ['--update-snapshots=changed'] : []),
    ...rest,
  ],
  only ? { STORYBOOK_CHECKS: only } : {},
);
