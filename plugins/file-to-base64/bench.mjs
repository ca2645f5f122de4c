// Bench scenario for File to Base64 (see scripts/bench.mjs).
const FIVE_MB = 5 * 1024 * 1024;

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'File to Base64, 5 MB file',
    path: '/encode/file-base64',
    budgetMs: 1000,
    async run({ page, watchLongTasks, shownAfter, chooseStagedFile }) {
      // the file is built in the page before timing, as if the user had picked it
      await page.evaluate((size) => {
        const bytes = new Uint8Array(size);
        for (let i = 0; i < size; i++) bytes[i] = (i * 2654435761) >>> 24;
        window.__file = new File([bytes], 'five.bin', { type: 'application/octet-stream' });
      }, FIVE_MB);
      const longest = await watchLongTasks();
      // a chosen file is converted at once: from the input's change to the whole file's Base64 counted under the output
      const oursMs = await shownAfter(
        () => chooseStagedFile(page.getByLabel('Browse Files')),
        [['[data-testid="conversion-info"]', `${(Math.ceil(FIVE_MB / 3) * 4).toLocaleString('en-US')} characters`]],
      );
      const nativeMs = await page.evaluate(async (size) => {
        const bytes = new Uint8Array(size);
        for (let i = 0; i < size; i++) bytes[i] = (i * 2654435761) >>> 24;
        const blob = new Blob([bytes], { type: 'application/octet-stream' });
        const t0 = performance.now();
        const url = await new Promise((resolve, reject) => {
          const r = new FileReader();
          r.onload = () => resolve(r.result);
          r.onerror = () => reject(r.error);
          r.readAsDataURL(blob);
        });
        url.slice(url.indexOf(',') + 1);
        return performance.now() - t0;
      }, FIVE_MB);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
];
