// Bench scenario for the CSV ↔ JSON Converter (see scripts/bench.mjs).
const FIVE_MB = 5 * 1024 * 1024;

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'CSV → JSON 5 MB',
    path: '/convert/csv-json?direction=csv-json',
    budgetMs: 1000,
    async run({ page, setValue, watchLongTasks, shownAfter, fixtures }) {
      const csv = fixtures.csvExport(FIVE_MB).text;
      await setValue(page.getByLabel('CSV input'), csv);
      await page
        .getByText(`${csv.length.toLocaleString('en-US')} characters`)
        .first()
        .waitFor({ timeout: 30000 });
      const longest = await watchLongTasks();
      // past the live limit: Convert starts it
      // the summary and the output editor's first lines are drawn
      const oursMs = await shownAfter(
        () => page.getByRole('button', { name: 'Convert', exact: true }).click(),
        [
          ['[data-testid="csv-summary"]', ''],
          ['.cm-content[aria-label="JSON output"]', '"id"'],
        ],
      );
      // the browser's own: JSON.parse of the same records as 5 MB of JSON
      const nativeMs = await page.evaluate((n) => {
        const rows = [];
        let size = 0;
        for (let i = 0; size < n; i++) {
          const s = JSON.stringify({
            id: String(i),
            name: `Lovelace, Ada ${i}`,
            email: `ada${i}@example.com`,
            city: 'London',
            joined: '2024-01-01',
            score: '1.5',
            note: `said "hi" ${i}`,
          });
          rows.push(s);
          size += s.length + 1;
        }
        const json = `[${rows.join(',')}]`;
        const t0 = performance.now();
        JSON.parse(json);
        return performance.now() - t0;
      }, FIVE_MB);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
];
