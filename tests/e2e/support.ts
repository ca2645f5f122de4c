import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect as baseExpect, type Locator, type Page } from '@playwright/test';

/** True once React has hydrated the prerendered page (set by the app's root effect). */
export const isHydrated = () => document.documentElement.dataset.hydrated === 'true';

/**
 * A page whose `goto` and `reload` return once the prerendered page has hydrated, as a user's first
 * click expects. Console errors and uncaught exceptions are collected in `errors`, and every test
 * fails when it ends with any left there. A test that provokes errors on purpose says why with
 * `test.use({ allowConsoleErrors: 'reason' })`. The not-found page's own 404 is not an error.
 */
export const test = base.extend<{
  errors: string[];
  allowConsoleErrors: string | false;
  failOnConsoleErrors: void;
  cspViolations: string[];
  allowCspViolations: RegExp | false;
  failOnCspViolations: void;
}>({
  /** why a test may leave console or page errors behind (it provokes them on purpose); false: it may not */
  allowConsoleErrors: [false, { option: true }],
  /** the violations a test provokes on purpose (the payload the policy blocks); false: none */
  allowCspViolations: [false, { option: true }],
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      // `waitUntil: 'commit'` opts out (a test that keeps the scripts from loading)
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await page.waitForFunction(isHydrated);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await page.waitForFunction(isHydrated);
        return response;
      };
    }
    await use(page);
  },
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      // an unknown path answers 404 on purpose; the browser logs that for the document itself
      const documentNotFound = /status of 404/.test(m.text()) && m.location().url === page.url();
      // policy violations are the cspViolations fixture's to judge (a test may provoke them on purpose)
      const policyMessage = /Content.Security.Policy|Trusted ?Type/i.test(m.text());
      if (m.type() === 'error' && !documentNotFound && !policyMessage)
        errors.push(m.location().url ? `${m.text()} (${m.location().url})` : m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await use(errors);
  },
  /**
   * Every Content-Security-Policy or Trusted Types violation in the page and its frames (the
   * `securitypolicyviolation` event, reported from an init script) and every console message about
   * one. Every test fails when it ends with one its `allowCspViolations` does not match.
   */
  cspViolations: async ({ page }, use) => {
    const violations: string[] = [];
    await page.exposeBinding('__reportCspViolation', (_source, text: string) => void violations.push(text));
    await page.addInitScript(() => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      document.addEventListener(
        'securitypolicyviolation',
        (e) =>
          report(
            `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} (${e.sample})`,
          ),
        true,
      );
    });
    page.on('console', (m) => {
      if (/Content.Security.Policy|Trusted ?Type/i.test(m.text())) violations.push(`console ${m.type()}: ${m.text()}`);
    });
    await use(violations);
  },
  failOnCspViolations: [
    async ({ cspViolations, allowCspViolations }, use) => {
      await use();
      const unexpected = cspViolations.filter((v) => !(allowCspViolations && allowCspViolations.test(v)));
      if (unexpected.length > 0)
        throw new Error(`The page broke its Content-Security-Policy:\n${unexpected.join('\n')}`);
    },
    { auto: true },
  ],
  failOnConsoleErrors: [
    async ({ errors, allowConsoleErrors }, use) => {
      await use();
      if (allowConsoleErrors === false && errors.length > 0)
        throw new Error(`The page logged errors:\n${errors.join('\n')}`);
    },
    { auto: true },
  ],
});
/**
 * Playwright's expect, plus `toHaveInputText` for the tools' text inputs, which are code editors
 * (or the textarea standing in for one): it retries like the built-in matchers.
 */
export const expect = baseExpect.extend({
  async toHaveInputText(locator: Locator, expected: string | RegExp, options?: { timeout?: number }) {
    let actual = '';
    let pass = false;
    try {
      await baseExpect
        .poll(async () => {
          actual = await editorText(locator);
          return typeof expected === 'string' ? actual === expected : expected.test(actual);
        }, options)
        .toBe(!this.isNot);
      pass = !this.isNot;
    } catch {
      pass = this.isNot;
    }
    return {
      pass,
      name: 'toHaveInputText',
      message: () =>
        `expected the input ${this.isNot ? 'not ' : ''}to hold ${String(expected)}, it holds ${JSON.stringify(actual.length > 200 ? `${actual.slice(0, 200)}…` : actual)}`,
    };
  },
});

/**
 * Resolves once what the page shows has made the requests it is going to make: every image in the
 * document and its same-origin frames has loaded or failed, and a frame has been painted since. The
 * safety tests check after it that nothing left the site and no dialog opened.
 */
export async function untilSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [document, ...Array.from(document.querySelectorAll('iframe'), (f) => f.contentDocument)].every(
          (d) => !d || Array.from(d.images).every((img) => img.complete),
        ),
      ),
    )
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Fails on serious or critical accessibility violations, in the whole page or only in the part
 * `include` selects (a later state where only that part changed need not scan the page again).
 */
export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** Stub the clipboard so copy and paste can be tested headless; returns a reader of the last write. */
export async function stubClipboard(page: Page, initialRead = '') {
  await page.addInitScript((text) => {
    const store = { value: text as string };
    (window as unknown as { __clipboard: typeof store }).__clipboard = store;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (t: string) => {
          store.value = t;
        },
        readText: async () => store.value,
      },
    });
  }, initialRead);
  return () => page.evaluate(() => (window as unknown as { __clipboard: { value: string } }).__clipboard.value);
}

/** Fails the test if any dialog (alert/confirm/prompt) opens — used by the safety cases. */
export function failOnDialog(page: Page) {
  page.on('dialog', async (d) => {
    await d.dismiss();
    throw new Error(`Unexpected dialog: ${d.message()}`);
  });
}

/** The manifests' data, read as plain files (the e2e runner loads TypeScript itself). */
export interface ManifestData {
  id: string;
  name: string;
  description: string;
  path: string;
  aliases?: string[];
  group: string;
  /** other group pages that also list the tool */
  alsoIn?: string[];
  quickAccess?: number;
  seo: { title: string; description: string };
}

export async function loadManifests(): Promise<ManifestData[]> {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'plugins');
  const out: ManifestData[] = [];
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    if (!d.isDirectory() || d.name.startsWith('_')) continue;
    const file = join(dir, d.name, 'manifest.ts');
    if (!existsSync(file)) continue;
    const mod = await import(file);
    out.push(mod.default as ManifestData);
  }
  return out;
}

/** The page's structured data (JSON-LD) of one schema.org type, parsed; fails unless exactly one block has it. */
export async function structuredData(page: Page, type: string): Promise<Record<string, unknown>> {
  // text matching skips script contents, so the blocks are read and parsed here
  const ofType = () =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll(
        (scripts, t) =>
          scripts
            .map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>)
            .filter((d) => d['@type'] === t),
        type,
      );
  await expect.poll(async () => (await ofType()).length).toBe(1);
  const [data] = await ofType();
  return data;
}
/** Focuses a code editor input and waits until the editor has taken the stand-in's place. */
export async function focusEditor(editor: Locator) {
  await editor.focus();
  await expect(editor).toHaveAttribute('contenteditable', 'true');
}

/**
 * Pastes `text` into a code editor input (found by its accessible name) as the clipboard would:
 * focusing it loads the editor, then a paste event carries the text. Fast for megabytes, where
 * typing or `fill` would take minutes.
 */
export async function pasteIntoEditor(editor: Locator, text: string) {
  await focusEditor(editor);
  await editor.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/**
 * The text a tool's input holds: the code editor's lines, or the value of the textarea that stands
 * in until the editor has loaded (line by line: the editor draws only the lines in view, so this is
 * for texts that fit on screen).
 */
export const editorText = (editor: Locator) =>
  editor.evaluate((el) =>
    el instanceof HTMLTextAreaElement
      ? el.value
      : Array.from(el.querySelectorAll('.cm-line'), (line) => line.textContent ?? '').join('\n'),
  );

/**
 * Gives a transform tool's upload a file one byte over 5 MB and expects the blueprint's refusal
 * (its default message for an upload's size limit).
 */
export async function expectUploadRefusedOver5MB(page: Page, fileInputLabel: string, name: string) {
  await page.getByLabel(fileInputLabel).setInputFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, ' '),
  });
  await baseExpect(
    page.getByText('The file is larger than 5 MB: open a smaller file, or paste part of it'),
  ).toBeVisible();
}

/**
 * Leaves a tool for the home page by the site's own link, waits until the tool is gone from the page
 * (a route change that has not rendered yet would keep the tool mounted), then goes Back to it.
 */
export async function homeAndBack(page: Page, toolName: string): Promise<void> {
  const title = page.getByRole('heading', { level: 1, name: toolName });
  await page.getByRole('link', { name: 'DevUtils home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(title).toHaveCount(0);
  await page.goBack();
  await expect(title).toBeVisible();
}
