import type { Page } from '@playwright/test';
import { test, expect } from './support';

/** Everything the page keeps in localStorage and sessionStorage, as text. */
const storage = (page: Page) =>
  page.evaluate(() => ({
    local: JSON.stringify({ ...window.localStorage }),
    session: JSON.stringify({ ...window.sessionStorage }),
  }));

const urlInput = (page: Page) => page.getByRole('textbox', { name: /^Text to (encode|decode)$/ });
const urlOutput = (page: Page) => page.getByRole('textbox', { name: /^(Encoded|Decoded) output$/ });
const base64Input = (page: Page) => page.getByLabel('Text or Base64 input');
const base64Output = (page: Page) => page.getByRole('textbox', { name: 'Output' });
const pattern = (page: Page) => page.getByLabel('Regular expression');
const testString = (page: Page) => page.getByRole('textbox', { name: 'Test string' });
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const original = (page: Page) => page.getByRole('textbox', { name: 'Original text' });
const modified = (page: Page) => page.getByRole('textbox', { name: 'Modified text' });

test.describe('work survives navigation', () => {
  test('input comes back after a reload, with its live result', async ({ page }) => {
    await page.goto('/encode/url');
    await urlInput(page).fill('a b&c');
    await expect(urlOutput(page)).toHaveValue('a%20b%26c');
    await page.reload();
    await expect(urlInput(page)).toHaveInputText('a b&c');
    await expect(urlOutput(page)).toHaveValue('a%20b%26c');
  });

  test('input of several fields comes back on Back and Forward', async ({ page }) => {
    await page.goto('/tools/regex');
    await pattern(page).fill('\\d+');
    await testString(page).fill('a1 b22');
    await expect(results(page).getByText('2 matches found')).toBeVisible();
    await page.goto('/format/text-diff');
    await original(page).fill('left');
    await modified(page).fill('right');
    await page.goBack();
    await expect(pattern(page)).toHaveValue('\\d+');
    await expect(testString(page)).toHaveValue('a1 b22');
    await expect(results(page).getByText('2 matches found')).toBeVisible();
    await page.goForward();
    await expect(original(page)).toHaveValue('left');
    await expect(modified(page)).toHaveValue('right');
  });

  test('input never reaches localStorage, and Clear removes it from the tab', async ({ page }) => {
    await page.goto('/encode/base64text');
    await base64Input(page).fill('hunter2-secret-token');
    await page.getByRole('switch', { name: 'URL-safe (base64url)' }).click();
    await expect.poll(async () => (await storage(page)).session).toContain('hunter2-secret-token');
    const kept = await storage(page);
    expect(kept.local).not.toContain('hunter2-secret-token');
    expect(kept.local).toContain('urlSafe=true');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(base64Input(page)).toHaveInputText('');
    expect((await storage(page)).session).not.toContain('hunter2-secret-token');
    await page.reload();
    await expect(base64Input(page)).toHaveInputText('');
  });

  test('settings are remembered in a new tab; input is not', async ({ page, context }) => {
    await page.goto('/tools/uuid');
    await page.getByLabel('Version').selectOption('v7');
    await page.goto('/encode/url');
    await urlInput(page).fill('only in the first tab');
    const second = await context.newPage();
    await second.goto('/tools/uuid');
    await expect(second.getByLabel('Version')).toHaveValue('v7');
    await second.goto('/encode/url');
    await expect(urlInput(second)).toHaveInputText('');
    // a link's own settings win over remembered ones
    await second.goto('/tools/uuid?version=v1');
    await expect(second.getByLabel('Version')).toHaveValue('v1');
  });
});

test.describe('Copy link', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  test('copies the settings only, or the input too after a warning, and the link reopens both', async ({ page, context }) => {
    await page.goto('/tools/regex');
    await page.goto('/tools/uuid');
    await page.getByLabel('Version').selectOption('v7');
    await page.goto('/encode/base64text');
    await base64Input(page).fill('shared text');
    await page.getByRole('switch', { name: 'URL-safe (base64url)' }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const settingsOnly = await clipboard(page);
    expect(settingsOnly).toMatch(/\/encode\/base64text\?urlSafe=true$/);

    await page.getByRole('switch', { name: 'Include input' }).click();
    await expect(page.getByText('The link will contain your input: anyone who opens it can read it.')).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    const withInput = await clipboard(page);
    expect(withInput).toContain('input=shared+text');

    const other = await context.newPage();
    await other.goto(settingsOnly);
    await expect(base64Input(other)).toHaveInputText('');
    await expect(other.getByRole('switch', { name: 'URL-safe (base64url)' })).toHaveAttribute('aria-checked', 'true');
    await other.evaluate(() => window.sessionStorage.clear());
    await other.goto(withInput);
    await expect(base64Input(other)).toHaveInputText('shared text');
    await expect(other.getByRole('switch', { name: 'URL-safe (base64url)' })).toHaveAttribute('aria-checked', 'true');
    // the input leaves the address once taken, so a reload after editing keeps the edit
    await expect(other).toHaveURL(/\?urlSafe=true$/);
    await base64Input(other).fill('edited');
    await other.reload();
    await expect(base64Input(other)).toHaveInputText('edited');
  });

  test('refuses input too large for a link', async ({ page }) => {
    await page.goto('/encode/url');
    await urlInput(page).fill('x'.repeat(9000));
    await page.getByRole('switch', { name: 'Include input' }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The input is too large for a link' })).toBeVisible();
  });
});

test.describe('live results and out-of-date output', () => {
  test('regex matches follow the typing', async ({ page }) => {
    await page.goto('/tools/regex');
    await pattern(page).fill('o');
    await testString(page).fill('foo');
    await expect(results(page).getByText('2 matches found')).toBeVisible();
    await testString(page).fill('foo boo');
    await expect(results(page).getByText('4 matches found')).toBeVisible();
  });

  test('a compared diff is marked out of date at once when a text changes, and Ctrl+Enter updates it', async ({ page }) => {
    await page.goto('/format/text-diff');
    await original(page).fill('one\ntwo');
    await modified(page).fill('one\nthree');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const counts = page.getByRole('status', { name: 'Counts' });
    await expect(counts.getByText('1 line added')).toBeVisible();
    await modified(page).fill('one\nthree\nfour');
    await expect(page.getByText('Out of date — press Compare or Ctrl+Enter')).toBeVisible();
    await expect(page.locator('[data-stale]')).toHaveCount(1);
    await modified(page).press('Control+Enter');
    await expect(counts.getByText('2 lines added')).toBeVisible();
    await expect(page.getByText('Out of date — press Compare or Ctrl+Enter')).toHaveCount(0);
    await expect(page.locator('[data-stale]')).toHaveCount(0);
  });
});

test.describe('Example', () => {
  test('fills a tool with a small example and shows its result in one click', async ({ page }) => {
    await page.goto('/encode/base64text');
    await page.getByRole('button', { name: 'Example', exact: true }).click();
    await expect(base64Input(page)).toHaveInputText('Hello, World! 👋');
    await expect(base64Output(page)).toHaveValue('SGVsbG8sIFdvcmxkISDwn5GL');
    await page.goto('/format/text-diff');
    await page.getByRole('button', { name: 'Example', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Counts' })).toContainText('2 lines added');
    await page.goto('/encode/url');
    await page.getByRole('button', { name: 'Example', exact: true }).click();
    await expect(urlOutput(page)).toHaveValue(/^https%3A%2F%2Fexample\.com/);
  });
});

test('Base64 output is marked out of date when the input or URL-safe setting changes after converting', async ({ page }) => {
  await page.goto('/encode/base64text');
  await base64Input(page).fill('hi');
  await page.getByRole('button', { name: 'Encode', exact: true }).click();
  await expect(base64Output(page)).toHaveValue('aGk=');
  await expect(page.locator('[data-stale]')).toHaveCount(0);
  await base64Input(page).fill('hi!');
  await expect(page.getByText('Out of date — press Encode or Ctrl+Enter')).toBeVisible();
  await page.keyboard.press('Control+Enter');
  await expect(base64Output(page)).toHaveValue('aGkh');
  await expect(page.locator('[data-stale]')).toHaveCount(0);
});

interface ShortcutCase {
  path: string;
  /** fills the tool so its main action has something to do */
  prepare?: (page: Page) => Promise<void>;
  /** what the main action shows */
  expectRun: (page: Page, before: string) => Promise<void>;
  /** read before pressing Ctrl+Enter (a generator's current value) */
  snapshot?: (page: Page) => Promise<string>;
}

const shortcutCases: Record<string, ShortcutCase> = {
  'Base64 Text': {
    path: '/encode/base64text',
    prepare: (page) => base64Input(page).fill('hi'),
    expectRun: (page) => expect(base64Output(page)).toHaveValue('aGk='),
  },
  'Text Diff': {
    path: '/format/text-diff',
    prepare: async (page) => {
      await original(page).fill('a');
      await modified(page).fill('b');
    },
    expectRun: (page) => expect(page.getByText('1 line added')).toBeVisible(),
  },
  'XML Formatter': {
    path: '/format/xml',
    prepare: (page) => page.getByLabel('XML input').fill('<a><b/></a>'),
    expectRun: (page) => expect(page.getByRole('region', { name: 'Formatted XML' })).toBeVisible(),
  },
  'Base64 to PDF': {
    path: '/convert/base64pdf',
    prepare: (page) => page.getByLabel('Base64 data').fill('aGVsbG8='),
    expectRun: (page) => expect(page.getByRole('alert').first()).toBeVisible(),
  },
  'Mock Data': {
    path: '/tools/mock-data',
    expectRun: (page) => expect(page.getByRole('textbox', { name: 'Generated JSON' })).not.toHaveValue('', { timeout: 10_000 }),
  },
  UUID: {
    path: '/tools/uuid',
    snapshot: (page) => page.getByTestId('single-uuid').innerText(),
    expectRun: (page, before) => expect(page.getByTestId('single-uuid')).not.toHaveText(before),
  },
  'Lorem Ipsum': {
    path: '/tools/lorem-ipsum',
    snapshot: (page) => page.getByRole('textbox', { name: 'Lorem ipsum text' }).inputValue(),
    expectRun: (page, before) => expect(page.getByRole('textbox', { name: 'Lorem ipsum text' })).not.toHaveValue(before),
  },
  'Regex Tester': {
    path: '/tools/regex',
    prepare: async (page) => {
      await pattern(page).fill('a');
      await testString(page).fill('aa');
    },
    expectRun: (page) => expect(results(page).getByText('2 matches found')).toBeVisible(),
  },
  'URL Encoder': {
    path: '/encode/url',
    prepare: (page) => urlInput(page).fill('a b'),
    expectRun: (page) => expect(urlOutput(page)).toHaveValue('a%20b'),
  },
  'JSON Validator': {
    path: '/tools/json-validator',
    prepare: (page) => page.getByRole('textbox', { name: 'JSON input' }).fill('{"a":1}'),
    expectRun: (page) => expect(page.getByRole('textbox', { name: 'Formatted JSON output' })).toHaveValue(/"a": 1/),
  },
  'HTML to Text': {
    path: '/convert/html-text',
    prepare: (page) => page.getByRole('textbox', { name: 'HTML input' }).fill('<p>Hi <b>there</b></p>'),
    expectRun: (page) => expect(page.getByRole('textbox', { name: 'Text output' })).toHaveValue(/Hi there/),
  },
};

test.describe('Ctrl+Enter runs the main action', () => {
  for (const [name, c] of Object.entries(shortcutCases)) {
    test(name, async ({ page }) => {
      await page.goto(c.path);
      await c.prepare?.(page);
      const before = (await c.snapshot?.(page)) ?? '';
      // the shortcut is taken once the tool's code has mounted, which a loaded machine may delay past hydration
      await expect(async () => {
        await page.keyboard.press('Control+Enter');
        await c.expectRun(page, before);
      }).toPass({ timeout: 30_000 });
    });
  }
});
