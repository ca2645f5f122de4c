import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';
import { isViewportName, viewportSize } from '../../.storybook/viewports';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The built Storybook the checks run against (STORYBOOK_DIR overrides the default folder). */
export const STORYBOOK_DIR = join(repoRoot, process.env.STORYBOOK_DIR || 'storybook-static');
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

interface IndexEntry extends StoryEntry {
  type: string;
}

/** Every story of the built Storybook, from its index.json (docs pages left out). */
export function listStories(): StoryEntry[] {
  const file = join(STORYBOOK_DIR, 'index.json');
  const index: { entries: Record<string, IndexEntry> } = JSON.parse(readFileSync(file, 'utf8'));
  return Object.values(index.entries)
    .filter((e) => e.type === 'story')
    .map(({ id, title, name, tags }) => ({ id, title, name, tags }));
}

interface Channel {
  emit(event: string, payload: unknown): void;
  on(event: string, listener: (payload: { storyId: string; newPhase: string }) => void): void;
}

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
    __STORYBOOK_ADDONS_CHANNEL__?: Channel;
    /** the last render phase the preview reported, recorded by openStory */
    __storyPhase?: { storyId: string; phase: string } | null;
  }
}

/**
 * One page per worker, kept across tests: the browser cache then holds Storybook's bundle and a
 * story opens in a fraction of the time a fresh page needs. The clock is fixed once, so the
 * footer's year and anything else dated is the same on every run.
 */
export const test = base.extend<{ storyPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ reducedMotion: 'reduce', colorScheme: 'light', deviceScaleFactor: 1 });
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

/** Counts the page's requests in flight, so a check can wait for a story's lazy chunks. */
function trackRequests(page: Page) {
  let inFlight = 0;
  let last = Date.now();
  const start = () => {
    inFlight++;
    last = Date.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    /** resolves once nothing has been in flight for `quietMs` */
    async settled(quietMs = 150, limitMs = 10_000) {
      const begun = Date.now();
      while (Date.now() - begun < limitMs && (inFlight > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(25);
    },
    stop() {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    },
  };
}

const DONE = ['completed', 'finished', 'errored', 'aborted'];

/** Loads the preview frame with a story (the first story of a page, or the same story in another theme). */
async function loadFrame(page: Page, story: StoryEntry, theme: Theme): Promise<void> {
  const base = process.env.STORYBOOK_URL;
  if (!base) throw new Error('STORYBOOK_URL is not set: run through tests/playwright.storybook.config.ts');
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=theme:${theme}`);
  await page.waitForFunction((done) => done.includes(window.__STORYBOOK_PREVIEW__?.currentRender?.phase ?? ''), DONE);
  await page.evaluate(() => {
    window.__storyPhase = null;
    window.__STORYBOOK_ADDONS_CHANNEL__?.on('storyRenderPhaseChanged', ({ storyId, newPhase }) => {
      window.__storyPhase = { storyId, phase: newPhase };
    });
  });
}

/**
 * Switches the loaded preview to another story through Storybook's own channel, as its UI does:
 * no reload, so a story opens in a few hundred milliseconds. The story still mounts from scratch
 * and its play function runs.
 */
async function switchStory(page: Page, story: StoryEntry, theme: Theme): Promise<void> {
  await page.evaluate(
    ({ id, theme }) => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      channel?.emit('updateGlobals', { globals: { theme } });
      window.__storyPhase = null;
      channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    },
    { id: story.id, theme },
  );
  const switched = await page
    .waitForFunction(({ id, done }) => window.__storyPhase?.storyId === id && done.includes(window.__storyPhase.phase), { id: story.id, done: DONE }, { timeout: 8_000 })
    .then(() => true, () => false);
  // the preview can drop a switch that lands during the previous story's teardown: load it afresh
  if (!switched) await loadFrame(page, story, theme);
}

/**
 * Opens one story in a theme and waits until it has rendered, its play function has finished,
 * lazy chunks have loaded and fonts are settled. Throws when the story failed to render.
 */
export async function openStory(page: Page, story: StoryEntry, theme: Theme): Promise<void> {
  const requests = trackRequests(page);
  try {
    await page.setViewportSize(viewportSize('desktop'));
    const current = await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.currentRender?.id).catch(() => undefined);
    const booted = await page.evaluate(() => !!window.__STORYBOOK_ADDONS_CHANNEL__ && window.__storyPhase !== undefined).catch(() => false);
    if (!booted || current === story.id) await loadFrame(page, story, theme);
    else await switchStory(page, story, theme);
    await requests.settled();
    // a story made for another width (Header at phone width) is opened again at that width
    const wanted = await page.locator('[data-viewport]').first().getAttribute('data-viewport');
    if (isViewportName(wanted) && wanted !== 'desktop') {
      await page.setViewportSize(viewportSize(wanted));
      await loadFrame(page, story, theme);
      await requests.settled();
    }
  } finally {
    requests.stop();
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const phase = await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.currentRender?.phase);
  if (phase === 'errored' || (await page.locator('body.sb-show-errordisplay').count())) {
    throw new Error(`story ${story.id} failed to render: ${await page.locator('#error-message').innerText().catch(() => '')}`);
  }
  if (!(await page.locator(`[data-canvas-theme="${theme}"]`).count())) throw new Error(`story ${story.id} is not shown in the ${theme} theme`);
}
