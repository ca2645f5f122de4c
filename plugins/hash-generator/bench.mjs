// Bench scenarios for the Hash Generator (see scripts/bench.mjs).
const FIVE_MB = 5 * 1024 * 1024;

/** Clicks Generate; ms from the click to the frame showing the fresh result. */
const generate = (page, shownAfter) =>
  shownAfter(
    () => page.getByRole('button', { name: 'Generate' }).click(),
    [['[data-testid="hash-info"]', 'bytes hashed']],
  );

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'Hash 5 MB text (SHA-256)',
    path: '/encode/hash?live=false',
    budgetMs: 1000,
    async run({ page, setValue, watchLongTasks, shownAfter, fixtures }) {
      const t = fixtures.loremText(FIVE_MB);
      await setValue(page.getByLabel('Text to hash'), t);
      await page.getByText(`${t.length.toLocaleString('en-US')} characters`).waitFor({ timeout: 30000 });
      const longest = await watchLongTasks();
      const oursMs = await generate(page, shownAfter);
      const nativeMs = await page.evaluate(async (s) => {
        const t0 = performance.now();
        await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s));
        return performance.now() - t0;
      }, t);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
  {
    // crypto.subtle has no MD5: the native figure covers the four SHA digests only
    name: 'Hash 5 MB text (all five algorithms)',
    path: '/encode/hash?live=false&compareAll=true',
    budgetMs: 1000,
    async run({ page, setValue, watchLongTasks, shownAfter, fixtures }) {
      const t = fixtures.loremText(FIVE_MB);
      await setValue(page.getByLabel('Text to hash'), t);
      await page.getByText(`${t.length.toLocaleString('en-US')} characters`).waitFor({ timeout: 30000 });
      const longest = await watchLongTasks();
      const oursMs = await generate(page, shownAfter);
      const nativeMs = await page.evaluate(async (s) => {
        const t0 = performance.now();
        const bytes = new TextEncoder().encode(s);
        for (const a of ['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512']) await crypto.subtle.digest(a, bytes);
        return performance.now() - t0;
      }, t);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
];
