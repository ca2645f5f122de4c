// Bench scenarios for Base32 / Base58 / Base85 (see scripts/bench.mjs).
const FIVE_MB = 5 * 1024 * 1024;

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'Base32 encode 5 MB text',
    path: '/encode/base-n?alphabet=base32',
    budgetMs: 1000,
    async run({ page, setValue, watchLongTasks, shownAfter, fixtures }) {
      const text = fixtures.largeText(FIVE_MB);
      await setValue(page.getByLabel('Text or encoded input'), text);
      const longest = await watchLongTasks();
      // 5 MB is past the live limit: the Encode click starts it
      const oursMs = await shownAfter(
        () => page.getByRole('button', { name: 'Encode', exact: true }).click(),
        [['[data-testid="base-n-summary"]', 'Base32 of 5,242,880 bytes']],
      );
      // the browser's own: btoa (Base64, the nearest primitive: no Base32 is built in) on the same UTF-8 bytes
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
];
