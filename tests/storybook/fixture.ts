import { test as base, type Page } from '@playwright/test';
import { viewportSize } from '../../.storybook/viewports';

/**
 * One page per worker, kept across tests: the preview boots once and every story is then switched
 * to through Storybook's own channel, as its UI does. The clock is fixed, so the footer's year and
 * anything else dated is the same on every run.
 */
export const test = base.extend<{ storyPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({
        reducedMotion: 'reduce',
        colorScheme: 'light',
        deviceScaleFactor: 1,
        viewport: viewportSize('desktop'),
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date('2026-06-15T12:00:00Z'));
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ workerPage }, provide) => {
    await provide(workerPage);
  },
});
