// Bench scenarios for the JSON formatter (see scripts/bench.mjs).
const FIVE_MB = 5 * 1024 * 1024;

const TWO_MB = 2 * 1024 * 1024;

/** A minified document of about `bytes` of small records (about 9 nodes each), like an API dump. */
function document(bytes = FIVE_MB) {
  const list = [];
  let size = 2;
  for (let i = 0; size < bytes - 200; i++) {
    const item = { id: i, name: `item ${i}`, tags: ['a', 'b'], nested: { ok: i % 2 === 0, n: null } };
    size += JSON.stringify(item).length + 1;
    if (size < bytes - 200) list.push(item);
  }
  return JSON.stringify(list);
}

/** About 2 MB of the same records, indented as people paste JSON they copied from a response or a file. */
function indented2mb() {
  const records = JSON.parse(document());
  const perRecord = JSON.stringify(records, null, 2).length / records.length;
  return JSON.stringify(records.slice(0, Math.floor(TWO_MB / perRecord)), null, 2);
}

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'JSON format 5 MB (upload → formatted output)',
    path: '/tools/json-validator',
    budgetMs: 1000,
    async run({ page, watchLongTasks, shownAfter, chooseStagedFile }) {
      const text = document();
      // the file is built in the page before timing, as if the user had picked it
      await page.evaluate((t) => {
        window.__file = new File([t], 'big.json', { type: 'application/json' });
      }, text);
      const longest = await watchLongTasks();
      // the formatted text is on screen (the output editor has drawn its lines) and the footer is shown
      const oursMs = await shownAfter(
        () => chooseStagedFile(page.getByLabel('Upload JSON file')),
        [
          ['.cm-content[aria-label="Formatted JSON output"]', '"id": 0'],
          ['[data-testid="output-stats"]', ''],
        ],
      );
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
    async run({ page, watchLongTasks, shownAfter, chooseStagedFile }) {
      const text = document();
      await page.evaluate((t) => {
        window.__file = new File([t], 'big.json', { type: 'application/json' });
      }, text);
      await chooseStagedFile(page.getByLabel('Upload JSON file'));
      await page.getByTestId('output-stats').waitFor({ timeout: 30000 });
      await page.getByRole('button', { name: /^Open in/ }).click();
      const target = page.getByRole('menuitem', { name: 'JSON Query (JSONPath & jq)' });
      await target.waitFor();
      const formatted = JSON.stringify(JSON.parse(text), null, 2);
      const longest = await watchLongTasks();
      // the text is in the query tool's input: its count says all of it arrived, and its editor shows it
      const oursMs = await shownAfter(
        () => target.click(),
        [
          ['[id$="-count"]', `${formatted.length.toLocaleString('en-US')} characters`],
          ['.cm-content[aria-label="JSON document"]', '"id": 0'],
        ],
      );
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
  {
    name: 'Paste 2 MB of indented JSON (paste → formatted output drawn)',
    path: '/tools/json-validator',
    taskBudgetMs: 100,
    async run({ page, stage, paste, watchLongTasks, shownAfter }) {
      const text = indented2mb();
      await stage(text);
      const longest = await watchLongTasks();
      const oursMs = await shownAfter(
        () => paste(page.getByLabel('JSON input')),
        [
          ['.cm-content[aria-label="Formatted JSON output"]', '"id": 0'],
          ['[data-testid="output-stats"]', ''],
        ],
      );
      // the browser's own: parsing and indenting the same text
      const nativeMs = await page.evaluate((t) => {
        const t0 = performance.now();
        JSON.stringify(JSON.parse(t), null, 2);
        return performance.now() - t0;
      }, text);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
  {
    name: 'Type one character into 2 MB of indented JSON (next frame)',
    path: '/tools/json-validator',
    budgetMs: 50,
    taskBudgetMs: 100,
    async run({ page, setValue, watchLongTasks, pressUntilDrawn, keystrokeInPlainTextarea }) {
      const text = indented2mb();
      await setValue(page.getByLabel('JSON input'), text);
      await page.getByTestId('output-stats').waitFor({ timeout: 30000 });
      await page.waitForTimeout(500);
      // a space after the last bracket keeps the document valid, so the formatter runs again after it
      const longest = await watchLongTasks();
      const oursMs = await pressUntilDrawn('Space');
      // the formatter's run after the keystroke counts towards the longest task too
      await page.waitForTimeout(1500);
      const longestTaskMs = await longest();
      const nativeMs = await keystrokeInPlainTextarea(text, 'Space');
      return { oursMs, nativeMs, longestTaskMs };
    },
  },
];
