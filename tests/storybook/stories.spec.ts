import { expect } from '@playwright/test';
import { listStories, openStory, test, THEMES } from './stories';
import { CHECKS, isVisuallyGuarded, seriousViolations, visualMask, visualStylePath } from './checks';

/**
 * Every story of the built Storybook in both themes: no serious or critical axe finding, and for
 * the design system and the shell the same pixels as the approved screenshot in __screenshots__/.
 * Each story is opened once per theme for both checks.
 */
for (const story of listStories()) {
  const a11y = CHECKS.has('a11y');
  const visual = CHECKS.has('visual') && isVisuallyGuarded(story);
  if (!a11y && !visual) continue;
  test.describe(`${story.title} / ${story.name}`, () => {
    for (const theme of THEMES) {
      test(theme, async ({ storyPage: page }) => {
        await openStory(page, story, theme);
        if (a11y) expect.soft(await seriousViolations(page), `axe findings in ${story.id} (${theme})`).toEqual([]);
        if (visual) {
          const root = page.locator(`[data-canvas-theme="${theme}"]`).first();
          await expect.soft(root).toHaveScreenshot(`${story.id}--${theme}.png`, { mask: [page.locator(visualMask)], stylePath: visualStylePath });
        }
      });
    }
  });
}
