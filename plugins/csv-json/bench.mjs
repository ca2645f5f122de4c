// Bench scenario for the CSV ↔ JSON Converter (see scripts/bench.mjs).
const FIVE_MB = 5 * 1024 * 1024;

/** 5 MB of CSV as an export would have it: a header, quoted fields with commas and doubled quotes, numbers, dates. */
function csv5mb() {
  const parts = ['id,name,email,city,joined,score,note\r\n'];
  let size = parts[0].length;
  for (let i = 0; size < FIVE_MB; i++) {
    const row = `${i},"Lovelace, Ada ${i}",ada${i}@example.com,London,2024-01-${String((i % 28) + 1).padStart(2, '0')},${(i * 7) % 1000}.5,"said ""hi"" ${i}"\r\n`;
    parts.push(row);
    size += row.length;
  }
  return parts.join('');
}

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'CSV → JSON 5 MB',
    path: '/convert/csv-json?direction=csv-json',
    budgetMs: 1000,
    async run({ page, setValue, watchLongTasks, time }) {
      const csv = csv5mb();
      await setValue(page.getByLabel('CSV input'), csv);
      await page
        .getByText(`${csv.length.toLocaleString('en-US')} characters`)
        .first()
        .waitFor({ timeout: 30000 });
      const longest = await watchLongTasks();
      // past the live limit: Convert starts it
      const oursMs = await time(async () => {
        await page.getByRole('button', { name: 'Convert', exact: true }).click();
        // the summary and the output editor's first lines are drawn
        await page.getByTestId('csv-summary').waitFor({ timeout: 30000 });
        await page.locator('.cm-content[aria-label="JSON output"] .cm-line').first().waitFor({ timeout: 30000 });
      });
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
