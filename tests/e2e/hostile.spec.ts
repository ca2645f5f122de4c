import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { inputParam } from '@/lib/inputQuery';
import { test, expect, editorText, loadManifests, untilSettled, type ManifestData } from './support';

/**
 * Hostile text reaches every tool through its address (settings and shared input) and through its
 * inputs, and stays text: no script runs (each payload would set `window.__pwned`), no dialog opens,
 * nothing is rendered as markup, and the page reports no Content-Security-Policy violation but the
 * ones named below. The policy would block an inline handler or script anyway, so a report is what
 * shows a payload that reached a document as markup.
 */

const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '"><script>window.__pwned=1</script>';
const JS_URL = 'javascript:window.__pwned=1';
/** what an address carries: markup that breaks out of an attribute, then a handler; a script URL as a whole value */
const ADDRESS_PAYLOADS = [`${SCRIPT}${IMG}`, JS_URL];
/** all three at once, with an SVG handler and a link, for the inputs */
const HOSTILE = `${IMG}${SCRIPT}<svg onload="window.__pwned=1"></svg><a href="${JS_URL}">link</a>`;

const base64 = (text: string) => Buffer.from(text).toString('base64');
/** `text` as a regular expression that matches it literally */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Records the dialogs a page opens (dismissing them); the test asserts the list is empty. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return dialogs;
}

/**
 * HTML to Text parses its input with DOMParser into a document of its own: inert (no handler runs,
 * nothing loads), but Chromium checks each inline handler attribute against the page's policy as
 * the parser creates it and reports the refusal, from the tool's chunk where parseFromString is
 * called. Those reports, and only those, are expected wherever HTML with a handler reaches that
 * tool. (Its preview renders only DOMPurify's output of the escaped text, which has no handler.)
 */
const INERT_PARSE_REPORTS = [
  /^script-src-attr refused inline at https?:\/\/[^/]+\/assets\/[\w-]+\.js:\d+ \(\)$/,
  /^console error: Executing inline event handler violates the following Content Security Policy directive 'script-src /,
];
const INERT_PARSE_TOOLS = new Set(['/convert/html-text']);
const allowing = (reports: RegExp[]) => new RegExp(reports.map((r) => r.source).join('|'));
const HANDLER = /\son\w+=/;

/**
 * Asserts that no payload ran or became markup in the page or its same-origin frames, that no
 * dialog opened, and that the policy reports since `from` are exactly `expected` (each at least
 * once, waited for: the tool may still be at work) or none.
 */
async function expectUnharmed(
  page: Page,
  dialogs: string[],
  reports: string[],
  { expected = [] as RegExp[], from = 0 } = {},
) {
  for (const r of expected)
    await expect.poll(() => reports.slice(from).some((v) => r.test(v)), `a report matching ${r}`).toBe(true);
  await untilSettled(page);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  const injected = await page.evaluate(() =>
    [document, ...Array.from(document.querySelectorAll('iframe'), (f) => f.contentDocument)].flatMap((d) =>
      d
        ? Array.from(d.querySelectorAll('img[src="x"], [onerror], [onload], a[href^="javascript:" i], script'))
            .filter((el) => el.localName !== 'script' || (el.textContent ?? '').includes('__pwned'))
            .map((el) => el.outerHTML.slice(0, 80))
        : [],
    ),
  );
  expect(injected).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(reports.slice(from).filter((v) => !expected.some((r) => r.test(v)))).toEqual([]);
}

// ── 1. hostile addresses ───────────────────────────────────────────────────────────────────────

type PropertySchema = {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  items?: PropertySchema;
  properties?: Record<string, PropertySchema>;
};
type ManifestWithOptions = ManifestData & { options?: { schema: { properties?: Record<string, PropertySchema> } } };

/**
 * A value of an option that carries the payload wherever the schema takes text: strings get it as
 * they are; a list of rows gets one row whose text fields hold it and whose other fields are valid,
 * so the full validator accepts it and the form draws it. A choice (enum) gets the payload too (the
 * rejection path; some tools read a parameter raw) unless `validChoices`: then its last choice, so the
 * options a choice turns on (a custom format…) are used with the payload.
 */
function hostileOption(prop: PropertySchema, payload: string, validChoices: boolean): string {
  if (prop.enum && validChoices) return String(prop.enum[prop.enum.length - 1]);
  if (prop.type === 'array' && prop.items?.type === 'object') {
    const row = Object.fromEntries(
      Object.entries(prop.items.properties ?? {}).map(([key, p]) => [
        key,
        p.enum
          ? p.enum[0]
          : p.type === 'boolean'
            ? true
            : p.type === 'integer' || p.type === 'number'
              ? (p.minimum ?? 1)
              : payload,
      ]),
    );
    return JSON.stringify([row]);
  }
  return payload;
}

/** The input fields a tool keeps (and a shared link fills): the names its folder passes to useToolInput. */
function inputFields(id: string): string[] {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'plugins', id);
  const fields = new Set(['input']);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.tsx') && !f.endsWith('.stories.tsx'))) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/useToolInput\(\s*(?:'([^']+)')?\s*\)/g))
      fields.add(m[1] ?? 'input');
  }
  return [...fields];
}

function hostileQuery(manifest: ManifestWithOptions, payload: string, validChoices: boolean): string {
  const query = new URLSearchParams();
  for (const [key, prop] of Object.entries(manifest.options?.schema.properties ?? {}))
    query.set(key, hostileOption(prop, payload, validChoices));
  for (const field of inputFields(manifest.id)) query.set(inputParam(field), payload);
  // a parameter no tool reads, and one named like markup
  query.set('q', payload);
  query.set(payload, payload);
  return query.toString();
}

const manifests = (await loadManifests()) as ManifestWithOptions[];

test.describe('hostile query strings', () => {
  for (const manifest of manifests) {
    const inertParse = INERT_PARSE_TOOLS.has(manifest.path);
    test.describe(() => {
      if (inertParse) test.use({ allowCspViolations: allowing(INERT_PARSE_REPORTS) });
      test(`${manifest.path}: options and shared input from the address stay text`, async ({ page, cspViolations }) => {
        const dialogs = watchDialogs(page);
        for (const [i, payload] of ADDRESS_PAYLOADS.entries()) {
          const from = cspViolations.length;
          await page.goto(`${manifest.path}?${hostileQuery(manifest, payload, i === 0)}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // the address's input reaches the tool (then leaves the address), so what it does with it is tested too
          await expect(page).not.toHaveURL(/[?&]input=/);
          await expectUnharmed(page, dialogs, cspViolations, {
            from,
            expected: inertParse && HANDLER.test(payload) ? INERT_PARSE_REPORTS : [],
          });
        }
      });
    });
  }
});

// ── 2. hostile input ────────────────────────────────────────────────────────────────────────────

interface InputCase {
  name: string;
  path: string;
  /** the policy reports the case provokes on purpose, each of which must happen; none when absent */
  violations?: RegExp[];
  run: (page: Page) => Promise<void>;
}

const htmlInput = (page: Page) => page.getByRole('textbox', { name: 'HTML input' });
const jsonInput = (page: Page) => page.getByRole('textbox', { name: 'JSON input' });
const jsonTree = (page: Page) => page.getByRole('group', { name: 'JSON tree' });
const regexPattern = (page: Page) => page.getByLabel('Regular expression');
const regexResults = (page: Page) => page.getByRole('region', { name: 'Results' });
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

/** A document holding the payloads as keys and values. */
const JSON_DOC = { [IMG]: SCRIPT, list: [IMG, JS_URL], nested: { html: HOSTILE } };

const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" onload="window.__pwned=1">' +
  '<script>window.__pwned=1</script><rect width="40" height="30" fill="#36c"/>' +
  '<foreignObject width="10" height="10"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="window.__pwned=1"/></foreignObject></svg>';
const HTML_PAGE = `<!doctype html><html><body>${HOSTILE}</body></html>`;

const INPUT_CASES: InputCase[] = [
  {
    name: 'HTML to Text: markup is parsed inertly, escaped markup comes out as text',
    path: '/convert/html-text',
    violations: INERT_PARSE_REPORTS,
    async run(page) {
      await htmlInput(page).fill(`<p>hello</p>${HOSTILE}<p>${IMG.replace(/</g, '&lt;')}</p>`);
      const output = page.getByRole('textbox', { name: 'Text output' });
      await expect(output).toHaveValue(/hello/);
      await expect(output).toHaveValue(new RegExp(`link\\s+${literally(IMG)}`));
      expect(await output.inputValue()).not.toContain('<script');
    },
  },
  {
    name: 'Text to HTML: escaped output, and the preview shows the payload as text',
    path: '/convert/html-text',
    async run(page) {
      await page.getByRole('tab', { name: 'Text to HTML' }).click();
      await page.getByRole('textbox', { name: 'Text input' }).fill(HOSTILE);
      await expect(page.getByRole('textbox', { name: 'HTML output' })).toHaveValue(
        /&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;&quot;&gt;&lt;script&gt;/,
      );
      const preview = page.frameLocator('iframe[title="HTML preview"]');
      await expect(preview.locator('body')).toContainText(HOSTILE);
      await expect(preview.locator('img, script, svg, a')).toHaveCount(0);
      // the swapped HTML is the escaped text: back in HTML to Text it reads as the payload again
      await page.getByRole('button', { name: 'Swap' }).click();
      await expect(page.getByRole('textbox', { name: 'Text output' })).toHaveValue(HOSTILE);
    },
  },
  {
    name: 'JSON formatter: payload keys and values in the formatted text, the tree and schema errors',
    path: '/tools/json-validator',
    async run(page) {
      await jsonInput(page).fill(JSON.stringify(JSON_DOC));
      await expect(page.getByRole('textbox', { name: 'Formatted JSON output' })).toHaveInputText(
        JSON.stringify(JSON_DOC, null, 2),
      );
      await page.getByRole('tab', { name: 'Tree' }).click();
      await page.getByRole('button', { name: 'Expand All' }).click();
      // keys as they are, string values as JSON writes them (quoted, escaped)
      for (const text of [
        IMG,
        JSON.stringify(SCRIPT),
        JSON.stringify(IMG),
        JSON.stringify(JS_URL),
        JSON.stringify(HOSTILE),
      ])
        await expect(jsonTree(page)).toContainText(text);
      // a user schema naming the payload: ajv compiles it to code in the worker, and its message quotes it
      await page.getByRole('button', { name: 'JSON Schema validation' }).click();
      await page
        .getByLabel('JSON Schema', { exact: true })
        .fill(JSON.stringify({ type: 'object', required: [SCRIPT], properties: { [IMG]: { const: IMG } } }));
      const errors = page.getByRole('list', { name: 'Schema errors' });
      await expect(errors).toContainText(`must have required property '${SCRIPT}'`);
      await expect(errors).toContainText('must be equal to constant');
    },
  },
  {
    name: 'XML formatter: payload in CDATA, text and attributes is shown as source',
    path: '/format/xml',
    async run(page) {
      const xml = `<root title="${IMG.replace(/</g, '&lt;').replace(/"/g, '&quot;')}"><![CDATA[${HOSTILE}]]><t>${SCRIPT.replace(/</g, '&lt;')}</t><img src="x" onerror="window.__pwned=1"/><script>window.__pwned=1</script></root>`;
      await page.getByLabel('XML input').fill(xml);
      await page.getByRole('button', { name: 'Format', exact: true }).click();
      const view = page.getByRole('textbox', { name: 'Formatted XML' });
      await expect(view).toContainText(`<![CDATA[${HOSTILE}]]>`);
      await expect(view).toContainText('<img src="x" onerror="window.__pwned=1"/>');
      await expect(view).toContainText('<script>window.__pwned=1</script>');
      await expect(view).toContainText('title="&lt;img src=x onerror=&quot;window.__pwned=1&quot;>"');
    },
  },
  {
    name: 'Base64 Text: decoded payload is plain text',
    path: '/encode/base64text',
    async run(page) {
      await page.getByLabel('Text or Base64 input').fill(base64(HOSTILE));
      await page.getByRole('button', { name: 'Decode' }).click();
      await expect(page.getByRole('textbox', { name: 'Output' })).toHaveValue(HOSTILE);
    },
  },
  {
    name: 'URL decode: decoded payload is plain text',
    path: '/encode/url',
    async run(page) {
      await page.getByRole('tab', { name: 'Decode' }).click();
      await page.getByRole('textbox', { name: 'Text to decode' }).fill(encodeURIComponent(HOSTILE));
      await expect(page.getByRole('textbox', { name: 'Decoded output' })).toHaveValue(HOSTILE);
    },
  },
  {
    name: 'Regex tester: payload as test string, pattern, replacement and in an error message',
    path: '/tools/regex',
    async run(page) {
      await regexPattern(page).fill(`<img[^>]*>|${literally(SCRIPT)}`);
      await page.getByRole('textbox', { name: 'Test string' }).fill(`before ${IMG} middle ${SCRIPT} after`);
      await page.getByLabel('Replace with (optional)').fill(HOSTILE);
      await page.getByRole('button', { name: 'Test', exact: true }).click();
      await expect(regexResults(page).getByText('2 matches found')).toBeVisible();
      await expect(page.getByTestId('highlighted').locator('mark')).toHaveText([IMG, SCRIPT]);
      await expect(regexResults(page).getByRole('region', { name: 'Matches' })).toContainText(IMG);
      await expect(page.getByRole('textbox', { name: 'Replaced text' })).toHaveValue(
        `before ${HOSTILE} middle ${HOSTILE} after`,
      );
      // an invalid pattern that is the payload: the browser's message under the pattern quotes it
      await regexPattern(page).fill(`${IMG}(`);
      await expect(page.getByText(`Invalid regular expression: /${IMG}(/g: Unterminated group`)).toBeVisible();
    },
  },
  {
    name: 'Stack Trace formatter: payload inside the message and a frame line',
    path: '/format/stack-trace?language=javascript',
    async run(page) {
      await page
        .getByRole('textbox', { name: /stack trace input$/ })
        .fill(`Error: ${IMG}${SCRIPT}\n    at ${IMG} (/app/${SCRIPT}.js:1:2)\n    at ${JS_URL}:3:4`);
      const output = page.getByRole('textbox', { name: 'Formatted stack trace' });
      await expect(output).toContainText(`Error: ${IMG}${SCRIPT}`);
      await expect(output).toContainText(`at ${IMG} (/app/${SCRIPT}.js:1:2)`);
      await expect(output).toContainText(JS_URL);
    },
  },
  {
    name: 'Base64 to Image: an HTML data URL is refused, an SVG with script shows as an inert image',
    path: '/convert/base64image',
    async run(page) {
      const input = page.getByLabel('Base64 string or data URL');
      await input.fill(`data:text/html;base64,${base64(HTML_PAGE)}`);
      await expect(alertWith(page, 'Invalid image data. Please check your Base64 string.')).toBeVisible();
      await expect(page.locator('main img')).toHaveCount(0);
      await input.fill(`data:image/svg+xml;base64,${base64(SVG_WITH_SCRIPT)}`);
      const preview = page.locator('img[src^="blob:"]');
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
      await expect(page.getByRole('region', { name: 'Image information' })).toContainText('SVG');
    },
  },
  {
    name: 'Base64 to PDF: HTML and SVG data URLs are named, never shown',
    path: '/convert/base64pdf',
    async run(page) {
      const input = page.getByLabel('Base64 data');
      const convert = page.getByRole('button', { name: 'Convert to PDF' });
      await input.fill(`data:text/html;base64,${base64(HTML_PAGE)}`);
      await convert.click();
      await expect(alertWith(page, 'Conversion failed: Invalid Base64 data')).toContainText(
        'it holds an HTML document (text), not a PDF',
      );
      await input.fill(`data:image/svg+xml;base64,${base64(SVG_WITH_SCRIPT)}`);
      await convert.click();
      await expect(alertWith(page, 'Conversion failed: Invalid Base64 data')).toContainText(
        'it holds an SVG image (text), not a PDF',
      );
      await expect(page.locator('object, embed, iframe')).toHaveCount(0);
    },
  },
];

test.describe('hostile input', () => {
  for (const c of INPUT_CASES) {
    test.describe(() => {
      if (c.violations) test.use({ allowCspViolations: allowing(c.violations) });
      test(c.name, async ({ page, cspViolations }) => {
        const dialogs = watchDialogs(page);
        await page.goto(c.path);
        await c.run(page);
        await expectUnharmed(page, dialogs, cspViolations, { expected: c.violations });
      });
    });
  }
});

// the code editors hold the payload as text too (CodeMirror draws it into text nodes)
test('a shared link fills the code editor with the payload as text', async ({ page, cspViolations }) => {
  const dialogs = watchDialogs(page);
  const input = page.getByLabel('Text or Base64 input');
  await page.goto(`/encode/base64text?${inputParam('input')}=${encodeURIComponent(HOSTILE)}`);
  await expect(input).toHaveAttribute('contenteditable', 'true');
  await expect.poll(() => editorText(input)).toBe(HOSTILE);
  await expectUnharmed(page, dialogs, cspViolations);
});
