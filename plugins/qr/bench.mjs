// Bench scenario for the QR Code Reader (see scripts/bench.mjs). "Native" is the part of reading the
// browser does and no reader can skip: decoding the PNG (createImageBitmap) and taking its pixels at
// the size the reader reads (drawn into a canvas with its longest side at 2,400, then getImageData).
import QRCode from 'qrcode';

/** A phone photo's size: 12 megapixels. */
const WIDTH = 4000;
const HEIGHT = 3000;
/** The reader scales an image down to this longest side before reading it (MAX_READ_SIDE in readSize.ts). */
const READ_SIDE = 2400;
const CONTENT = 'https://example.com/tickets/2026/ABC-123?seat=14C&gate=B';

/** @type {import('../../scripts/bench-types').Scenario[]} */
export default [
  {
    name: 'QR read from a 12-megapixel PNG (upload → content shown)',
    path: '/encode/qr?tab=read',
    async run({ page, watchLongTasks, shownAfter, chooseStagedFile }) {
      const { modules } = QRCode.create(CONTENT, { errorCorrectionLevel: 'M' });
      // the image is built in the page before timing, as if the user had picked it: a light background
      // with one bit of noise per channel, so the PNG is as heavy as a photo's (about 14 MB) rather than
      // a few kilobytes of flat white, and the code about a quarter of its width, off centre
      await page.evaluate(
        async ({ width, height, size, dark }) => {
          const canvas = new OffscreenCanvas(width, height);
          const context = canvas.getContext('2d');
          if (!context) throw new Error('Canvas 2D is not available');
          const image = context.createImageData(width, height);
          let seed = 1;
          for (let i = 0; i < image.data.length; i += 4) {
            seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
            image.data[i] = 232 + ((seed >>> 8) & 16);
            image.data[i + 1] = 232 + ((seed >>> 12) & 16);
            image.data[i + 2] = 232 + ((seed >>> 16) & 16);
            image.data[i + 3] = 255;
          }
          context.putImageData(image, 0, 0);
          const scale = Math.floor(1000 / (size + 8));
          const left = 2200;
          const top = 1100;
          context.fillStyle = '#ffffff';
          context.fillRect(left, top, (size + 8) * scale, (size + 8) * scale);
          context.fillStyle = '#111111';
          for (let row = 0; row < size; row++)
            for (let col = 0; col < size; col++)
              if (dark[row * size + col])
                context.fillRect(left + (col + 4) * scale, top + (row + 4) * scale, scale, scale);
          const png = await canvas.convertToBlob({ type: 'image/png' });
          window.__file = new File([png], 'photo.png', { type: 'image/png' });
        },
        { width: WIDTH, height: HEIGHT, size: modules.size, dark: Array.from(modules.data) },
      );
      const longest = await watchLongTasks();
      // the code's content is on screen
      const oursMs = await shownAfter(
        () => chooseStagedFile(page.getByLabel('Choose image')),
        [['[data-testid="read-content"]', CONTENT]],
      );
      const nativeMs = await page.evaluate(async (side) => {
        const t0 = performance.now();
        const bitmap = await createImageBitmap(window.__file);
        const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
        const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) return Number.NaN;
        context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
        bitmap.close();
        return pixels.data.length > 0 ? performance.now() - t0 : Number.NaN;
      }, READ_SIDE);
      return { oursMs, nativeMs, longestTaskMs: await longest() };
    },
  },
];
