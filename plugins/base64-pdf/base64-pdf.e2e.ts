import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  pasteIntoEditor,
  editorText,
  expectNoSeriousAxeViolations,
  failOnDialog,
  stubClipboard,
} from '../../tests/e2e/support';
import { makePdf } from '../../tests/fixtures/pdf.mjs';

const PATH = '/convert/base64pdf';
const FALLBACK = 'Your browser cannot display this PDF here. Use Download PDF to open it.';

const input = (page: Page) => page.getByLabel('Base64 data');
const convert = (page: Page) => page.getByRole('button', { name: 'Convert to PDF' }).click();
/** The PDF viewer: an <object> in the site's frame document (src/lib/frameDocument.ts). */
const viewer = (page: Page) =>
  page.frameLocator('iframe[title="PDF preview"]').locator('object[type="application/pdf"][aria-label="PDF preview"]');
const errorAlert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

/** Pastes a large value the way a user does (typing megabytes would take minutes). */
const pasteLarge = (page: Page, value: string) => pasteIntoEditor(input(page), value);

/**
 * Records the values the progress bar named `name` shows from now on, however briefly it is on screen
 * (a 5 MB conversion in the worker can end between two of an assertion's polls).
 */
async function watchProgress(page: Page, name: string): Promise<() => Promise<number[]>> {
  await page.evaluate((label) => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    const look = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"]'))
        if (bar.getAttribute('aria-label') === label) seen.push(Number(bar.getAttribute('aria-valuenow')));
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  }, name);
  return () => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
}

async function downloadPdf(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

test.describe('Base64 to PDF', () => {
  test('converts a data URL, previews it from a blob: URL typed application/pdf and downloads it', async ({
    page,
    errors,
    baseURL,
  }) => {
    failOnDialog(page);
    // the Blobs behind the page's blob: URLs (the policy lets the page show them, not fetch them)
    await page.addInitScript(() => {
      const blobs = new Map<string, Blob>();
      (window as unknown as { __blobs: Map<string, Blob> }).__blobs = blobs;
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (obj: Blob | MediaSource) => {
        const url = create(obj);
        if (obj instanceof Blob) blobs.set(url, obj);
        return url;
      };
    });
    // network requests only: the built-in viewer's own chrome:// and chrome-extension:// resources never leave the machine
    const offPage: string[] = [];
    page.on('request', (r) => {
      const url = r.url();
      if (/^(https?|wss?|ftp):/i.test(url) && !url.startsWith(baseURL!)) offPage.push(url);
    });
    await page.goto(PATH);
    const pdf = makePdf('Hello PDF');
    await input(page).fill(`data:application/pdf;base64,${pdf.toString('base64')}`);
    await convert(page);
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page)).toHaveAttribute('data', /^blob:/);
    await expect(page.getByText(`PDF 1.4 · ${pdf.length} B`)).toBeVisible();
    // the preview serves exactly the PDF, typed application/pdf
    const data = await viewer(page).getAttribute('data');
    const served = await page.evaluate((url) => {
      const blob = (window as unknown as { __blobs: Map<string, Blob> }).__blobs.get(url ?? '');
      return blob && { type: blob.type, size: blob.size };
    }, data);
    expect(served).toEqual({ type: 'application/pdf', size: pdf.length });
    const saved = await downloadPdf(page);
    expect(saved.name).toBe('converted_document.pdf');
    expect(saved.bytes.equals(pdf)).toBe(true);
    await expect(page.getByText('Download started - check your downloads folder')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(offPage).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('any prefix before a comma is removed; raw Base64 with line breaks works', async ({ page }) => {
    await page.goto(PATH);
    const b64 = makePdf('Prefix').toString('base64');
    await input(page).fill(`my label,${b64}`);
    await convert(page);
    await expect(viewer(page)).toBeVisible();
    await input(page).fill(b64.replace(/(.{76})/g, '$1\n'));
    await convert(page);
    await expect(viewer(page)).toBeVisible();
  });

  test('empty input, invalid Base64 and non-PDF data each say what is wrong and keep the input', async ({ page }) => {
    await page.goto(PATH);
    await convert(page);
    await expect(errorAlert(page, 'Please enter Base64 data')).toBeVisible();
    await input(page).fill('data:application/pdf;base64,');
    await convert(page);
    await expect(errorAlert(page, 'Please enter Base64 data')).toBeVisible();

    await input(page).fill(makePdf('ok').toString('base64'));
    await convert(page);
    await expect(viewer(page)).toBeVisible();

    await input(page).fill('not base64 @@@');
    await convert(page);
    await expect(errorAlert(page, 'Conversion failed: Invalid Base64 data')).toBeVisible();
    await expect.poll(() => editorText(input(page))).toBe('not base64 @@@');
    // a failed conversion removes the previous preview
    await expect(viewer(page)).toHaveCount(0);

    // valid Base64 of something that is not a PDF (must start with %PDF-)
    await input(page).fill(Buffer.from('<html><body>hi</body></html>').toString('base64'));
    await convert(page);
    await expect(errorAlert(page, 'Conversion failed: Invalid Base64 data')).toBeVisible();
    await expect(viewer(page)).toHaveCount(0);
  });

  test('valid Base64 that is not a PDF says what the bytes are, inline and without a toast', async ({ page }) => {
    await page.goto(PATH);
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    await input(page).fill(png);
    await convert(page);
    const alert = errorAlert(page, 'Conversion failed: Invalid Base64 data');
    await expect(alert).toContainText('it holds a PNG image, not a PDF');
    // the code editor has taken the stand-in's place before the text is replaced
    await expect(page.locator('[data-editor="ready"]')).toHaveCount(1);
    await input(page).fill(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]).toString('base64'));
    await convert(page);
    await expect(alert).toContainText('it holds a JPEG image, not a PDF');
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  });

  test('Download PDF without a PDF says there is none; a failing download says it failed', async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect(page.getByText('No PDF to download')).toBeVisible();
    await input(page).fill(makePdf('x').toString('base64'));
    await convert(page);
    await expect(viewer(page)).toBeVisible();
    await page.evaluate(() => {
      URL.createObjectURL = () => {
        throw new Error('blocked');
      };
    });
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect(page.getByText('Failed to download PDF')).toBeVisible();
  });

  test('the previous Blob URL is revoked when the preview is replaced or cleared', async ({ page }) => {
    // which URLs the page revokes (loading a revoked URL to prove it dead would log an error itself)
    await page.addInitScript(() => {
      const revoked: string[] = [];
      (window as unknown as { __revoked: string[] }).__revoked = revoked;
      const revoke = URL.revokeObjectURL.bind(URL);
      URL.revokeObjectURL = (u: string) => {
        revoked.push(u);
        revoke(u);
      };
    });
    const revoked = () => page.evaluate(() => (window as unknown as { __revoked: string[] }).__revoked);
    await page.goto(PATH);
    await input(page).fill(makePdf('one').toString('base64'));
    await convert(page);
    const first = await viewer(page).getAttribute('data');
    await input(page).fill(makePdf('two').toString('base64'));
    await convert(page);
    await expect(viewer(page)).not.toHaveAttribute('data', first!);
    const second = await viewer(page).getAttribute('data');
    await expect.poll(revoked).toEqual([first]);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => editorText(input(page))).toBe('');
    await expect(viewer(page)).toHaveCount(0);
    await expect.poll(revoked).toEqual([first, second]);
  });

  test('when the browser has no PDF viewer the fallback message appears and Download still works', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'pdfViewerEnabled', { configurable: true, get: () => false }),
    );
    await page.goto(PATH);
    const pdf = makePdf('fallback');
    await input(page).fill(pdf.toString('base64'));
    await convert(page);
    await expect(page.getByText(FALLBACK)).toBeVisible();
    await expect(viewer(page)).toHaveCount(0);
    const saved = await downloadPdf(page);
    expect(saved.name).toBe('converted_document.pdf');
    expect(saved.bytes.equals(pdf)).toBe(true);
  });

  test('Paste fills the input', async ({ page }) => {
    const b64 = makePdf('pasted').toString('base64');
    await stubClipboard(page, b64);
    await page.goto(PATH);
    await page.getByRole('button', { name: 'Paste' }).click();
    await expect.poll(() => editorText(input(page))).toBe(b64);
    await convert(page);
    await expect(viewer(page)).toBeVisible();
  });

  test('a 5 MB PDF converts with progress, previews and downloads intact', async ({ page, errors }) => {
    test.setTimeout(90_000);
    await page.goto(PATH);
    const pdf = makePdf('Large', 5 * 1024 * 1024);
    expect(pdf.length).toBeGreaterThan(5 * 1024 * 1024);
    await pasteLarge(page, `data:application/pdf;base64,${pdf.toString('base64')}`);
    await expect(page.getByText(/^[\d,]{9,} characters$/)).toBeVisible();
    const progress = await watchProgress(page, 'Conversion progress');
    await convert(page);
    await expect(viewer(page)).toBeVisible({ timeout: 15_000 });
    // the bar is on screen while the run lasts, which may be shorter than a poll
    expect((await progress()).length).toBeGreaterThan(0);
    await expect(page.getByText(/^PDF 1\.4 · 5\.0 MB$/)).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const saved = await downloadPdf(page);
    expect(saved.bytes.length).toBe(pdf.length);
    expect(saved.bytes.equals(pdf)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('works at phone width without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    await input(page).fill(makePdf('phone').toString('base64'));
    await convert(page);
    await expect(viewer(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
