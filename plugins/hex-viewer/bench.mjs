// Bench scenario for the Hex Viewer (see scripts/bench.mjs): a 100 MB file from its choice to the first
// rows on screen, beside the browser's own File.arrayBuffer() of the same file.
const SIZE = 100 * 1024 * 1024;

/** The file's bytes, built in the page before the clock, as if the visitor had picked it. */
function stageNoise(size) {
  const bytes = new Uint8Array(size);
  let x = 2463534242;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  window.__file = new File([bytes], 'noise.bin', { type: 'application/octet-stream' });
}

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'Hex Viewer, 100 MB file to first rows',
    path: '/encode/hex',
    budgetMs: 1000,
    async run({ page, watchLongTasks, shownAfter, chooseStagedFile }) {
      await page.evaluate(stageNoise, SIZE);
      const longest = await watchLongTasks();
      // a chosen file is read at once: from the input's change to the first row and the file's size under the dump
      const oursMs = await shownAfter(
        () => chooseStagedFile(page.getByLabel('Browse Files')),
        [
          ['[aria-label="Bytes of the file"] [data-part="row"]', '00000000:'],
          ['[data-testid="dump-info"]', `${SIZE.toLocaleString('en-US')} bytes`],
        ],
        60_000,
      );
      const nativeMs = await page.evaluate(async () => {
        const t0 = performance.now();
        await window.__file.arrayBuffer();
        return performance.now() - t0;
      });
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
];
