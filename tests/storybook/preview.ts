import type { Page } from '@playwright/test';
import { isViewportName, viewportSize, type ViewportName } from '../../.storybook/viewports';
import { THEMES, type StoryEntry, type Theme } from './stories';

interface Channel {
  emit(event: string, payload: unknown): void;
  on(event: 'storyRenderPhaseChanged', listener: (payload: { storyId: string; newPhase: string }) => void): void;
  on(event: 'playFunctionThrewException', listener: (error: { message?: string }) => void): void;
}

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: {
      currentRender?: { id?: string; phase?: string };
      storyStoreValue?: {
        loadStory(options: { storyId: string }): Promise<{ storyGlobals?: Record<string, unknown> }>;
        userGlobals: { globals: Record<string, unknown> };
      };
    };
    __STORYBOOK_ADDONS_CHANNEL__?: Channel;
    /** the render phases and play errors the preview reported for the story being opened, recorded by the checks */
    __storyPhases?: { storyId: string; phases: string[]; errors: string[] };
  }
}

/** Counts the page's requests, so a check can wait for a story's lazy chunks. */
function trackRequests(page: Page) {
  let inFlight = 0;
  let seen = 0;
  let last = Date.now();
  const start = () => {
    inFlight++;
    seen++;
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
    /** resolves at once when the story loaded nothing, else once nothing has been in flight for `quietMs` */
    async settled(quietMs = 100, limitMs = 10_000) {
      const begun = Date.now();
      while (Date.now() - begun < limitMs && (inFlight > 0 || (seen > 0 && Date.now() - last < quietMs)))
        await page.waitForTimeout(20);
    },
    stop() {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    },
  };
}

const FINAL = ['finished', 'aborted'];

/**
 * Loads the preview on a story in a theme. The Accessibility panel's own axe run after every
 * render is switched off (`a11y.manual`): the check runs axe itself, once, with the rules it needs.
 */
async function bootPreview(page: Page, story: StoryEntry, theme: Theme): Promise<void> {
  const base = process.env.STORYBOOK_URL;
  if (!base) throw new Error('STORYBOOK_URL is not set: run through tests/playwright.storybook.config.ts');
  await page.goto(
    `${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=theme:${theme};a11y.manual:!true`,
  );
  await page.waitForFunction(
    (final) => final.includes(window.__STORYBOOK_PREVIEW__?.currentRender?.phase ?? ''),
    FINAL,
  );
  await page.evaluate(() => {
    window.__storyPhases = { storyId: '', phases: [], errors: [] };
    window.__STORYBOOK_ADDONS_CHANNEL__?.on('storyRenderPhaseChanged', ({ storyId, newPhase }) => {
      const record = window.__storyPhases;
      if (record && record.storyId === storyId) record.phases.push(newPhase);
    });
    window.__STORYBOOK_ADDONS_CHANNEL__?.on('playFunctionThrewException', ({ message }) => {
      window.__storyPhases?.errors.push(message ?? 'unknown error');
    });
  });
}

/**
 * Starts a render of the story with a channel event and waits until the preview reports it
 * finished (play function and all). Returns false when no such report came in time.
 */
async function render(
  page: Page,
  storyId: string,
  event: string,
  payload: unknown,
  timeout = 20_000,
): Promise<boolean> {
  await page.evaluate(
    ({ storyId, event, payload }) => {
      window.__storyPhases = { storyId, phases: [], errors: [] };
      window.__STORYBOOK_ADDONS_CHANNEL__?.emit(event, payload);
    },
    { storyId, event, payload },
  );
  return page
    .waitForFunction((final) => window.__storyPhases?.phases.some((p) => final.includes(p)) ?? false, FINAL, {
      timeout,
    })
    .then(
      () => true,
      () => false,
    );
}

/** The viewport a story asks for through its globals (Header at phone width), desktop otherwise. */
async function storyViewport(page: Page, story: StoryEntry): Promise<ViewportName> {
  const value = await page.evaluate(async (storyId) => {
    const prepared = await window.__STORYBOOK_PREVIEW__?.storyStoreValue?.loadStory({ storyId });
    const viewport = prepared?.storyGlobals?.viewport;
    return typeof viewport === 'object' && viewport !== null && 'value' in viewport ? viewport.value : undefined;
  }, story.id);
  return isViewportName(value) ? value : 'desktop';
}

/** The theme the preview shows stories in (the toolbar's global). */
export async function currentTheme(page: Page): Promise<Theme> {
  const theme = await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.globals.theme);
  return THEMES.find((t) => t === theme) ?? 'light';
}

/** Waits for lazy chunks and fonts, then throws if the story failed to render or its play function failed. */
async function settle(page: Page, story: StoryEntry, requests: ReturnType<typeof trackRequests>): Promise<void> {
  await requests.settled();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const failure = await page.evaluate(() => {
    const record = window.__storyPhases;
    if (document.body.classList.contains('sb-show-errordisplay'))
      return document.getElementById('error-message')?.textContent || 'render error';
    return record?.phases.includes('errored') ? record.errors.join('\n') || 'errored' : null;
  });
  if (failure !== null) throw new Error(`story ${story.id} failed to render or play: ${failure}`);
}

/**
 * Leaves nothing of the stories shown before on the page: the storage they wrote (a starred tool,
 * a kept input) is cleared, and a real click on a shield over the page makes the last interaction
 * a pointer one, so an element a story focuses on mount shows a focus ring exactly when a pointer
 * user would see it, whatever a previous story typed.
 */
async function forgetPreviousStories(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
    const shield = document.createElement('div');
    shield.id = 'interaction-reset';
    shield.style.cssText = 'position:fixed;inset:0;z-index:2147483647';
    document.body.append(shield);
  });
  await page.mouse.click(1, 1);
  await page.evaluate(() => document.getElementById('interaction-reset')?.remove());
}

/**
 * Opens one story (in the theme the preview is in, light on a fresh page) and waits until it has
 * rendered, its play function has finished, lazy chunks have loaded and fonts are settled. The
 * window takes the story's viewport size before the story renders. Returns the theme shown.
 */
export async function openStory(page: Page, story: StoryEntry): Promise<Theme> {
  if (!page.url().includes('/iframe.html')) await bootPreview(page, story, 'light');
  const requests = trackRequests(page);
  try {
    const size = viewportSize(await storyViewport(page, story));
    const current = page.viewportSize();
    if (current?.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
    await forgetPreviousStories(page);
    const shown = await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.currentRender?.id);
    // a story already on screen (the one the preview booted with) is mounted again, so its render is watched at the right size
    const open = () =>
      render(page, story.id, shown === story.id ? 'forceRemount' : 'setCurrentStory', {
        storyId: story.id,
        viewMode: 'story',
      });
    if (!(await open())) {
      // a switch can be lost while the previous story tears down: load the preview afresh
      const theme = await currentTheme(page).catch(() => 'light' as const);
      await bootPreview(page, story, theme);
      if (!(await render(page, story.id, 'forceRemount', { storyId: story.id })))
        throw new Error(`story ${story.id} did not finish rendering`);
    }
    await settle(page, story, requests);
  } finally {
    requests.stop();
  }
  return currentTheme(page);
}

/**
 * Shows the open story in the other theme. The canvas keeps the story mounted across a theme
 * change, so the state its play function left (an open menu, a result) is shown again as it was.
 */
export async function switchTheme(page: Page, story: StoryEntry, theme: Theme): Promise<void> {
  const requests = trackRequests(page);
  try {
    if (!(await render(page, story.id, 'updateGlobals', { globals: { theme } })))
      throw new Error(`story ${story.id} did not render again in the ${theme} theme`);
    await settle(page, story, requests);
  } finally {
    requests.stop();
  }
  if (!(await page.locator(`[data-canvas-theme="${theme}"]`).count()))
    throw new Error(`story ${story.id} is not shown in the ${theme} theme`);
}
