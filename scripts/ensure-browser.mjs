#!/usr/bin/env node
// Makes sure a Debian browser is installed (never downloads a browser bundle): Chromium at
// /usr/bin/chromium by default (CHROMIUM_PATH), or Firefox ESR at /usr/bin/firefox-esr with the
// argument `firefox` (FIREFOX_PATH). Installs it with apt-get when running as root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BROWSERS = {
  chromium: { path: process.env.CHROMIUM_PATH || '/usr/bin/chromium', pkg: 'chromium' },
  firefox: { path: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
};
const name = process.argv[2] || 'chromium';
const browser = BROWSERS[name];
if (!browser) {
  console.error(`Unknown browser ${name}: one of ${Object.keys(BROWSERS).join(', ')}`);
  process.exit(1);
}
const { path, pkg } = browser;
if (existsSync(path)) process.exit(0);
const root = typeof process.getuid === 'function' && process.getuid() === 0;
if (!root) {
  console.error(`${name} not found at ${path}. Install it with: sudo apt-get install -y ${pkg}`);
  process.exit(1);
}
console.log(`Installing Debian ${pkg} (apt-get)…`);
try {
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
    stdio: 'inherit',
  });
} catch {
  console.error(`Could not install ${pkg} with apt-get.`);
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is missing.`);
  process.exit(1);
}
