import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT) || 4179;
/** the production build to serve (default dist/) */
const outDir = process.env.E2E_DIST || 'dist';

export default defineConfig({
  // site-wide specs live here; each tool's own spec lives in its folder, so it travels with the tool
  testDir: '..',
  testMatch: ['tests/e2e/**/*.spec.ts', 'plugins/*/*.e2e.ts'],
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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  // the production server of `npm start`: prerendered pages, real status codes and headers
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port), HOST: '127.0.0.1', DIST: outDir },
    cwd: '..',
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
