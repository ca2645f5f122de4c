// Bench scenarios for Base64 Text (see scripts/bench.mjs).
const FIVE_MB = 5 * 1024 * 1024;
/** 5 MB of short lines, as a log or a data file would have them */
const lines5mb = () =>
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit\n'.repeat(Math.ceil(FIVE_MB / 56)).slice(0, FIVE_MB);

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'Base64 encode 5 MB text',
    path: '/encode/base64text',
    budgetMs: 1000,
    async run({ page, setValue, watchLongTasks, shownAfter }) {
      const text = 'Lorem ipsum dolor sit amet, 世界 '.repeat(Math.ceil(FIVE_MB / 36)).slice(0, FIVE_MB);
      await setValue(page.getByLabel('Text or Base64 input'), text);
      const longest = await watchLongTasks();
      // 5 MB is past the live limit: the Encode click starts it
      const oursMs = await shownAfter(
        () => page.getByRole('button', { name: 'Encode' }).click(),
        [['[role="region"][aria-label="Output"]', '']],
      );
      const nativeMs = await page.evaluate((t) => {
        const t0 = performance.now();
        const bytes = new TextEncoder().encode(t);
        let bin = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
        btoa(bin);
        return performance.now() - t0;
      }, text);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
  {
    name: 'Base64 decode 5 MB',
    path: '/encode/base64text',
    budgetMs: 1000,
    async run({ page, setValue, watchLongTasks, shownAfter }) {
      const b64 = Buffer.from('x'.repeat((FIVE_MB / 4) * 3)).toString('base64');
      await setValue(page.getByLabel('Text or Base64 input'), b64);
      const longest = await watchLongTasks();
      const oursMs = await shownAfter(
        () => page.getByRole('button', { name: 'Decode' }).click(),
        [['[role="region"][aria-label="Output"]', '']],
      );
      const nativeMs = await page.evaluate((s) => {
        const t0 = performance.now();
        const bin = atob(s);
        const out = new Uint8Array(bin.length);
        for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
        new TextDecoder().decode(out);
        return performance.now() - t0;
      }, b64);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
  {
    // the shared code editor: any tool's text input behaves the same
    name: 'Paste 5 MB into an editor input',
    path: '/encode/base64text',
    budgetMs: 300,
    async run({ page, stage, paste, watchLongTasks, shownAfter }) {
      const text = lines5mb();
      const input = page.getByLabel('Text or Base64 input');
      // the editor is loaded and the text is in the page before the clock starts: what is timed is the paste itself
      await input.focus();
      await page.locator('[data-editor="ready"] [contenteditable="true"]:focus').waitFor();
      await stage(text);
      const longest = await watchLongTasks();
      // until the count says it all arrived, and the frame after it (editable again)
      const oursMs = await shownAfter(
        () => paste(input),
        [['[id$="-count"]', `${FIVE_MB.toLocaleString('en-US')} characters`]],
      );
      // the browser's own: a plain textarea given the same text, laid out
      const nativeMs = await page.evaluate((v) => {
        const area = document.createElement('textarea');
        area.style.cssText = 'position:fixed;left:0;top:0;width:600px;height:200px';
        document.body.append(area);
        const t0 = performance.now();
        area.value = v;
        // reading the content height makes the browser lay the text out
        const laidOut = area.scrollHeight > 0;
        const ms = performance.now() - t0;
        area.remove();
        return laidOut ? ms : Number.NaN;
      }, text);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
  {
    name: 'Type one character into a 5 MB input (next frame)',
    path: '/encode/base64text',
    budgetMs: 50,
    async run({ page, setValue, watchLongTasks, pressUntilDrawn, keystrokeInPlainTextarea }) {
      const text = lines5mb();
      await setValue(page.getByLabel('Text or Base64 input'), text);
      await page.getByText(`${FIVE_MB.toLocaleString('en-US')} characters`).waitFor({ timeout: 20000 });
      await page.waitForTimeout(500);
      const longest = await watchLongTasks();
      const oursMs = await pressUntilDrawn('x');
      const longestTaskMs = await longest();
      // the browser's own: the same keystroke in a plain textarea holding the same text
      const nativeMs = await keystrokeInPlainTextarea(text, 'x');
      return { oursMs, nativeMs, longestTaskMs };
    },
  },
];
