#!/usr/bin/env node
// Firefox smoke of the pages the Content-Security-Policy and Trusted Types bear on most: Base64 to
// PDF's preview, HTML ↔ Text both ways with its preview, and hostile input in the address. Drives
// Debian's Firefox ESR through WebDriver BiDi (puppeteer-core, no browser download) against the
// production build served by `npm start`'s server. Fails on any page error, console error, policy
// violation or dialog, except the refusals of inline handlers that parsing hostile HTML reports.
// Usage: npm run test:firefox
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import puppeteer from 'puppeteer-core';
import { makePdf } from '../tests/fixtures/pdf.mjs';

const PORT = Number(process.env.FIREFOX_SMOKE_PORT) || 4331;
const BASE = `http://127.0.0.1:${PORT}`;
const HOSTILE =
  '<img src=x onerror=alert(1)><script>alert(2)</script><p style="color:red" onclick="alert(3)">styled</p>';
/** Parsing hostile HTML meets its inline handlers; Firefox reports each as refused, as it should. */
const EXPECTED = /inline event handler|(?:script-src-attr|script-src-elem|script-src).*(?:onerror|onclick|inline)/i;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` in the page returns true, or fails with `what`. */
async function until(page, what, check, arg) {
  for (let waited = 0; waited < 15_000; waited += 200) {
    if (await page.evaluate(check, arg).catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Types into the element with this accessible name (the code editor loads on focus). */
async function typeInto(page, name, text) {
  const field = await page.waitForSelector(`::-p-aria(${name})`);
  await field.click();
  await sleep(300);
  await page.keyboard.type(text);
}

async function clickButton(page, name) {
  const button = await page.waitForSelector(`::-p-aria([name="${name}"][role="button"])`);
  await button.click();
}

const flows = [
  {
    name: 'Base64 to PDF previews the PDF in the frame document',
    path: '/convert/base64pdf',
    async run(page) {
      await typeInto(page, 'Base64 data', makePdf('Hello Firefox').toString('base64'));
      await clickButton(page, 'Convert to PDF');
      await until(page, 'the PDF preview', () => {
        const frame = document.querySelector('iframe[title="PDF preview"]');
        return !!frame?.contentDocument?.querySelector('object[type="application/pdf"]')?.data.startsWith('blob:');
      });
      // the viewer loads inside the object
      await sleep(2500);
    },
  },
  {
    name: 'HTML to Text parses hostile HTML inertly; Text to HTML previews it as text',
    path: '/convert/html-text',
    async run(page) {
      await typeInto(page, 'HTML input', HOSTILE);
      await until(page, 'the text output', () =>
        [...document.querySelectorAll('textarea')].some((t) => t.value.includes('styled')),
      );
      const tab = await page.waitForSelector('::-p-aria([name="Text to HTML"][role="tab"])');
      await tab.click();
      await typeInto(page, 'Text input', HOSTILE);
      await until(page, 'the preview', () => {
        const frame = document.querySelector('iframe[title="HTML preview"]');
        return !!frame?.contentDocument?.body?.textContent?.includes('<img src=x');
      });
    },
  },
  {
    name: 'hostile input in the address stays text',
    path: `/encode/base64text?input=${encodeURIComponent(HOSTILE)}`,
    async run(page) {
      // shown as text in the input, and encoded in the output
      await until(page, 'the input and its output', () => {
        const fields = [...document.querySelectorAll('textarea')].map((t) => t.value).join('\n');
        const text = `${document.querySelector('main')?.innerText ?? ''}\n${fields}`;
        // the first 27 bytes of the payload, Base64-encoded
        return text.includes('onerror=alert(1)') && text.includes('PGltZyBzcmM9eCBvbmVycm9yPWFsZXJ0KDEp');
      });
    },
  },
];

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await once(server.stdout, 'data');

const browser = await puppeteer.launch({
  browser: 'firefox',
  executablePath: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
  headless: true,
  protocol: 'webDriverBiDi',
});
let failed = 0;
try {
  for (const flow of flows) {
    const page = await browser.newPage();
    const problems = [];
    const expected = [];
    const note = (text) => (EXPECTED.test(text) ? expected : problems).push(text);
    page.on('pageerror', (e) => note(`page error: ${e.message ?? e}`));
    page.on('console', (m) => {
      if (m.type() === 'error' || /Content-Security-Policy|Trusted Type/i.test(m.text()))
        note(`console ${m.type()}: ${m.text()}`);
    });
    page.on('dialog', async (d) => {
      problems.push(`dialog: ${d.message()}`);
      await d.dismiss();
    });
    await page.evaluateOnNewDocument(() =>
      document.addEventListener(
        'securitypolicyviolation',
        (e) =>
          console.error(`Content-Security-Policy violation: ${e.effectiveDirective} ${e.blockedURI} (${e.sample})`),
        true,
      ),
    );
    try {
      await page.goto(BASE + flow.path, { waitUntil: 'load' });
      await sleep(500);
      await flow.run(page);
      await sleep(500);
    } catch (e) {
      problems.push(String(e));
    }
    const ok = problems.length === 0;
    if (!ok) failed++;
    console.log(
      `${ok ? '✓' : '✘'} ${flow.name}${expected.length ? ` (${expected.length} expected handler refusals)` : ''}`,
    );
    for (const p of problems) console.log(`    ${p.slice(0, 300)}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(
  failed ? `${failed} of ${flows.length} flows failed in Firefox` : `${flows.length} flows passed in Firefox`,
);
process.exit(failed ? 1 : 0);
