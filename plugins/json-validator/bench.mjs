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
];
