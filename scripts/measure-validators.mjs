#!/usr/bin/env node
// The two JSON Schema validators the site ships, measured side by side (docs/performance.md,
// "JSON Schema validators"): @cfworker/json-schema, which interprets a schema and so runs on the page
// under its policy (no eval), and ajv, which compiles a schema to code with `new Function` and so runs
// only in workers, whose own policy allows eval.
//
//   1. size: each library bundled alone by the site's bundler (Vite, es2022, minified), gzip -9 as
//      scripts/precompress.ts writes it; plus the built chunks in dist/assets that hold each;
//   2. time, in Debian Chromium driven by Playwright, on a page served with the site's own policies
//      (read from dist/_headers): the mock data tool's options (the User Profile template) against
//      their schema, and a 1 MB document against a draft-07 schema — cfworker on the page, ajv in a
//      module worker as the JSON tool runs it (same ajv options), and cfworker in a worker for
//      comparison. Every run is a fresh page and worker; medians of MEASURE_RUNS (default 7). The
//      page is also cross-origin isolated, only for performance.now()'s finest resolution.
//
// Usage: npx vite build && node scripts/measure-validators.mjs
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, runnerImport } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// the project files bundled below import src/ through `@/`, which a Vite without a config file learns from scripts/aliases.ts
const { module: aliasModule } = await runnerImport(join(root, 'scripts/aliases.ts'));
const RUNS = Number(process.env.MEASURE_RUNS) || 7;
const assets = join(root, 'dist', 'assets');
if (!existsSync(join(root, 'dist', '_headers'))) {
  console.error('dist/_headers is missing: run `npx vite build` first (its policies are the ones measured under).');
  process.exit(1);
}

// ── bundles ────────────────────────────────────────────────────────────────────────────────────

/** Bundles `code` (an ES module that may import packages and project files) into one minified file. */
async function bundle(code) {
  const result = await build({
    configFile: false,
    root,
    resolve: { alias: aliasModule.srcAlias },
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'entry' ? '\0entry' : null),
        load: (id) => (id === '\0entry' ? code : null),
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      rollupOptions: {
        input: 'entry',
        preserveEntrySignatures: 'strict',
        output: { format: 'es', codeSplitting: false },
      },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output).filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`expected one chunk, got ${chunks.length}`);
  return chunks[0].code;
}

const AJV_IMPORTS = `import Ajv from 'ajv'; import Ajv2019 from 'ajv/dist/2019'; import Ajv2020 from 'ajv/dist/2020';`;
/** The JSON tool's ajv (plugins/json-validator/schema.ts): the draft by `$schema`, the same options. */
const AJV_COMPILE = `
  const AJV_OPTIONS = { allErrors: true, strict: false, logger: false, validateFormats: false, ownProperties: true };
  function ajvCompile(schema) {
    const draft = typeof schema.$schema === 'string' ? schema.$schema : '';
    const ajv = draft.includes('2020-12') ? new Ajv2020(AJV_OPTIONS) : draft.includes('2019-09') ? new Ajv2019(AJV_OPTIONS) : new Ajv(AJV_OPTIONS);
    return ajv.compile(schema);
  }`;
/** As the options form checks (src/ui/optionsValidator.ts): a validator per call, every error. */
const CF_VALIDATE = `
  import { Validator } from '@cfworker/json-schema';
  const cfValidate = (schema, value) => new Validator(schema, '7', false).validate(value).valid;`;

/** A worker that parses, compiles (ajv) and validates what it is sent, timing each step. */
const workerSource = (kind) => `
  ${kind === 'ajv' ? `${AJV_IMPORTS}${AJV_COMPILE}` : CF_VALIDATE}
  self.onmessage = ({ data: { schemaText, valueText } }) => {
    const t0 = performance.now();
    const schema = JSON.parse(schemaText);
    const value = JSON.parse(valueText);
    const t1 = performance.now();
    ${kind === 'ajv' ? 'const check = ajvCompile(schema);' : 'const check = (v) => cfValidate(schema, v);'}
    const t2 = performance.now();
    const valid = check(value);
    const t3 = performance.now();
    self.postMessage({ valid, parseMs: t1 - t0, compileMs: t2 - t1, validateMs: t3 - t2 });
  };`;

const sizes = [
  [
    '@cfworker/json-schema (all drafts; what the page loads)',
    `import { Validator } from '@cfworker/json-schema'; export const check = (s, v) => new Validator(s, '7', false).validate(v).valid;`,
  ],
  [
    'ajv, draft-07 only',
    `import Ajv from 'ajv'; export const check = (s, v) => new Ajv({ allErrors: true }).compile(s)(v);`,
  ],
  [
    'ajv with drafts 2019-09 and 2020-12 (what the workers load)',
    `${AJV_IMPORTS}${AJV_COMPILE} export const check = (s, v) => ajvCompile(s)(v);`,
  ],
];
const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('Size: each library bundled alone (Vite, es2022, minified), gzip -9');
for (const [name, code] of sizes) {
  const out = await bundle(code);
  console.log(`  ${name}: ${kb(out.length)} minified, ${kb(gz(out))} gzip`);
}
console.log('Size: built chunks in dist/assets that hold each (gzip -9 as precompressed)');
for (const file of readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .sort()) {
  const text = readFileSync(join(assets, file), 'utf8');
  const holds = file.startsWith('schemaCheck-')
    ? 'cfworker (schemaCheck)'
    : text.includes('must have required property')
      ? 'ajv'
      : null;
  if (holds)
    console.log(
      `  ${file}: ${holds}, ${kb(statSync(join(assets, file)).size)} minified, ${kb(statSync(join(assets, `${file}.gz`)).size)} gzip`,
    );
}

// ── what is validated ──────────────────────────────────────────────────────────────────────────

const pageSource = `
  ${AJV_IMPORTS}${AJV_COMPILE}${CF_VALIDATE}
  import { optionsSchema } from '${root}/plugins/mock-data/options.ts';
  import { TEMPLATES } from '${root}/plugins/mock-data/templates.ts';
  import { installDefaultPolicy } from '${root}/src/lib/trustedHtml.ts';
  // the site's Trusted Types default policy, which lets the page start its same-origin workers
  installDefaultPolicy();
  const options = { schema: optionsSchema, value: { fields: TEMPLATES[0].fields, count: TEMPLATES[0].count, seed: 42 } };
  let ajvOnPage;
  try {
    // ajv compiling on the page, from the page's own script (an evaluation by the test runner would be exempt)
    ajvOnPage = 'compiled, valid: ' + ajvCompile(options.schema)(options.value);
  } catch (e) {
    ajvOnPage = e.name + ': ' + e.message.split('\\n')[0];
  }
  window.__measure = { cfValidate, options, ajvOnPage };`;

/** A ~`bytes` document of user records (deterministic) and the draft-07 schema it satisfies. */
function largeDocument(bytes) {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const roles = ['admin', 'editor', 'viewer'];
  const items = [];
  for (let i = 0, size = 0; size < bytes; i++) {
    const item = {
      id: i,
      name: `User ${i}`,
      email: `user${i}@example.com`,
      role: roles[i % 3],
      active: i % 2 === 0,
      score: Math.round(random() * 10000) / 100,
      tags: ['alpha', 'beta', 'gamma'].slice(0, 1 + (i % 3)),
      address: { street: `${i} Main Street`, city: 'Springfield', zip: String(10000 + (i % 89999)) },
      createdAt: new Date(1.6e12 + i * 8.64e7).toISOString(),
    };
    items.push(item);
    size += JSON.stringify(item).length + 1;
  }
  const string = { type: 'string', minLength: 1, maxLength: 200 };
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    required: ['version', 'items'],
    properties: { version: { const: 1 }, items: { type: 'array', items: { $ref: '#/definitions/user' } } },
    definitions: {
      user: {
        type: 'object',
        required: ['id', 'name', 'email', 'role', 'active', 'score', 'tags', 'address', 'createdAt'],
        additionalProperties: false,
        properties: {
          id: { type: 'integer', minimum: 0 },
          name: string,
          email: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+$' },
          role: { enum: roles },
          active: { type: 'boolean' },
          score: { type: 'number', minimum: 0, maximum: 100 },
          tags: { type: 'array', items: string, maxItems: 10 },
          address: {
            type: 'object',
            required: ['street', 'city', 'zip'],
            properties: { street: string, city: string, zip: { type: 'string', pattern: '^[0-9]{5}$' } },
          },
          createdAt: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T' },
        },
      },
    },
  };
  return { schema, value: { version: 1, items }, records: items.length };
}
const doc = largeDocument(1024 * 1024);
const docText = JSON.stringify(doc.value);

// ── the page and its server ────────────────────────────────────────────────────────────────────

/** The policy dist/_headers gives a path (the first Content-Security-Policy under it). */
function policyFor(path) {
  const lines = readFileSync(join(root, 'dist', '_headers'), 'utf8').split('\n');
  const start = lines.indexOf(path);
  const line = lines.slice(start + 1).find((l) => l.trim().startsWith('Content-Security-Policy:'));
  if (start < 0 || !line) throw new Error(`no policy for ${path} in dist/_headers`);
  return line.trim().slice('Content-Security-Policy:'.length).trim();
}
const files = {
  '/': {
    type: 'text/html',
    policy: policyFor('/'),
    body: '<!doctype html><meta charset="utf-8"><title>validators</title><script type="module" src="/assets/page.js"></script>',
  },
  '/assets/page.js': { type: 'text/javascript', policy: policyFor('/assets/*'), body: await bundle(pageSource) },
  '/assets/ajv-worker.js': {
    type: 'text/javascript',
    policy: policyFor('/assets/*'),
    body: await bundle(workerSource('ajv')),
  },
  '/assets/cf-worker.js': {
    type: 'text/javascript',
    policy: policyFor('/assets/*'),
    body: await bundle(workerSource('cf')),
  },
};
const server = createServer((req, res) => {
  const file = files[new URL(req.url, 'http://x').pathname];
  if (!file) return void res.writeHead(404).end();
  // cross-origin isolated (COOP + COEP) only so that performance.now() has its finest resolution
  const isolated = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
  res
    .writeHead(200, {
      'Content-Type': file.type,
      'Content-Security-Policy': file.policy,
      'Cache-Control': 'no-store',
      ...isolated,
    })
    .end(file.body);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

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

// ── measurements (timed in the page with performance.now(), so no test-runner round trip counts) ──

/**
 * cfworker on the main thread, on what `window.__data[key]` holds (parsed): the first check and the
 * mean of `repeat` more. The page is blocked for each.
 */
const onPage = (page, key, repeat) =>
  page.evaluate(
    ({ key, repeat }) => {
      const { schema, value } = window.__data[key];
      const t0 = performance.now();
      const valid = window.__measure.cfValidate(schema, value);
      const firstMs = performance.now() - t0;
      const t1 = performance.now();
      for (let i = 0; i < repeat; i++) window.__measure.cfValidate(schema, value);
      return { valid, firstMs, repeatMs: (performance.now() - t1) / repeat };
    },
    { key, repeat },
  );

/**
 * A fresh module worker sent the schema and the value of `window.__data[key]` as text, as the JSON
 * tool sends its input (the first round trip includes the worker's start-up), then the same again to
 * the warm worker. Round trips are timed on the page, parse, compile and validate in the worker; the
 * page's longest task meanwhile is recorded.
 */
const inWorker = (page, script, key) =>
  page.evaluate(
    async ({ script, key }) => {
      const { schemaText, valueText } = window.__data[key];
      let longestTask = 0;
      const tasks = new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => (longestTask = Math.max(longestTask, e.duration))),
      );
      tasks.observe({ type: 'longtask' });
      const worker = new Worker(script, { type: 'module' });
      const ask = () =>
        new Promise((resolve, reject) => {
          const t0 = performance.now();
          worker.onmessage = ({ data }) => resolve({ ...data, roundTripMs: performance.now() - t0 });
          worker.onerror = (e) => reject(new Error(e.message));
          worker.postMessage({ schemaText, valueText });
        });
      const first = await ask();
      const warm = await ask();
      worker.terminate();
      // long tasks are reported after they end
      await new Promise((resolve) => setTimeout(resolve, 100));
      tasks.disconnect();
      return { first, warm, longestTaskMs: longestTask };
    },
    { script, key },
  );

const cases = [];
let optionRows = 0;
const loadBefore = loadavg()[0];
for (let run = 0; run < RUNS; run++) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.goto(base);
  await page.waitForFunction(() => window.__measure);
  if (run === 0)
    console.log(
      `\najv compiling on the page, under the page's policy: ${await page.evaluate(() => window.__measure.ajvOnPage)}`,
    );
  // the page holds both cases as text and parsed (as it would to validate them there); parsing is not timed here
  optionRows = await page.evaluate(() => window.__measure.options.value.fields.length);
  await page.evaluate(
    ({ schemaText, valueText }) => {
      const { options } = window.__measure;
      const text = { schemaText: JSON.stringify(options.schema), valueText: JSON.stringify(options.value) };
      window.__data = {
        options: { ...options, ...text },
        doc: { schema: JSON.parse(schemaText), value: JSON.parse(valueText), schemaText, valueText },
      };
    },
    { schemaText: JSON.stringify(doc.schema), valueText: docText },
  );
  for (const [key, repeat] of [
    ['options', 200],
    ['doc', 1],
  ]) {
    cases.push({ name: `${key}/cf-page`, ...(await onPage(page, key, repeat)) });
    cases.push({ name: `${key}/ajv-worker`, ...(await inWorker(page, '/assets/ajv-worker.js', key)) });
    cases.push({ name: `${key}/cf-worker`, ...(await inWorker(page, '/assets/cf-worker.js', key)) });
  }
  if (problems.length) throw new Error(problems.join('\n'));
  await page.close();
}
const loadAfter = loadavg()[0];

const of = (name) => cases.filter((c) => c.name === name);
const invalid = cases.filter((c) => ('valid' in c ? c.valid : c.first.valid && c.warm.valid) !== true);
if (invalid.length) throw new Error(`a validator rejected valid data: ${invalid.map((c) => c.name).join(', ')}`);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => (x < 1 ? `${(x * 1000).toFixed(0)} µs` : `${x.toFixed(x < 10 ? 1 : 0)} ms`);
const med = (rs, pick) => ms(median(rs.map(pick)));
const pageRow = (name, again) => {
  const rs = of(name);
  return `first check ${med(rs, (r) => r.firstMs)}, ${again} ${med(rs, (r) => r.repeatMs)} — on the main thread`;
};
const workerRow = (name) => {
  const rs = of(name);
  const compiles = name.includes('ajv');
  const steps = (k) =>
    `parse ${med(rs, (r) => r[k].parseMs)}${compiles ? ` + compile ${med(rs, (r) => r[k].compileMs)}` : ''} + validate ${med(rs, (r) => r[k].validateMs)}`;
  return `fresh worker ${med(rs, (r) => r.first.roundTripMs)} (${steps('first')}), warm worker ${med(rs, (r) => r.warm.roundTripMs)} (${steps('warm')}); longest main-thread task ${med(rs, (r) => r.longestTaskMs)}`;
};

console.log(
  `\nTime: medians of ${RUNS} runs, Chromium ${browser.version()}, Node ${process.version}, ${cpus().length} cores (load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after)`,
);
console.log(
  `Options: the mock data tool's options (User Profile template: ${optionRows} field rows, count, seed) against their schema`,
);
console.log(`  cfworker on the page: ${pageRow('options/cf-page', 'then per check')}`);
console.log(`  ajv in a worker:      ${workerRow('options/ajv-worker')}`);
console.log(`  cfworker in a worker: ${workerRow('options/cf-worker')}`);
console.log(
  `Document: ${(docText.length / 1024 / 1024).toFixed(2)} MB, ${doc.records.toLocaleString('en-US')} records, against a draft-07 schema ($ref, required, additionalProperties, pattern, enum, ranges)`,
);
console.log(`  cfworker on the page: ${pageRow('doc/cf-page', 'second')} (parsing not counted)`);
console.log(`  ajv in a worker:      ${workerRow('doc/ajv-worker')}`);
console.log(`  cfworker in a worker: ${workerRow('doc/cf-worker')}`);

await browser.close();
server.close();
