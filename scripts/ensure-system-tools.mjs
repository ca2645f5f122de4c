#!/usr/bin/env node
// Makes sure the command-line tools the tests drive are present (GNU patch checks the text diff's
// downloaded .diff; nginx serves the build with the generated server block in the e2e host checks).
// Installs missing Debian packages with apt-get when running as root. On CI a tool that is still
// missing fails the run: its tests must not be skipped there.
import { execSync } from 'node:child_process';

/** command → Debian package */
const TOOLS = { patch: 'patch', nginx: 'nginx' };

// nginx lives in /usr/sbin, which a user's PATH may lack
const has = (cmd) => {
  try {
    execSync(`PATH="$PATH:/usr/sbin:/sbin" command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

const missing = Object.entries(TOOLS).filter(([cmd]) => !has(cmd));
if (missing.length === 0) process.exit(0);
const packages = missing.map(([, pkg]) => pkg).join(' ');
const root = typeof process.getuid === 'function' && process.getuid() === 0;
const ci = !!process.env.CI;
const giveUp = (why) => {
  if (ci) {
    console.error(
      `${why}; on CI the tests that need it must run. Install it with: sudo apt-get install -y ${packages}`,
    );
    process.exit(1);
  }
  console.warn(`${why}; tests that need it are skipped. Install it with: sudo apt-get install -y ${packages}`);
  process.exit(0);
};
if (!root) giveUp(`Missing ${packages} and not root`);
console.log(`Installing ${packages} (apt-get)…`);
try {
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });
} catch {
  giveUp(`Could not install ${packages}`);
}
const still = missing.filter(([cmd]) => !has(cmd));
if (still.length) giveUp(`apt-get finished but ${still.map(([cmd]) => cmd).join(' ')} is missing`);
