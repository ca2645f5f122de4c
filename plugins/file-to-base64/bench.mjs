// Bench scenario for File to Base64 (see scripts/bench.mjs).
const FIVE_MB = 5 * 1024 * 1024;

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'File to Base64, 5 MB file',
    path: '/encode/file-base64',
    budgetMs: 1000,
    async run({ page, watchLongTasks, time }) {
      const buffer = Buffer.alloc(FIVE_MB);
      for (let i = 0; i < buffer.length; i++) buffer[i] = (i * 2654435761) >>> 24;
      await page
        .getByLabel('Browse Files')
        .setInputFiles({ name: 'five.bin', mimeType: 'application/octet-stream', buffer });
      await page.getByTestId('selected-file').waitFor();
      const longest = await watchLongTasks();
      const oursMs = await time(async () => {
        await page.getByRole('button', { name: 'Convert', exact: true }).click();
        await page.getByTestId('conversion-info').waitFor({ timeout: 30000 });
      });
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
