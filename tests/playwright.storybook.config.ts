import { defineConfig, devices } from '@playwright/test';

/**
 * Accessibility and visual checks of every story, run against the built Storybook
 * (npm run build-storybook) served by a small static server on a free port.
 * A visual mismatch writes the actual, expected and diff images to storybook-results/.
 */
export default defineConfig({
  testDir: './storybook',
  testMatch: 'stories.spec.ts',
  outputDir: '../storybook-results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  globalSetup: './storybook/global-setup.ts',
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // pixelmatch ignores antialiased pixels and colour shifts under the threshold; beyond that a few pixels
    // (20, or 0.2 % of a small shot) may differ, far fewer than a moved edge or a changed padding
    toHaveScreenshot: {
      maxDiffPixels: 20,
      maxDiffPixelRatio: 0.002,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    trace: 'off',
    colorScheme: 'light',
    reducedMotion: 'reduce',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], deviceScaleFactor: 1 } }],
});
