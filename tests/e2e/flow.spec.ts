import type { Page } from '@playwright/test';
import { RSA_PUBLIC_PEM } from '../../plugins/x509/examples';
import { test, expect, loadManifests, pasteIntoEditor } from './support';

/** Everything the page keeps in localStorage and sessionStorage, as text. */
const storage = (page: Page) =>
  page.evaluate(() => ({
    local: JSON.stringify({ ...window.localStorage }),
    session: JSON.stringify({ ...window.sessionStorage }),
  }));

/** An editor input's text once its editor has loaded (focusing the stand-in loads it). */

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
    await expect(testString(page)).toHaveInputText('a1 b22');
    await expect(results(page).getByText('2 matches found')).toBeVisible();
    await page.goForward();
    await expect(original(page)).toHaveInputText('left');
    await expect(modified(page)).toHaveInputText('right');
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
    await page.getByLabel('Version', { exact: true }).selectOption('v7');
    await page.goto('/encode/url');
    await urlInput(page).fill('only in the first tab');
    const second = await context.newPage();
    await second.goto('/tools/uuid');
    await expect(second.getByLabel('Version', { exact: true })).toHaveValue('v7');
    await second.goto('/encode/url');
    await expect(urlInput(second)).toHaveInputText('');
    // a link's own settings win over remembered ones
    await second.goto('/tools/uuid?version=v1');
    await expect(second.getByLabel('Version', { exact: true })).toHaveValue('v1');
  });
});

test.describe('Copy link', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  test('copies the settings only, or the input too (in the fragment) after a warning, and the link reopens both', async ({
    page,
    context,
  }) => {
    await page.goto('/tools/regex');
    await page.goto('/tools/uuid');
    await page.getByLabel('Version', { exact: true }).selectOption('v7');
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
    // the settings in the query, the input in the fragment, which browsers never send to a server
    expect(withInput).toMatch(/\/encode\/base64text\?urlSafe=true#input=shared\+text$/);

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
    // a link from before, with the input in the query, still opens
    await other.evaluate(() => window.sessionStorage.clear());
    await other.goto('/encode/base64text?urlSafe=true&input=older+link');
    await expect(base64Input(other)).toHaveInputText('older link');
    await expect(other).toHaveURL(/\?urlSafe=true$/);
  });

  test('offers no "Include input" where the input never travels: a token (JWT), a generator (Password), a file (File to Base64)', async ({
    page,
  }) => {
    const include = page.getByRole('switch', { name: 'Include input' });
    await page.goto('/encode/jwt');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeAttached();
    await expect(include).toHaveCount(0);
    await page.goto('/tools/password');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeAttached();
    await expect(include).toHaveCount(0);
    await page.goto('/encode/file-base64');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeAttached();
    await expect(include).toHaveCount(0);
    // a text tool's input can travel: the switch is there
    await page.goto('/encode/escape');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeAttached();
    await expect(include).toHaveCount(1);
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

  test('a compared diff is marked out of date at once when a text changes, and Ctrl+Enter updates it', async ({
    page,
  }) => {
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

test('Base64 output follows the input and the URL-safe setting without a button press', async ({ page }) => {
  await page.goto('/encode/base64text');
  await base64Input(page).fill('??>');
  await expect(base64Output(page)).toHaveValue('Pz8+');
  await base64Input(page).fill('??>>');
  await expect(base64Output(page)).toHaveValue('Pz8+Pg==');
  await page.getByRole('switch', { name: 'URL-safe (base64url)' }).click();
  await expect(base64Output(page)).toHaveValue('Pz8-Pg');
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

/**
 * Stops the page's timers, so a result that waits for the typing pause never comes on its own:
 * what a live tool then shows after Ctrl+Enter was run by the shortcut.
 */
async function stopTimers(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

/** A PNG of one opaque pixel. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const shortcutCases: Record<string, ShortcutCase> = {
  'Base32 / Base58 / Base85': {
    // with the clock paused typing does not encode, so only the main action shows the Base32
    path: '/encode/base-n',
    prepare: async (page) => {
      await stopTimers(page);
      await page.getByRole('textbox', { name: 'Text or encoded input' }).fill('foobar');
    },
    // RFC 4648 section 10: BASE32("foobar") = "MZXW6YTBOI======"
    expectRun: (page) =>
      expect(page.getByTestId('transform-output').getByRole('textbox')).toHaveValue('MZXW6YTBOI======'),
  },
  'Certificate & Key Decoder': {
    // with the clock paused the typing pause never ends, so only the main action shows the report
    path: '/encode/x509',
    prepare: async (page) => {
      await stopTimers(page);
      await page.getByRole('textbox', { name: 'Certificate, request or key' }).fill(RSA_PUBLIC_PEM);
    },
    // openssl pkey -pubin -text: RSA Public-Key: (2048 bit)
    expectRun: (page) =>
      expect(page.getByTestId('transform-output').getByRole('textbox')).toHaveValue(/Key: +RSA 2048 bits/),
  },
  'Compress / Decompress': {
    // with the clock paused typing does not decompress, so only the main action shows the text
    path: '/encode/gzip',
    prepare: async (page) => {
      await stopTimers(page);
      // printf 'Hello, World!' | gzip -c | base64
      await page
        .getByRole('textbox', { name: 'Compressed data or text' })
        .fill('H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA');
    },
    expectRun: (page) => expect(page.getByTestId('transform-output').getByRole('textbox')).toHaveValue('Hello, World!'),
  },
  'Base64 Text': {
    // Decode is not what typing does, so only the main action can show the decoded text
    path: '/encode/base64text',
    prepare: async (page) => {
      await base64Input(page).fill('aGk=');
      await page.getByRole('button', { name: 'Decode', exact: true }).click();
      await expect(base64Output(page)).toHaveValue('hi');
      await base64Input(page).fill('aGkh');
    },
    expectRun: (page) => expect(base64Output(page)).toHaveValue('hi!'),
  },
  'Base64 to Image': {
    path: '/convert/base64image',
    prepare: (page) => page.getByLabel('Base64 string or data URL').fill(PIXEL_PNG),
    expectRun: (page) => expect(page.getByRole('region', { name: 'Image information' })).toContainText('PNG'),
  },
  'Base64 to PDF': {
    path: '/convert/base64pdf',
    prepare: (page) => page.getByLabel('Base64 data').fill('aGVsbG8='),
    expectRun: (page) => expect(page.getByRole('alert').first()).toBeVisible(),
  },
  'Cron Explainer': {
    // the search starts at a fixed instant, so the first run does not depend on the clock
    path: '/tools/cron?from=2026-03-07T12%3A00Z',
    prepare: (page) => page.getByRole('textbox', { name: 'Cron expression' }).fill('0 9 * * *'),
    expectRun: (page) =>
      expect(page.getByRole('group', { name: 'Next runs (UTC)' })).toHaveAttribute(
        'data-output-text',
        /^Sun 2026-03-08 09:00 \+00:00/,
      ),
  },
  'Colour Converter & Contrast': {
    // the main action never rewrites a colour: it brings the nearest passing colour's own button into focus
    path: '/convert/color?fg=%23888888&bg=%23ffffff',
    prepare: (page) => expect(page.getByTestId('verdict-normal-aa')).toContainText('Fail'),
    expectRun: async (page) => {
      const fix = page.getByRole('group', { name: 'Nearest passing colours' }).getByRole('button').first();
      await expect(fix).toBeFocused();
      await expect(page.getByRole('textbox', { name: 'Text colour', exact: true })).toHaveValue('#888888');
      await expect(page.getByTestId('verdict-normal-aa')).toContainText('Fail');
      // the button itself applies the suggestion
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('verdict-normal-aa')).toContainText('Pass');
    },
  },
  'CSV ↔ JSON Converter': {
    path: '/convert/csv-json',
    prepare: async (page) => {
      await stopTimers(page);
      await page.getByRole('textbox', { name: 'CSV input' }).fill('a,b\n1,2');
    },
    // numbers are inferred by default
    expectRun: (page) => expect(page.getByRole('textbox', { name: 'JSON output' })).toContainText('"a": 1'),
  },
  'File to Base64': {
    // Convert with no file chosen asks for a file
    path: '/encode/file-base64',
    expectRun: (page) =>
      expect(page.getByRole('alert').filter({ hasText: 'Please select a file first' })).toBeVisible(),
  },
  'Hash Generator': {
    // with live update off, only Generate (or Ctrl+Enter) hashes
    path: '/encode/hash?live=false',
    prepare: (page) => page.getByLabel('Text to hash').fill('abc'),
    expectRun: (page) =>
      expect(page.getByTestId('digest-SHA-256')).toHaveText(
        'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      ),
  },
  'Hex Viewer': {
    // View with no file chosen asks for one
    path: '/encode/hex',
    expectRun: (page) =>
      expect(
        page.getByRole('alert').filter({ hasText: 'Choose a file, or paste hex, to view its bytes' }),
      ).toBeVisible(),
  },
  'HTML to Text': {
    path: '/convert/html-text',
    prepare: async (page) => {
      await stopTimers(page);
      await page.getByRole('textbox', { name: 'HTML input' }).fill('<p>Hi <b>there</b></p>');
    },
    expectRun: (page) => expect(page.getByRole('textbox', { name: 'Text output' })).toHaveValue(/Hi there/),
  },
  'IP / CIDR Calculator': {
    path: '/tools/cidr',
    prepare: async (page) => {
      await stopTimers(page);
      await page.getByRole('textbox', { name: 'IP addresses or networks' }).fill('10.0.0.0/30');
    },
    expectRun: (page) => expect(page.getByRole('region', { name: 'Details of 10.0.0.0/30' })).toContainText('10.0.0.3'),
  },
  'HTTP Tester': {
    path: '/tools/http-tester',
    prepare: async (page) => {
      // answered here: nothing leaves the machine
      await page.context().route('https://api.example.test/**', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: '{"pong":true}',
        }),
      );
      await page.getByLabel('URL', { exact: true }).fill('https://api.example.test/ping');
    },
    expectRun: (page) => expect(page.getByRole('textbox', { name: 'Response body' })).toHaveValue(/"pong": true/),
  },
  'Image Converter': {
    // Convert with no image chosen asks for an image
    path: '/convert/image-formats',
    expectRun: (page) =>
      expect(page.getByRole('alert').filter({ hasText: 'Please select an image to convert' })).toBeVisible(),
  },
  'JSON to TypeScript, Zod & JSON Schema': {
    // with the page's timers stopped the typing pause never ends: only the main action infers the types
    path: '/convert/json-types',
    prepare: async (page) => {
      await stopTimers(page);
      await page.getByLabel('JSON samples').fill('{"id": 1}');
    },
    expectRun: (page) => expect(page.getByRole('textbox', { name: 'TypeScript' })).toContainText('id: number;'),
  },
  'JSON Validator': {
    path: '/tools/json-validator',
    prepare: async (page) => {
      await stopTimers(page);
      await page.getByRole('textbox', { name: 'JSON input' }).fill('{"a":1}');
    },
    expectRun: (page) => expect(page.getByRole('textbox', { name: 'Formatted JSON output' })).toHaveInputText(/"a": 1/),
  },
  'JSON Query (JSONPath & jq)': {
    path: '/tools/json-query',
    prepare: async (page) => {
      await stopTimers(page);
      await page.getByRole('textbox', { name: 'JSONPath query' }).fill('$.a');
      await page.getByRole('textbox', { name: 'JSON document' }).fill('{"a":[7]}');
    },
    expectRun: (page) => expect(page.getByTestId('result-count')).toHaveText('1 result'),
  },
  'JWT Decoder & Verifier': {
    path: '/encode/jwt',
    prepare: async (page) => {
      await stopTimers(page);
      // RFC 7519 §3.1's example token
      await page
        .getByLabel('JSON Web Token')
        .fill(
          'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
        );
    },
    expectRun: (page) => expect(page.getByRole('textbox', { name: 'Payload' })).toContainText('"iss": "joe"'),
  },
  'Lorem Ipsum': {
    path: '/tools/lorem-ipsum',
    snapshot: (page) => page.getByRole('textbox', { name: 'Lorem ipsum text' }).inputValue(),
    expectRun: (page, before) =>
      expect(page.getByRole('textbox', { name: 'Lorem ipsum text' })).not.toHaveValue(before),
  },
  'Mock Data': {
    path: '/tools/mock-data',
    // generation runs in a worker started on first use; a loaded machine needs longer than the default wait
    expectRun: (page) =>
      expect(page.getByRole('textbox', { name: 'Generated JSON' })).not.toHaveValue('', { timeout: 20_000 }),
  },
  'Password Generator': {
    path: '/tools/password',
    prepare: (page) => expect(page.getByTestId('single-result')).toHaveText(/.{20}/),
    snapshot: (page) => page.getByTestId('single-result').innerText(),
    expectRun: (page, before) => expect(page.getByTestId('single-result')).not.toHaveText(before),
  },
  'QR Code Generator & Reader': {
    // the code follows the typing; Ctrl+Enter makes it again and it is read back
    path: '/encode/qr',
    prepare: (page) => page.getByRole('textbox', { name: 'Text', exact: true }).fill('ctrl enter'),
    expectRun: (page) => expect(page.getByText('Scans', { exact: true })).toBeVisible(),
  },
  'Regex Tester': {
    path: '/tools/regex',
    prepare: async (page) => {
      await stopTimers(page);
      await pattern(page).fill('a');
      await testString(page).fill('aa');
    },
    expectRun: (page) => expect(results(page).getByText('2 matches found')).toBeVisible(),
  },
  'SQL Formatter': {
    // with the clock paused typing does not format, so only the main action shows the formatted SQL
    path: '/format/sql',
    prepare: async (page) => {
      await stopTimers(page);
      await page.getByLabel('SQL input').fill('select a from t');
    },
    // each line of the output is a line of the editor
    expectRun: (page) =>
      expect(page.getByRole('textbox', { name: 'Formatted SQL' }).locator('.cm-line')).toHaveText([
        'select',
        '  a',
        'from',
        '  t',
      ]),
  },
  'String Escape / Unescape': {
    // with the clock paused typing does not escape, so only the main action shows the literal
    path: '/encode/escape',
    prepare: async (page) => {
      await stopTimers(page);
      await page.getByRole('textbox', { name: 'Text to escape' }).fill('say "hi"');
    },
    expectRun: (page) => expect(page.getByRole('textbox', { name: 'Escaped output' })).toHaveValue('"say \\"hi\\""'),
  },
  'Stack Trace': {
    // a trace this large is formatted after the typing pause, or at once on Ctrl+Enter
    path: '/format/stack-trace',
    prepare: async (page) => {
      await stopTimers(page);
      await pasteIntoEditor(
        page.getByRole('textbox', { name: /stack trace input$/ }),
        'System.Exception: boom\n' + '   at A.B()\n'.repeat(20_000),
      );
    },
    expectRun: (page) =>
      expect(page.getByRole('textbox', { name: 'Formatted stack trace' })).toContainText('System.Exception: boom'),
  },
  'Text Diff': {
    path: '/format/text-diff',
    prepare: async (page) => {
      await original(page).fill('a');
      await modified(page).fill('b');
    },
    expectRun: (page) => expect(page.getByText('1 line added')).toBeVisible(),
  },
  Timestamp: {
    // the main action is Now: the current Unix time fills the open tab
    path: '/convert/timestamp',
    expectRun: async (page) => {
      await expect(page.getByLabel('Unix timestamp')).toHaveValue(/^\d{10}$/);
      const filled = Number(await page.getByLabel('Unix timestamp').inputValue());
      expect(Math.abs(filled - Date.now() / 1000)).toBeLessThan(60);
      await expect(page.getByTestId('timestamp-result')).toBeVisible();
    },
  },
  'URL Encoder': {
    path: '/encode/url',
    prepare: async (page) => {
      await stopTimers(page);
      await urlInput(page).fill('a b');
    },
    expectRun: (page) => expect(urlOutput(page)).toHaveValue('a%20b'),
  },
  UUID: {
    path: '/tools/uuid',
    snapshot: (page) => page.getByTestId('single-uuid').innerText(),
    expectRun: (page, before) => expect(page.getByTestId('single-uuid')).not.toHaveText(before),
  },
  'XML Formatter': {
    // Minify is not what typing does, so only the main action can show the minified text
    path: '/format/xml',
    prepare: async (page) => {
      await page.getByLabel('XML input').fill('<a>\n  <b/>\n</a>');
      await page.getByRole('button', { name: 'Minify', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'Minified XML' })).toContainText('<a><b/></a>');
      await page.getByLabel('XML input').fill('<a>\n  <c/>\n</a>');
    },
    expectRun: (page) => expect(page.getByRole('textbox', { name: 'Minified XML' })).toContainText('<a><c/></a>'),
  },
  'Number Base Converter': {
    path: '/convert/number-base',
    prepare: async (page) => {
      await stopTimers(page);
      await page.getByRole('textbox', { name: 'Number to convert' }).fill('0xff');
    },
    // python3: int('0xff', 16) → 255
    expectRun: (page) => expect(page.getByTestId('transform-output').getByRole('textbox')).toHaveValue('255'),
  },
  'YAML / TOML / JSON Converter': {
    // with the clock paused typing does not convert, so only the main action shows the new YAML
    path: '/convert/yaml-json?to=yaml',
    prepare: async (page) => {
      await stopTimers(page);
      await page.getByLabel('YAML, JSON or TOML input').fill('{"a": "1.0"}');
    },
    expectRun: (page) => expect(page.getByRole('textbox', { name: 'YAML output' })).toContainText('a: "1.0"'),
  },
};

test('every tool has a Ctrl+Enter case', async () => {
  const tools = await loadManifests();
  expect(
    Object.values(shortcutCases)
      .map((c) => new URL(c.path, 'http://x').pathname)
      .sort(),
  ).toEqual(tools.map((t) => t.path).sort());
});

test.describe('Ctrl+Enter runs the main action', () => {
  for (const [name, c] of Object.entries(shortcutCases)) {
    test(name, async ({ page }) => {
      await page.goto(c.path);
      // the tool's own code may hydrate after the page's
      await page.waitForFunction(() => document.documentElement.dataset.mainAction !== undefined);
      await c.prepare?.(page);
      const before = (await c.snapshot?.(page)) ?? '';
      await page.keyboard.press('Control+Enter');
      await c.expectRun(page, before);
    });
  }
});

test('Ctrl+Enter on Timestamp fills Now only into an empty field, never over what was typed', async ({ page }) => {
  await page.goto('/convert/timestamp');
  await page.waitForFunction(() => document.documentElement.dataset.mainAction !== undefined);
  await page.getByLabel('Unix timestamp').fill('1700000000');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByLabel('Unix timestamp')).toHaveValue('1700000000');
});
