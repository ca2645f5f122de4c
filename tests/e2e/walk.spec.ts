import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, loadManifests, type ManifestData } from './support';

/**
 * The catalogue walk of the hand-off: every tool whose output can be a kind, made to give that
 * kind, offers exactly the tools whose manifests accept it, and each of them opens with the text
 * in the input it named, with the settings it named. Built from the manifests, so a tool added as
 * a folder joins the walk: a producer without a way to make its output here fails the last test.
 */

interface HandOffManifest extends ManifestData {
  accepts?: { kinds: string[]; field?: string; as?: string; settings?: Record<string, string> }[];
  produces?: string[];
  secrets?: { field: string; label: string }[];
}

/** How to make a tool's output be the kind: its input (and other fields) and settings by link, then a tab or button. */
interface Producer {
  id: string;
  kind: string;
  query: Record<string, string>;
  press?: { role: 'tab' | 'button'; name: string };
  /** steps that make the output where a link cannot (an image to read); the page then keeps no output on Back */
  make?: (page: Page) => Promise<void>;
}

// Base64 of '{"a":1}', '<a>1</a>', 'hello world' and an HTML page: python3 -c "import base64; print(base64.b64encode(b'…').decode())"
const producers: Producer[] = [
  { id: 'base64-text', kind: 'text', query: { input: 'aGVsbG8gd29ybGQ=' }, press: { role: 'button', name: 'Decode' } },
  { id: 'base64-text', kind: 'json', query: { input: 'eyJhIjoxfQ==' }, press: { role: 'button', name: 'Decode' } },
  { id: 'base64-text', kind: 'xml', query: { input: 'PGE+MTwvYT4=' }, press: { role: 'button', name: 'Decode' } },
  {
    id: 'base64-text',
    kind: 'html',
    query: { input: 'PCFET0NUWVBFIGh0bWw+PGh0bWw+PGJvZHk+PHA+aGk8L3A+PC9ib2R5PjwvaHRtbD4=' },
    press: { role: 'button', name: 'Decode' },
  },
  { id: 'html-text', kind: 'text', query: { input: '<p>Tom &amp; Jerry</p>' } },
  { id: 'html-text', kind: 'html', query: { input: 'Tom & Jerry' }, press: { role: 'tab', name: 'Text to HTML' } },
  { id: 'json-types', kind: 'text', query: { input: '{"a":1}' } },
  { id: 'json-types', kind: 'json', query: { input: '{"a":1}', target: 'schema' } },
  { id: 'url-encoder', kind: 'text', query: { input: 'a%20b' }, press: { role: 'tab', name: 'Decode' } },
  { id: 'url-encoder', kind: 'json', query: { input: '%7B%22a%22%3A1%7D' }, press: { role: 'tab', name: 'Decode' } },
  { id: 'csv-json', kind: 'json', query: { input: 'a,b\n1,2' } },
  { id: 'csv-json', kind: 'csv', query: { input: '[{"a":1}]', direction: 'json-csv' } },
  { id: 'json-query', kind: 'json', query: { input: '{"a":[1,2]}', 'input.expression-jsonpath': '$.a' } },
  { id: 'json-validator', kind: 'json', query: { input: '{"a":1}' } },
  { id: 'yaml-json', kind: 'json', query: { input: 'a: 1' } },
  { id: 'yaml-json', kind: 'yaml', query: { input: '{"a":1}', to: 'yaml' } },
  { id: 'yaml-json', kind: 'toml', query: { input: '{"a":1}', to: 'toml' } },
  { id: 'xml-formatter', kind: 'xml', query: { input: '<a><b>1</b></a>' } },
  { id: 'sql-formatter', kind: 'sql', query: { input: 'select a from t' } },
  { id: 'url-encoder', kind: 'url', query: { input: 'a b' } },
  // RFC 7519's example token (section 3.1)
  {
    id: 'jwt',
    kind: 'json',
    query: {
      input:
        'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
    },
  },
  { id: 'string-escape', kind: 'text', query: { input: 'say "hi"' } },
  { id: 'number-base', kind: 'text', query: { input: '0xff' } },
  // RFC 4648 section 10: BASE32("foobar") = "MZXW6YTBOI======"
  {
    id: 'base-n',
    kind: 'text',
    query: { input: 'MZXW6YTBOI======', mode: 'decode' },
    press: { role: 'button', name: 'Decode' },
  },
  // printf '…' | gzip -c -n | base64: hello world, {"a":1}, <a>1</a> and the HTML page above
  { id: 'gzip', kind: 'text', query: { input: 'H4sIAAAAAAAAA8tIzcnJVyjPL8pJAQCFEUoNCwAAAA==' } },
  { id: 'gzip', kind: 'json', query: { input: 'H4sIAAAAAAAAA6tWSlSyMqwFAK+sG1YHAAAA' } },
  { id: 'gzip', kind: 'xml', query: { input: 'H4sIAAAAAAAAA7NJtDO00U+0AwBoKNsMCAAAAA==' } },
  {
    id: 'gzip',
    kind: 'html',
    query: { input: 'H4sIAAAAAAAAA7NRdPF3DokMcFXIKMnNsbOBkEn5KZV2NgV2GZk2+gV2NvoQvj5YEgCASAC4MgAAAA==' },
  },
  { id: 'gzip', kind: 'base64', query: { input: 'Hello, World!', mode: 'compress' } },
  { id: 'base64-text', kind: 'base64', query: { input: 'hello' }, press: { role: 'button', name: 'Encode' } },
  { id: 'string-escape', kind: 'json', query: { mode: 'unescape', input: '"{\\"a\\":1}"' } },
  { id: 'string-escape', kind: 'html', query: { mode: 'unescape', input: '"<!DOCTYPE html><p>hi</p>"' } },
  { id: 'string-escape', kind: 'xml', query: { mode: 'unescape', input: '"<?xml version=\\"1.0\\"?><a>1</a>"' } },
  // a code made by the tool, then read back: what it reads is the output
  { id: 'qr', kind: 'text', query: {}, make: (page) => readBack(page, 'Text', 'hello from the walk') },
  {
    id: 'qr',
    kind: 'url',
    query: { template: 'url' },
    make: (page) => readBack(page, 'URL', 'https://example.org/walk'),
  },
];

/** Generates a QR code of the text, downloads it as PNG and reads it back on the Read tab. */
async function readBack(page: Page, field: string, text: string) {
  // the tab is a setting the tool keeps: the page opens on Read after the first read-back
  await page.getByRole('tab', { name: 'Generate' }).click();
  await page.getByRole('textbox', { name: field, exact: true }).fill(text);
  await expect(page.getByText('Scans', { exact: true })).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PNG' }).click();
  const buffer = await readFile(await (await download).path());
  await page.getByRole('tab', { name: 'Read' }).click();
  await page.getByLabel('Choose image').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer });
  await expect(page.getByTestId('read-content')).toHaveText(text, { timeout: 20_000 });
}

const manifests = (await loadManifests()) as HandOffManifest[];
const byId = new Map(manifests.map((m) => [m.id, m]));

/** The tools (and places) that take the kind, as the menu names them; the producer itself is left out. */
function acceptersOf(kind: string, from: string) {
  return manifests.flatMap((m) =>
    m.id === from
      ? []
      : (m.accepts ?? [])
          .filter((a) => a.kinds.includes(kind))
          .map((a) => ({ manifest: m, accept: a, label: a.as ? `${m.name} (${a.as})` : m.name })),
  );
}

const openIn = (page: Page) => page.getByRole('button', { name: /^Open in/ });

/** The text the target keeps in the field, from this tab's storage; a secret field is kept in memory only. */
const kept = (page: Page, id: string, field: string) =>
  page.evaluate((key) => sessionStorage.getItem(key), `devutils:input:${id}:${field}`);

/** Some field of the page shows text starting as given (spaces aside: editors wrap and indent). */
const shows = (page: Page, start: string) =>
  page.evaluate(
    (s) =>
      Array.from(document.querySelectorAll('textarea, input, [contenteditable="true"]')).some((el) =>
        (el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement ? el.value : (el.textContent ?? ''))
          .replace(/\s+/g, '')
          .startsWith(s),
      ),
    start,
  );

/** Opens the menu once the output is of the kind (a run may still be on its way). */
async function openMenu(page: Page, kind: string) {
  const menu = page.getByRole('menu', { name: `Open the ${labelOf(kind)} in` });
  await expect(async () => {
    if (!(await menu.isVisible())) await openIn(page).click();
    await expect(menu).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

async function showOutput(page: Page, producer: Producer) {
  const manifest = byId.get(producer.id);
  if (!manifest) throw new Error(`no tool ${producer.id}`);
  await page.goto(`${manifest.path}?${new URLSearchParams(producer.query)}`);
  if (producer.press) await page.getByRole(producer.press.role, { name: producer.press.name, exact: true }).click();
  if (producer.make) await producer.make(page);
  await openMenu(page, producer.kind);
}

const KIND_LABELS: Record<string, string> = {
  json: 'JSON',
  yaml: 'YAML',
  toml: 'TOML',
  xml: 'XML',
  html: 'HTML',
  csv: 'CSV',
  sql: 'SQL',
  url: 'URL',
  jwt: 'JWT',
};
const labelOf = (kind: string) => KIND_LABELS[kind] ?? kind;

test.describe('the catalogue walk: every output kind to every tool that takes it', () => {
  for (const producer of producers) {
    const targets = acceptersOf(producer.kind, producer.id);
    test(`${producer.id} (${producer.kind}) → ${targets.length} tools`, async ({ page, errors }) => {
      // a made output (an image read) is made again for each target
      test.setTimeout(30_000 + targets.length * (producer.make ? 40_000 : 15_000));
      await showOutput(page, producer);
      // the set must match the manifests; the order is the registry's rank, checked by unit tests
      await expect(page.getByRole('menuitem')).toHaveCount(targets.length);
      expect((await page.getByRole('menuitem').allTextContents()).sort()).toEqual(targets.map((t) => t.label).sort());
      await page.keyboard.press('Escape');

      for (const { manifest, accept, label } of targets) {
        await openMenu(page, producer.kind);
        await page.getByRole('menuitem', { name: label, exact: true }).click();
        const settings = new URLSearchParams(accept.settings ?? {}).toString();
        await expect(page).toHaveURL(
          (url) => url.pathname === manifest.path && url.search === (settings ? `?${settings}` : ''),
        );
        const field = accept.field ?? 'input';
        if (manifest.secrets?.some((s) => s.field === field)) {
          // a secret field is kept in the page's memory only
          expect(await kept(page, manifest.id, field)).toBeNull();
          await expect.poll(() => shows(page, '')).toBe(true);
        } else {
          // kept a moment after it is set (storage is written off the typing path)
          await expect
            .poll(() => kept(page, manifest.id, field), { message: `${label} keeps the text in '${field}'` })
            .toBeTruthy();
          const text = await kept(page, manifest.id, field);
          const start = (text ?? '').replace(/\s+/g, '').slice(0, 12);
          await expect.poll(() => shows(page, start), { message: `${label} shows the text` }).toBe(true);
        }
        if (producer.make) await showOutput(page, producer);
        else await page.goBack();
      }
      expect(errors).toEqual([]);
    });
  }

  test('every kind a tool produces, where another tool takes it, is walked', () => {
    const walked = new Set(producers.map((p) => `${p.id}:${p.kind}`));
    const missing = manifests.flatMap((m) =>
      (m.produces ?? [])
        .filter((kind) => acceptersOf(kind, m.id).length > 0)
        .map((kind) => `${m.id}:${kind}`)
        .filter((pair) => !walked.has(pair)),
    );
    expect(missing, 'add a producer entry for each').toEqual([]);
  });
});
