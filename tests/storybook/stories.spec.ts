import { expect, type Page } from '@playwright/test';
import { CHECKS, isVisuallyGuarded, seriousViolations, shownState, visualMask, visualStylePath } from './checks';
import { test } from './fixture';
import { openStory, switchTheme } from './preview';
import { listStories, THEMES, type StoryEntry, type Theme } from './stories';

async function check(page: Page, story: StoryEntry, theme: Theme) {
  if (CHECKS.has('a11y'))
    expect.soft(await seriousViolations(page), `axe findings in ${story.id} (${theme})`).toEqual([]);
  if (CHECKS.has('visual') && isVisuallyGuarded(story, theme)) {
    const root = page.locator(`[data-canvas-theme="${theme}"]`).first();
    await expect
      .soft(root, `${story.id} (${theme})`)
      .toHaveScreenshot(`${story.id}--${theme}.png`, { mask: [page.locator(visualMask)], stylePath: visualStylePath });
  }
}

/**
 * Every story of the built Storybook in both themes: no serious or critical axe finding, and for
 * the design system and the shell the same pixels as the approved screenshot in __screenshots__/.
 * The story renders and plays once; the theme then changes under it (which must change nothing but
 * its looks) and both checks run again.
 */
for (const story of listStories()) {
  const applies = CHECKS.has('a11y') || THEMES.some((theme) => isVisuallyGuarded(story, theme));
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    test.skip(!applies, 'no check of this run applies');
    const first = await openStory(page, story);
    await check(page, story, first);
    const second = first === 'light' ? 'dark' : 'light';
    const guarded = CHECKS.has('visual') && isVisuallyGuarded(story, second);
    const before = guarded ? await shownState(page) : '';
    await switchTheme(page, story, second);
    // the second theme's screenshot must show the state the first one did
    if (guarded)
      expect
        .soft(await shownState(page), `${story.id}: what the story shows after the theme changed to ${second}`)
        .toBe(before);
    await check(page, story, second);
  });
}
