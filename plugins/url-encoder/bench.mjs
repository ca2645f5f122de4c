// Bench scenario for the URL Encoder/Decoder (see scripts/bench.mjs).
const FIVE_MB = 5 * 1024 * 1024;

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'URL-encode 5 MB of text (component)',
    path: '/encode/url',
    // not one of the design's ≤ 1 s workloads; reported for comparison
    async run({ page, stage, paste, watchLongTasks, shownAfter }) {
      const text = 'name=Jürgen & query=a/b?c#d 50% off; '.repeat(Math.ceil(FIVE_MB / 38)).slice(0, FIVE_MB);
      await stage(text);
      const longest = await watchLongTasks();
      // from focusing the input to paste into it (the editor's loading included) to the output
      const oursMs = await shownAfter(
        () => paste(page.getByRole('textbox', { name: 'Text to encode' })),
        [['[role="region"][aria-label="Encoded output"]', '']],
      );
      const nativeMs = await page.evaluate((t) => {
        const t0 = performance.now();
        encodeURIComponent(t);
        return performance.now() - t0;
      }, text);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
];
