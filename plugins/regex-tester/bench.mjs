// Bench scenario for the Regex Tester (see scripts/bench.mjs): a catastrophic pattern must give a
// clear message within 2 s and never freeze the tab. "Native" is the same match run directly on
// the page's main thread with a shorter subject (the full one would freeze the bench for minutes).

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'Catastrophic regex (a+)+$ on 30 a + "!" → message',
    path: '/tools/regex',
    budgetMs: 2000,
    async run({ page, watchLongTasks, shownAfter }) {
      await page.getByLabel('Regular expression').fill('(a+)+$');
      await page.getByRole('textbox', { name: 'Test string' }).fill('a'.repeat(30) + '!');
      const longest = await watchLongTasks();
      const oursMs = await shownAfter(
        () => page.getByRole('button', { name: 'Test', exact: true }).click(),
        [['[aria-label="Results"]', 'took too long (catastrophic backtracking?)']],
        10000,
      );
      // the browser primitive on a subject 8 characters shorter (256× less work) — already seconds of frozen tab
      const nativeMs = await page.evaluate(() => {
        const t0 = performance.now();
        /(a+)+$/.test('a'.repeat(22) + '!');
        return performance.now() - t0;
      });
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
];
