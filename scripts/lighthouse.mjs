#!/usr/bin/env node
// Lighthouse (mobile and desktop presets) on the production build served by `npm start`'s server,
// in Debian's Chromium; prints the medians of 3 runs for every page of the sitemap.
// Usage: npm run lighthouse [-- /path …]  (LIGHTHOUSE_RUNS, LIGHTHOUSE_PRESETS=mobile,desktop)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const sitemapPaths = () =>
  [...readFileSync('dist/sitemap.xml', 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : sitemapPaths();
const PRESETS = (process.env.LIGHTHOUSE_PRESETS || 'mobile,desktop').split(',');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
const PORT = 4321;

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await once(server.stdout, 'data');

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const rows = [];
try {
  for (const preset of PRESETS) {
    for (const path of PAGES) {
      const runs = [];
      // a run that Lighthouse could not finish (no paint seen, a timeout) is run again, up to twice
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
        const result = await lighthouse(
          `http://127.0.0.1:${PORT}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const { categories, audits, runtimeError } = result.lhr;
        const run = {
          performance: categories.performance.score * 100,
          accessibility: categories.accessibility.score * 100,
          bestPractices: categories['best-practices'].score * 100,
          seo: categories.seo.score * 100,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
        };
        if (runtimeError || Object.values(run).some((value) => typeof value !== 'number' || Number.isNaN(value)))
          console.error(`${preset} ${path}: run failed (${runtimeError?.code ?? 'missing metrics'}), trying again`);
        else runs.push(run);
      }
      if (runs.length === 0) throw new Error(`${preset} ${path}: no run finished`);
      const m = (key) => median(runs.map((r) => r[key]));
      rows.push({
        preset,
        path,
        performance: m('performance'),
        accessibility: m('accessibility'),
        bestPractices: m('bestPractices'),
        seo: m('seo'),
        lcp: m('lcp'),
        tbt: m('tbt'),
        cls: m('cls'),
      });
      console.error(
        `${preset} ${path}: ${Math.round(m('performance'))} · LCP ${Math.round(m('lcp'))} ms · TBT ${Math.round(m('tbt'))} ms · CLS ${m('cls').toFixed(3)}`,
      );
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}

console.log(`\nLighthouse medians of ${RUNS} runs (Chromium ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}):\n`);
console.log('| page | preset | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| \`${r.path}\` | ${r.preset} | ${Math.round(r.performance)} | ${Math.round(r.accessibility)} | ${Math.round(r.bestPractices)} | ${Math.round(r.seo)} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
  );
}
