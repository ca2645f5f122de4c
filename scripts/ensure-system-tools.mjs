#!/usr/bin/env node
// Makes sure the command-line tools the unit tests drive are present (GNU patch checks the text
// diff's downloaded .diff). Installs missing Debian packages with apt-get when running as root.
import { execSync } from 'node:child_process';

/** command → Debian package */
const TOOLS = { patch: 'patch' };

const has = (cmd) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

const missing = Object.entries(TOOLS).filter(([cmd]) => !has(cmd));
if (missing.length === 0) process.exit(0);
const packages = missing.map(([, pkg]) => pkg).join(' ');
const root = typeof process.getuid === 'function' && process.getuid() === 0;
if (!root) {
  console.warn(`Missing ${packages}; tests that need it are skipped. Install it with: sudo apt-get install -y ${packages}`);
  process.exit(0);
}
console.log(`Installing ${packages} (apt-get)…`);
try {
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
} catch {
  console.warn(`Could not install ${packages}; tests that need it are skipped.`);
}
