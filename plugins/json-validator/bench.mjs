// Bench scenarios for the JSON formatter (see scripts/bench.mjs).
const FIVE_MB = 5 * 1024 * 1024;

/** A ~5 MB document of small records (about 9 nodes each), like an API dump. */
function document() {
  const list = [];
  let size = 2;
  for (let i = 0; size < FIVE_MB - 200; i++) {
    const item = { id: i, name: `item ${i}`, tags: ['a', 'b'], nested: { ok: i % 2 === 0, n: null } };
    size += JSON.stringify(item).length + 1;
    if (size < FIVE_MB - 200) list.push(item);
  }
  return JSON.stringify(list);
}

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'JSON format 5 MB (upload → formatted output)',
    path: '/tools/json-validator',
    budgetMs: 1000,
    async run({ page, watchLongTasks, time }) {
      const text = document();
      // the file is built in the page before timing, as if the user had picked it
      await page.evaluate((t) => {
        window.__file = new File([t], 'big.json', { type: 'application/json' });
      }, text);
      const longest = await watchLongTasks();
      const oursMs = await time(async () => {
        await page.getByLabel('Upload JSON file').evaluate((el) => {
          const data = new DataTransfer();
          data.items.add(window.__file);
          el.files = data.files;
          el.dispatchEvent(new Event('change', { bubbles: true }));
        });
        // the formatted text is on screen (the output editor has drawn its lines) and the footer is shown
        await page
          .locator('.cm-content[aria-label="Formatted JSON output"] .cm-line')
          .first()
          .waitFor({ timeout: 30000 });
        await page.getByTestId('output-stats').waitFor({ timeout: 30000 });
      });
      const nativeMs = await page.evaluate((t) => {
        const t0 = performance.now();
        JSON.stringify(JSON.parse(t), null, 2);
        return performance.now() - t0;
      }, text);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
  {
    name: 'Open a 5 MB formatted output in JSON Query (click → text shown there)',
    path: '/tools/json-validator',
    budgetMs: 300,
    async run({ page, watchLongTasks, time }) {
      const text = document();
      await page.evaluate((t) => {
        window.__file = new File([t], 'big.json', { type: 'application/json' });
      }, text);
      await page.getByLabel('Upload JSON file').evaluate((el) => {
        const data = new DataTransfer();
        data.items.add(window.__file);
        el.files = data.files;
        el.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await page.getByTestId('output-stats').waitFor({ timeout: 30000 });
      await page.getByRole('button', { name: /^Open in/ }).click();
      const target = page.getByRole('menuitem', { name: 'JSON Query (JSONPath & jq)' });
      await target.waitFor();
      const formatted = JSON.stringify(JSON.parse(text), null, 2);
      const longest = await watchLongTasks();
      const oursMs = await time(async () => {
        await target.click();
        // the text is in the query tool's input: its count says how much arrived
        await page.getByText(`${formatted.length.toLocaleString('en-US')} characters`).waitFor({ timeout: 20000 });
      });
      // the browser's own: a plain textarea given the same text, laid out
      const nativeMs = await page.evaluate((v) => {
        const area = document.createElement('textarea');
        area.style.cssText = 'position:fixed;left:0;top:0;width:600px;height:200px';
        document.body.append(area);
        const t0 = performance.now();
        area.value = v;
        const laidOut = area.scrollHeight > 0;
        const ms = performance.now() - t0;
        area.remove();
        return laidOut ? ms : Number.NaN;
      }, formatted);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
];
