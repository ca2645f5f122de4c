#!/usr/bin/env node
// Performance bench: drives the production build in Debian Chromium through the real UI and
// prints each figure beside the browser's own primitive for the same input. Scenarios live in
// plugins/<id>/bench.mjs (default export: an array of scenarios); each gets its plugin's examples.ts
// as `fixtures`, the generators of large inputs it shares with the e2e. Usage: npm run bench [-- filter]
import { readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { preview, runnerImport } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS) || 5;
const filter = process.argv[2]?.toLowerCase();

// a plugin's examples.ts is TypeScript with `@/` imports: Vite's module runner loads it
const { srcAlias } = (await runnerImport(join(root, 'scripts', 'aliases.ts'), { configFile: false })).module;
const fixturesOf = async (folder) => {
  const file = join(folder, 'examples.ts');
  if (!existsSync(file)) return {};
  return (await runnerImport(file, { configFile: false, resolve: { alias: srcAlias }, logLevel: 'silent' })).module;
};

const scenarios = [];
for (const d of readdirSync(join(root, 'plugins'), { withFileTypes: true })) {
  const folder = join(root, 'plugins', d.name);
  const file = join(folder, 'bench.mjs');
  if (d.isDirectory() && existsSync(file)) {
    const mod = await import(pathToFileURL(file).href);
    const fixtures = await fixturesOf(folder);
    for (const s of mod.default) scenarios.push({ ...s, plugin: d.name, fixtures });
  }
}
const chosen = scenarios.filter((s) => !filter || s.name.toLowerCase().includes(filter) || s.plugin.includes(filter));

// BENCH_DIST serves another build folder (default: the project's dist/)
const server = await preview({
  preview: { port: 4190, strictPort: false, host: '127.0.0.1' },
  build: process.env.BENCH_DIST ? { outDir: process.env.BENCH_DIST } : undefined,
  logLevel: 'silent',
});
const base = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/** Helpers handed to every scenario. */
function helpers(page) {
  const h = {
    page,
    base,
    /**
     * Puts a text in the page, ready to be pasted. Handing the page a 5 MB argument costs the
     * harness about half a second (the protocol message is decoded on the page's main thread), which
     * a user's paste from the clipboard does not: a timed paste stages its text before the clock.
     */
    async stage(value) {
      await page.evaluate((v) => {
        window.__benchClipboard = v;
      }, value);
    },
    /**
     * Gives an input the staged text the way a user's paste would, without typing 5 MB: a code
     * editor input (or the textarea standing in for one) is focused, which loads the editor, and
     * takes a paste event; a plain textarea or input gets its value set as React sees it.
     */
    async paste(locator) {
      const editor = await locator.evaluate((el) => el.isContentEditable || el.closest('[data-editor]') !== null);
      if (editor) {
        await locator.focus();
        await page.locator('[data-editor="ready"] [contenteditable="true"]:focus').waitFor();
        await page.locator('[contenteditable="true"]:focus').evaluate((el) => {
          const data = new DataTransfer();
          data.setData('text/plain', window.__benchClipboard);
          el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        });
        return;
      }
      await locator.evaluate((el) => {
        const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, window.__benchClipboard);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    /** stage, then paste: an input's text given before anything is timed */
    async setValue(locator, value) {
      await h.stage(value);
      await h.paste(locator);
    },
    /**
     * Runs `action` (a click, a paste, a file given to an input) and returns the milliseconds from
     * its first event in the page (pointer down, focus, click, key, paste or change) to the first frame drawn once all of
     * `shown` is on screen: each a selector, with a text an element it matches must include ('' for
     * any). Both times are taken in the page: Playwright's own waiting polls at growing intervals (up
     * to half a second apart), which would count its lateness as the site's.
     */
    async shownAfter(action, shown, timeout = 30000) {
      await page.evaluate(
        ({ shown, timeout }) => {
          window.__started = undefined;
          const start = (e) => (window.__started ??= e.timeStamp);
          for (const type of ['pointerdown', 'focusin', 'click', 'keydown', 'paste', 'change'])
            document.addEventListener(type, start, { capture: true, once: true });
          const missing = () =>
            shown.find(
              ([selector, text]) =>
                ![...document.querySelectorAll(selector)].some((el) => el.textContent?.includes(text)),
            );
          // what is already on screen cannot time the action
          if (!missing()) throw new Error(`shown before the action: ${JSON.stringify(shown)}`);
          window.__shown = new Promise((resolve, reject) => {
            const check = () => {
              if (window.__started === undefined || missing()) return;
              observer.disconnect();
              clearTimeout(timer);
              requestAnimationFrame(() => resolve(performance.now() - window.__started));
            };
            const observer = new MutationObserver(check);
            observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
            const timer = setTimeout(() => {
              observer.disconnect();
              reject(new Error(`not shown within ${timeout} ms: ${JSON.stringify(missing())}`));
            }, timeout);
          });
        },
        { shown, timeout },
      );
      await action();
      return page.evaluate(() => window.__shown);
    },
    /**
     * Presses a key in the focused element and returns the milliseconds from its keydown event to
     * the frame that shows it, both taken in the page (the listener is in place before the key goes down).
     */
    async pressUntilDrawn(key) {
      await page.evaluate(() => {
        window.__untilFrame = new Promise((resolve) => {
          document.addEventListener(
            'keydown',
            (e) => {
              const t0 = e.timeStamp;
              requestAnimationFrame(() => requestAnimationFrame((t) => resolve(t - t0)));
            },
            { capture: true, once: true },
          );
        });
      });
      await page.keyboard.press(key);
      return page.evaluate(() => window.__untilFrame);
    },
    /** gives a file input the file a scenario built in the page as `window.__file`, as a visitor's choice would */
    chooseStagedFile(locator) {
      return locator.evaluate((el) => {
        const data = new DataTransfer();
        data.items.add(window.__file);
        el.files = data.files;
        el.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    /** the browser's own keystroke: `key` pressed in a plain textarea holding `text`, timed as pressUntilDrawn */
    async keystrokeInPlainTextarea(text, key) {
      await page.evaluate((v) => {
        const area = document.createElement('textarea');
        area.id = 'bench-native';
        area.style.cssText = 'position:fixed;left:0;top:0;width:600px;height:200px;z-index:9999';
        area.value = v;
        document.body.append(area);
      }, text);
      await page.locator('#bench-native').focus();
      await page.waitForTimeout(300);
      return h.pressUntilDrawn(key);
    },
    /** resets the long-task record; returns a reader of the longest task since */
    async watchLongTasks() {
      await page.evaluate(() => {
        window.__longest = 0;
        if (!window.__ltObserver) {
          window.__ltObserver = new PerformanceObserver((list) => {
            for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
          });
          window.__ltObserver.observe({ type: 'longtask', buffered: false });
        }
      });
      return () => page.evaluate(() => window.__longest);
    },
  };
  return h;
}

/**
 * Waits until the service worker has installed. Each run opens a fresh browser context, so without
 * this the first visit's precache (fetching and compiling every tool's scripts) would share the
 * machine's cores with the timed work; the figures are those of a visitor who has been here before.
 */
async function installed(page) {
  await page.evaluate(() =>
    Promise.race([navigator.serviceWorker?.ready, new Promise((resolve) => setTimeout(resolve, 30000))]),
  );
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

console.log(`bench: ${chosen.length} scenarios, ${RUNS} runs each, medians (Chromium ${browser.version()})\n`);
const rows = [];
for (const s of chosen) {
  const ours = [];
  const native = [];
  const longest = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(base + s.path);
    await installed(page);
    const r = await s.run({ ...helpers(page), fixtures: s.fixtures });
    ours.push(r.oursMs);
    native.push(r.nativeMs);
    longest.push(r.longestTaskMs ?? 0);
    await page.close();
  }
  const row = {
    scenario: s.name,
    'ours ms': Math.round(median(ours)),
    'native ms': Math.round(median(native)),
    ratio: (median(ours) / Math.max(1, median(native))).toFixed(1) + '×',
    'longest task ms': Math.round(median(longest)),
    budget: [
      s.budgetMs && (median(ours) <= s.budgetMs ? `ok ≤ ${s.budgetMs}` : `OVER ${s.budgetMs}`),
      s.taskBudgetMs &&
        (median(longest) <= s.taskBudgetMs ? `tasks ok ≤ ${s.taskBudgetMs}` : `task OVER ${s.taskBudgetMs}`),
    ]
      .filter(Boolean)
      .join(', '),
  };
  rows.push(row);
  console.log(
    `${row.scenario}: ours ${row['ours ms']} ms, native ${row['native ms']} ms (${row.ratio}), longest main-thread task ${row['longest task ms']} ms ${row.budget} (runs: ${ours.map(Math.round).join(', ')} ms)`,
  );
}
console.log();
console.table(rows);
await browser.close();
await server.close();
