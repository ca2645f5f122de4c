// Bench scenario for the YAML / TOML / JSON Converter (see scripts/bench.mjs).

/** 5 MB of YAML records, as a data export or a large config would have them */
function yaml5mb() {
  const parts = [];
  let size = 0;
  for (let i = 0; size < 5 * 1024 * 1024; i++) {
    const s = `- id: ${i}\n  name: Item ${i}\n  price: ${(i * 1.25).toFixed(2)}\n  tags: [alpha, beta]\n  active: true\n  note: "quoted text"\n`;
    parts.push(s);
    size += s.length;
  }
  return parts.join('');
}

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'YAML to JSON 5 MB',
    path: '/convert/yaml-json',
    budgetMs: 1000,
    async run({ page, setValue, watchLongTasks, shownAfter }) {
      const yaml = yaml5mb();
      await setValue(page.getByLabel('YAML, JSON or TOML input'), yaml);
      await page.getByText(`${yaml.length.toLocaleString('en-US')} characters`).waitFor({ timeout: 30000 });
      const longest = await watchLongTasks();
      // past the live limit: the To JSON click starts it
      // the output editor has drawn its lines
      const oursMs = await shownAfter(
        () => page.getByRole('button', { name: 'To JSON', exact: true }).click(),
        [['.cm-content[aria-label="JSON output"]', '"id": 0']],
        120000,
      );
      // the browser's own: JSON.parse of the same data as JSON text, and JSON.stringify of it indented
      const records = yaml.split('- id: ').length - 1;
      const json = JSON.stringify(
        Array.from({ length: records }, (_, i) => ({
          id: i,
          name: `Item ${i}`,
          price: Number((i * 1.25).toFixed(2)),
          tags: ['alpha', 'beta'],
          active: true,
          note: 'quoted text',
        })),
      );
      const nativeMs = await page.evaluate((text) => {
        const t0 = performance.now();
        JSON.stringify(JSON.parse(text), null, 2);
        return performance.now() - t0;
      }, json);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
];
