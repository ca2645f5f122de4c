// Bench scenarios for the Number Base Converter (see scripts/bench.mjs).
const FIVE_MB = 5 * 1024 * 1024;
/** The longest number the tool converts (MAX_DIGITS in digits.ts). */
const MAX_DIGITS = 10_000;

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'Number base: a 10,000-digit decimal in every base 2–36',
    path: '/convert/number-base',
    budgetMs: 1000,
    async run({ page, stage, paste, watchLongTasks, shownAfter, fixtures }) {
      const digits = fixtures.decimalDigits(MAX_DIGITS);
      const input = page.getByLabel('Number to convert');
      await input.focus();
      await page.locator('[data-editor="ready"] [contenteditable="true"]:focus').waitFor();
      await stage(digits);
      const longest = await watchLongTasks();
      const oursMs = await shownAfter(
        () => paste(input),
        [['[data-testid="number-summary"]', '10,000 decimal digits']],
      );
      // the browser's own: BigInt reads the digits and writes them in each base
      const nativeMs = await page.evaluate((text) => {
        const t0 = performance.now();
        const value = BigInt(text);
        for (let base = 2; base <= 36; base++) value.toString(base);
        return performance.now() - t0;
      }, digits);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
  {
    name: 'Number base: 5 MB of digits refused with the limit',
    path: '/convert/number-base',
    budgetMs: 1000,
    async run({ page, stage, paste, watchLongTasks, shownAfter }) {
      const digits = '7'.repeat(FIVE_MB);
      const input = page.getByLabel('Number to convert');
      await input.focus();
      await page.locator('[data-editor="ready"] [contenteditable="true"]:focus').waitFor();
      await stage(digits);
      const longest = await watchLongTasks();
      const oursMs = await shownAfter(() => paste(input), [['[role="alert"]', 'up to 10,000 digits']]);
      // the browser's own: BigInt merely reading the 5 MB of digits, before any base is written
      const nativeMs = await page.evaluate((text) => {
        const t0 = performance.now();
        BigInt(text);
        return performance.now() - t0;
      }, digits);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
];
