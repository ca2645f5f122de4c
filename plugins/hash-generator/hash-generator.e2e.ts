import { createHash, createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, failOnDialog, homeAndBack, pasteIntoEditor, stubClipboard } from '../../tests/e2e/support';
import { loremText } from './examples';

const ABC = {
  MD5: '900150983cd24fb0d6963f7d28e17f72',
  'SHA-1': 'a9993e364706816aba3e25717850c26c9cd0d89d',
  'SHA-256': 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  'SHA-384': 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
  'SHA-512':
    'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
} as const;
const NODE = { MD5: 'md5', 'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512' } as const;

const text = (page: Page) => page.getByLabel('Text to hash');
const digest = (page: Page, alg: string) => page.getByTestId(`digest-${alg}`);

const setValue = (page: Page, value: string) => pasteIntoEditor(text(page), value);

test.describe('Hash Generator', () => {
  test('live SHA-256 by default; re-hashes on input and algorithm change; copies', async ({ page, errors }) => {
    const clip = await stubClipboard(page);
    await page.goto('/encode/hash');
    await expect(page.getByLabel('Algorithm')).toHaveValue('SHA-256');
    await expect(page.getByRole('switch', { name: 'Live update' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('button', { name: 'Generate' })).toHaveCount(0);
    await text(page).fill('abc');
    await expect(digest(page, 'SHA-256')).toHaveText(ABC['SHA-256']);
    await page.getByLabel('Algorithm').selectOption('MD5');
    await expect(digest(page, 'MD5')).toHaveText(ABC.MD5);
    await expect(page).toHaveURL(/algorithm=MD5/);
    await text(page).fill('');
    await expect(digest(page, 'MD5')).toHaveCount(0);
    await text(page).fill('abc');
    await page.getByRole('button', { name: 'Copy MD5' }).click();
    await expect(page.getByRole('button', { name: 'Copy MD5' })).toHaveText('Copied!');
    expect(await clip()).toBe(ABC.MD5);
    expect(errors).toEqual([]);
  });

  test('every algorithm in one table with its own Copy, the chosen one highlighted', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/encode/hash?algorithm=SHA-1');
    await text(page).fill('abc');
    const table = page.getByRole('table', { name: 'digests' });
    await expect(table.getByRole('rowheader')).toHaveText([/^MD5/, /^SHA-1/, /^SHA-256/, /^SHA-384/, /^SHA-512/]);
    for (const [alg, hex] of Object.entries(ABC)) await expect(digest(page, alg)).toHaveText(hex);
    await expect(table.locator('tr[aria-current="true"]')).toHaveCount(1);
    await expect(table.locator('tr[aria-current="true"]').getByRole('rowheader')).toContainText('SHA-1');
    await page.getByLabel('Algorithm').selectOption('SHA-512');
    await expect(table.locator('tr[aria-current="true"]').getByRole('rowheader')).toContainText('SHA-512');
    await page.getByRole('button', { name: 'Copy SHA-384' }).click();
    expect(await clip()).toBe(ABC['SHA-384']);
    await expect(page.locator('.Toastify__toast')).toHaveText('Copied to clipboard');
  });

  test("published vectors for '' (a 0-byte file) and 'abc' in Compare All, in hex, HEX and Base64", async ({
    page,
  }) => {
    await page.goto('/encode/hash');
    await page.getByRole('switch', { name: 'Compare All' }).click();
    await expect(page.getByLabel('Algorithm')).toBeDisabled();
    await text(page).fill('abc');
    for (const [alg, hex] of Object.entries(ABC)) await expect(digest(page, alg)).toHaveText(hex);
    await page.getByLabel('Output format').selectOption('HEX');
    for (const [alg, hex] of Object.entries(ABC)) await expect(digest(page, alg)).toHaveText(hex.toUpperCase());
    await page.getByLabel('Output format').selectOption('base64');
    for (const [alg, hex] of Object.entries(ABC))
      await expect(digest(page, alg)).toHaveText(Buffer.from(hex, 'hex').toString('base64'));
    await expect(page).toHaveURL(/compareAll=true/);
    await expect(page).toHaveURL(/format=base64/);
    await page.getByRole('tab', { name: 'File' }).click();
    await page
      .getByLabel('Browse Files')
      .setInputFiles({ name: 'empty.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(0) });
    await page.getByLabel('Output format').selectOption('hex');
    for (const alg of Object.keys(NODE) as (keyof typeof NODE)[]) {
      await expect(digest(page, alg)).toHaveText(createHash(NODE[alg]).update('').digest('hex'));
    }
  });

  test('with live update off, Generate hashes and a changed input is flagged', async ({ page }) => {
    await page.goto('/encode/hash?live=false');
    await text(page).fill('abc');
    await expect(digest(page, 'SHA-256')).toHaveCount(0);
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(digest(page, 'SHA-256')).toHaveText(ABC['SHA-256']);
    await text(page).fill('abcd');
    await expect(
      page.getByText('The input or settings changed since this hash was generated: press Generate.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(digest(page, 'SHA-256')).toHaveText(createHash('sha256').update('abcd').digest('hex'));
  });

  test('HMAC with UTF-8, hex and Base64 keys; a bad key is explained', async ({ page }) => {
    await page.goto('/encode/hash');
    await text(page).fill('what do ya want for nothing?');
    await page.getByRole('switch', { name: 'HMAC' }).click();
    await page.getByLabel('HMAC key').fill('Jefe');
    await expect(digest(page, 'SHA-256')).toHaveText(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    await expect(page.getByRole('rowheader', { name: /^HMAC-SHA-256/ })).toBeVisible();
    await page.getByLabel('Key encoding').selectOption('hex');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid HMAC key: expected an even number of hex digits' }),
    ).toBeVisible();
    await page.getByLabel('HMAC key').fill('4a656665');
    await expect(digest(page, 'SHA-256')).toHaveText(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    await page.getByLabel('Key encoding').selectOption('base64');
    await page.getByLabel('HMAC key').fill('SmVmZQ');
    await page.getByLabel('Algorithm').selectOption('SHA-512');
    await expect(digest(page, 'SHA-512')).toHaveText(
      createHmac('sha512', 'Jefe').update('what do ya want for nothing?').digest('hex'),
    );
  });

  test('verify says match or mismatch, and which algorithm matches in Compare All', async ({ page }) => {
    await page.goto('/encode/hash');
    await text(page).fill('abc');
    const box = page.getByLabel('Expected digest (verify)');
    await box.fill(`${ABC['SHA-256'].toUpperCase()}  file.txt`);
    await expect(page.getByText('Match: the digests are identical')).toBeVisible();
    // the verdict names the algorithm it compared with
    await expect(page.getByText('It is the SHA-256 digest.')).toBeVisible();
    await box.fill(ABC.MD5);
    await expect(page.getByText('Mismatch: the digests differ')).toBeVisible();
    await expect(page.getByText(/Compared with the SHA-256 digest\./)).toBeVisible();
    // at 1280 × 800 the digests and the verdict sit beside the input, in the first screen
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const shown of [box, page.getByText('Mismatch: the digests differ')]) {
      const at = await shown.boundingBox();
      expect(at && at.y + at.height).toBeLessThanOrEqual(800);
    }
    expect((await digest(page, 'SHA-256').boundingBox())?.y).toBeLessThan(800);
    await expect(page.getByText(/Length differs/)).toBeVisible();
    await page.getByRole('switch', { name: 'Compare All' }).click();
    await expect(page.getByText('Match: the digests are identical')).toBeVisible();
    await expect(page.getByText('It is the MD5 digest.')).toBeVisible();
  });

  test('a chosen file and the File tab survive going to another page and Back', async ({ page, errors }) => {
    await page.goto('/encode/hash');
    await page.getByRole('tab', { name: 'File' }).click();
    await page
      .getByLabel('Browse Files')
      .setInputFiles({ name: 'abc.txt', mimeType: 'text/plain', buffer: Buffer.from('abc') });
    await expect(digest(page, 'SHA-256')).toHaveText(ABC['SHA-256']);
    // a link inside the site, then Back: the page is drawn again from the site's memory
    await homeAndBack(page, 'Hash Generator');
    await expect(page.getByRole('tab', { name: 'File' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('hash-file')).toContainText('abc.txt');
    await expect(digest(page, 'SHA-256')).toHaveText(ABC['SHA-256']);
    // Remove forgets it: Back again opens on the Text tab
    await page.getByRole('button', { name: 'Remove' }).click();
    await homeAndBack(page, 'Hash Generator');
    await expect(page.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    expect(errors).toEqual([]);
  });

  test('hashes a 12 MB file in a worker with progress; Remove clears it', async ({ page, errors }) => {
    // what is checked is the digest and the progress, not the time: a shared CPU can take 20 s over it
    test.setTimeout(75_000);
    const data = Buffer.alloc(12 * 1024 * 1024);
    for (let i = 0; i < data.length; i++) data[i] = (i * 31) & 0xff;
    await page.goto('/encode/hash');
    await page.getByRole('tab', { name: 'File' }).click();
    await page.evaluate(() => {
      const w = window as unknown as { __progress: number[] };
      w.__progress = [];
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Hashing progress"]');
        if (bar) w.__progress.push(Number(bar.getAttribute('aria-valuenow')));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page
      .getByLabel('Browse Files')
      .setInputFiles({ name: 'data.bin', mimeType: 'application/octet-stream', buffer: data });
    await expect(page.getByTestId('hash-file')).toContainText('data.bin');
    await expect(page.getByTestId('hash-file')).toContainText('12.0 MB');
    await expect(digest(page, 'SHA-256')).toHaveText(createHash('sha256').update(data).digest('hex'), {
      timeout: 45_000,
    });
    await expect(page.getByTestId('hash-info')).toContainText('12,582,912 bytes hashed');
    // real progress: the bar was shown and moved through intermediate values
    const seen = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
    expect(seen.some((v) => v > 0 && v < 100)).toBe(true);
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(digest(page, 'SHA-256')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("an unsupported algorithm in the link gives 'Unsupported hash algorithm'; the alias keeps the query", async ({
    page,
  }) => {
    await page.goto('/encode/hash?algorithm=crc32');
    await expect(page.getByRole('alert').filter({ hasText: 'Unsupported hash algorithm' })).toBeVisible();
    await text(page).fill('abc');
    await expect(digest(page, 'SHA-256')).toHaveCount(0);
    await page.getByLabel('Algorithm').selectOption('SHA-1');
    await expect(digest(page, 'SHA-1')).toHaveText(ABC['SHA-1']);
    await expect(page.getByRole('alert').filter({ hasText: 'Unsupported hash algorithm' })).toHaveCount(0);
    await page.goto('/tools/hash-generator?algorithm=md5');
    await expect(page).toHaveURL(/\/encode\/hash\?algorithm=md5$/);
    await expect(page.getByLabel('Algorithm')).toHaveValue('MD5');
  });

  test('hostile text and file names are shown as text', async ({ page, errors }) => {
    failOnDialog(page);
    const hostile = '<img src=x onerror=alert(1)>';
    await page.goto('/encode/hash');
    await text(page).fill(hostile);
    await expect(digest(page, 'SHA-256')).toHaveText(createHash('sha256').update(hostile).digest('hex'));
    await page.getByRole('tab', { name: 'File' }).click();
    await page
      .getByLabel('Browse Files')
      .setInputFiles({ name: `${hostile}.txt`, mimeType: 'text/plain', buffer: Buffer.from(hostile) });
    await expect(page.getByTestId('hash-file')).toContainText(`${hostile}.txt`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(
    '5 MB of text with all five algorithms: correct, without a long main-thread task',
    { tag: '@timing' },
    async ({ page }) => {
      test.setTimeout(90_000);
      const big = loremText(5 * 1024 * 1024);
      await page.goto('/encode/hash?live=false&compareAll=true');
      await setValue(page, big);
      await expect(page.getByText('5,242,880 characters')).toBeVisible({ timeout: 30_000 });
      await page.evaluate(() => {
        const w = window as unknown as { __longest: number };
        w.__longest = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
        }).observe({ type: 'longtask' });
      });
      await page.getByRole('button', { name: 'Generate' }).click();
      for (const alg of Object.keys(NODE) as (keyof typeof NODE)[]) {
        await expect(digest(page, alg)).toHaveText(createHash(NODE[alg]).update(big).digest('hex'), {
          timeout: 15_000,
        });
      }
      const longest = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
      expect(longest).toBeLessThan(200);
    },
  );
});
