#!/usr/bin/env node
// Makes sure Debian's Chromium is at /usr/bin/chromium (never downloads a browser bundle).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);
const root = typeof process.getuid === 'function' && process.getuid() === 0;
if (!root) {
  console.error(`Chromium not found at ${path}. Install it with: sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log('Installing Debian chromium (apt-get)…');
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
} catch {
  console.error('Could not install chromium with apt-get.');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is missing.`);
  process.exit(1);
}
