// Bench scenario for the URL Encoder/Decoder (see scripts/bench.mjs).
const FIVE_MB = 5 * 1024 * 1024;

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'URL-encode 5 MB of text (component)',
    path: '/encode/url',
    // not one of the design's ≤ 1 s workloads; reported for comparison
    async run({ page, stage, paste, watchLongTasks, time }) {
      const text = 'name=Jürgen & query=a/b?c#d 50% off; '.repeat(Math.ceil(FIVE_MB / 38)).slice(0, FIVE_MB);
      await stage(text);
      const longest = await watchLongTasks();
      // from the paste into the editor (loading it included) to the output
      const oursMs = await time(async () => {
        await paste(page.getByRole('textbox', { name: 'Text to encode' }));
        await page.getByRole('region', { name: 'Encoded output' }).waitFor({ timeout: 20000 });
      });
      const nativeMs = await page.evaluate((t) => {
        const t0 = performance.now();
        encodeURIComponent(t);
        return performance.now() - t0;
      }, text);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
];
