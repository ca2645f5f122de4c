import { readFileSync } from 'node:fs';
import { dirname, resolve, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { test, expect } from './support';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', process.env.E2E_DIST ?? 'dist');
const gzKb = (path: string) => gzipSync(readFileSync(join(dist, path.replace(/^\//, '')))).length / 1024;

/**
 * The scripts the home page runs to render: the entry and its modulepreloads from index.html, and the
 * app the entry imports after the first paint with every chunk that import preloads (the list Vite
 * writes into the entry).
 */
function initialScripts(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const named = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  const entry = readFileSync(join(dist, named[0]), 'utf8');
  const app = /m\.f\|\|\(m\.f=\[([^\]]*)\]/.exec(entry);
  if (!app) throw new Error(`${named[0]} imports no app with preloads`);
  return [...new Set([...named, ...[...app[1].matchAll(/"([^"]+\.js)"/g)].map((m) => `/${m[1]}`)])];
}

// Design budget: 110 KB. Measured: about 133.7 KB to render (React 19's DOM runtime alone is ~60 KB;
// the home page also renders the whole catalogue with favourites and recent tools, and installs the
// Trusted Types default policy; every tool's whole manifest, about 1 KB gzip each with its FAQ, page
// texts, options schema and hand-off kinds, is part of it: 23 KB for 30 tools; the search dialog's ranking and paste detectors load with the dialog) plus ~36 KB for the embedded tool, which loads after the page has rendered:
// the tool, the shared job layer (the worker channel and the job policy table), the Open in … menu and
// the editor's stand-in with its Find button. Text typed before the page goes live is handed to the
// tools by every text field (about 0.5 KB). These limits guard
// against regressions; docs/performance.md says where the budget is missed. Measured at 138.7 KB and
// 41.9 KB with 35 tools: the tool kit chunk holds the blueprint core (what the tools used to copy), the
// file card, the large-input notice, the rule that hides options a mode does not use, an output drawn
// in the tool's own form, and the zone picker's stand-in; the generator's frame is left to the
// generators' pages. Each new manifest adds about 0.7 KB until the catalogue carries only what home
// and search read (name, path, icon, group, keywords).
const RENDER_LIMIT_KB = 141;
const EMBEDDED_LIMIT_KB = 43;

test('the home page JavaScript stays within its limits; the embedded tool is a lazy chunk on top', async ({ page }) => {
  const initial = initialScripts();
  const initialKb = initial.reduce((a, p) => a + gzKb(p), 0);
  const loaded = new Set<string>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) loaded.add(url.pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('tool-picker')).toBeVisible();
  const lazy = [...loaded].filter((p) => !initial.includes(p));
  const lazyKb = lazy.reduce((a, p) => a + gzKb(p), 0);
  console.log(
    `home page JavaScript: ${initialKb.toFixed(1)} KB gzip to render, + ${lazyKb.toFixed(1)} KB for the embedded tool (${lazy.length} lazy files)`,
  );
  expect(initialKb, initial.map((p) => `${p} ${gzKb(p).toFixed(1)} KB`).join('\n')).toBeLessThanOrEqual(
    RENDER_LIMIT_KB,
  );
  // the embedded default tool and its shared pieces stay small
  expect(lazyKb, lazy.join('\n')).toBeLessThanOrEqual(EMBEDDED_LIMIT_KB);
});

test('before the first paint a page loads only the entry and its boot chunk', () => {
  // anything else the entry imports statically would run before the first paint (see src/main.tsx)
  for (const page of ['index.html', 'tools/uuid.html', 'encode/base64text.html']) {
    const html = readFileSync(join(dist, page), 'utf8');
    const named = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)];
    expect(
      named.map((m) => m[1].replace(/^.*\/assets\/|-[\w-]{8}\.js$/g, '')),
      page,
    ).toEqual(['index', 'boot']);
  }
});

test('heavy libraries load only with the tools that use them', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(readFileSync(join(dist, new URL(r.url()).pathname.slice(1)), 'utf8'));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('tool-picker')).toBeVisible();
  const all = scripts.join('\n');
  // each library leaves a recognisable piece of code (not prose: the pages mention some of them)
  for (const [lib, marker] of [
    ['ajv', 'strictTuples'],
    ['@rjsf/core', 'rjsf-field'],
    ['hash-wasm', 'WebAssembly.instantiate'],
    ['DOMPurify', 'ALLOWED_TAGS'],
  ]) {
    expect(all.includes(marker), `${lib} is loaded on the home page`).toBe(false);
  }
});

test('the first render is evaluated in two tasks: React, then the app after a wait', () => {
  // src/reactStage.ts ends React's chunk with a top-level await, and the app's chunks import that chunk
  const chunks = initialScripts().map((path) => ({ path, code: readFileSync(join(dist, path.slice(1)), 'utf8') }));
  const react = chunks.find(({ path }) => /\/react-[\w-]{8}\.js$/.test(path));
  const app = chunks.find(({ path }) => /\/app-[\w-]{8}\.js$/.test(path));
  expect(react, chunks.map(({ path }) => path).join('\n')).toBeDefined();
  expect(react!.code).toMatch(/\bawait\b[^;]*;\s*export\s*\{[^}]*\};?\s*$/);
  expect(react!.code).toContain('react.transitional.element');
  expect(app!.code).toContain(`from"./${react!.path.split('/').pop()}"`);
});

test('a tool page loads its shared code as one file, not twenty', async ({ page }) => {
  // the tool kit (scripts/chunk-groups.ts): each file is a request the browser starts on the main thread
  for (const path of ['/tools/cidr', '/encode/jwt', '/format/sql']) {
    const scripts = new Set<string>();
    const count = (r: { url(): string }) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('.js') && !url.pathname.includes('/worker')) scripts.add(url.pathname);
    };
    page.on('response', count);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    page.off('response', count);
    // 13 to 21 files each with the tool kit (the JWT page's verify and sign parts share four); 22 to 25 without it
    expect(scripts.size, `${path}:\n${[...scripts].join('\n')}`).toBeLessThanOrEqual(21);
  }
});
