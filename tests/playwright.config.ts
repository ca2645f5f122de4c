import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import type { HostOptions } from './e2e/host.spec';

const port = Number(process.env.E2E_PORT) || 4179;
/** the production build to serve (default dist/) */
const outDir = process.env.E2E_DIST || 'dist';
/** nginx with the generated server block, over the same build */
const nginxPort = Number(process.env.E2E_NGINX_PORT) || 4183;
/** the build published under a base path (`npm run build:subpath`) and its server */
const subpathDist = 'dist-devtools';
const subpathPort = Number(process.env.E2E_SUBPATH_PORT) || 4184;
// `npm run e2e` makes that build (on CI too); a run of single specs after `vite build` alone goes without it
const withSubpath = existsSync(new URL(`../${subpathDist}/404.html`, import.meta.url));

// nginx is installed by scripts/ensure-system-tools.mjs (as root). On CI a missing nginx fails the
// run (its server cannot start); a developer without it is told and runs the rest.
const hasNginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => existsSync(p));
const withNginx = hasNginx || !!process.env.CI;
if (!withNginx)
  console.warn('nginx is not installed: the nginx host checks do not run (sudo apt-get install -y nginx).');

const chromium = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };

export default defineConfig<HostOptions>({
  // site-wide specs live here; each tool's own spec lives in its folder, so it travels with the tool
  testDir: '..',
  outputDir: '../test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // a flaky test fails locally, where it can be fixed; CI retries once so it reports the flake
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    // a service worker would answer requests that page.route() then never sees; tests/e2e/offline.spec.ts allows it
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testMatch: ['tests/e2e/**/*.spec.ts', 'plugins/*/*.e2e.ts'],
      testIgnore: ['tests/e2e/subpath.spec.ts'],
      grepInvert: /@timing/,
      use: chromium,
    },
    // tests that time the main thread (longest task, time to a result) run after the rest, one at a time:
    // beside another browser at work, a shared CPU stretches the very tasks they measure
    {
      name: 'timing',
      testMatch: ['tests/e2e/**/*.spec.ts', 'plugins/*/*.e2e.ts'],
      testIgnore: ['tests/e2e/subpath.spec.ts'],
      grep: /@timing/,
      dependencies: ['chromium'],
      workers: 1,
      use: chromium,
    },
    // the generated nginx server block, checked like the Node server (gzip: Debian's and the Docker image's nginx have no brotli)
    ...(withNginx
      ? [
          {
            name: 'nginx',
            testMatch: ['tests/e2e/host.spec.ts'],
            use: { ...chromium, baseURL: `http://127.0.0.1:${nginxPort}`, pageEncoding: 'gzip' as const },
          },
        ]
      : []),
    ...(withSubpath
      ? [
          {
            name: 'subpath',
            testMatch: ['tests/e2e/subpath.spec.ts'],
            use: { ...chromium, baseURL: `http://127.0.0.1:${subpathPort}` },
          },
        ]
      : []),
  ],
  webServer: [
    // the production server of `npm start`: prerendered pages, real status codes and headers
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(port), HOST: '127.0.0.1', DIST: outDir },
      cwd: '..',
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(withNginx
      ? [
          {
            command: 'node scripts/nginx-serve.mjs',
            env: { PORT: String(nginxPort), DIST: outDir },
            cwd: '..',
            url: `http://127.0.0.1:${nginxPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    // serves the base-path build under /devtools/
    ...(withSubpath
      ? [
          {
            command: 'node scripts/serve.mjs',
            env: { PORT: String(subpathPort), HOST: '127.0.0.1', DIST: subpathDist },
            cwd: '..',
            url: `http://127.0.0.1:${subpathPort}/devtools/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
