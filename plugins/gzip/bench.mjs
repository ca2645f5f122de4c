// Bench scenario for Compress / Decompress (see scripts/bench.mjs).
const FIVE_MB = 5 * 1024 * 1024;

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'gunzip 5 MB of text from Base64',
    path: '/encode/gzip',
    budgetMs: 600,
    async run({ page, stage, paste, watchLongTasks, shownAfter, fixtures }) {
      const text = fixtures.largeText(FIVE_MB);
      // the browser's own gzip writes the data before timing; the tool gets it as Base64, as a visitor pastes it
      const base64 = await page.evaluate(async (t) => {
        const stream = new Blob([t]).stream().pipeThrough(new CompressionStream('gzip'));
        const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
        window.__gzip = bytes;
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(binary);
      }, text);
      await stage(base64);
      const longest = await watchLongTasks();
      // a paste decompresses at once: from the paste to the sizes line that counts the whole output
      const oursMs = await shownAfter(
        () => paste(page.getByRole('textbox', { name: 'Compressed data or text' })),
        [['[data-testid="gzip-sizes"]', '→ 5,242,880 bytes']],
      );
      // the browser's own: DecompressionStream('gzip') on the same bytes, read back as text
      const nativeMs = await page.evaluate(async () => {
        const t0 = performance.now();
        const stream = new Blob([window.__gzip]).stream().pipeThrough(new DecompressionStream('gzip'));
        await new Response(stream).text();
        return performance.now() - t0;
      });
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
];
