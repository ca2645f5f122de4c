import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../../tests/e2e/support';
import examples from './examples';

const textInput = (page: Page) => page.getByRole('textbox', { name: 'Text', exact: true });

/** Downloads with the named button and returns the file's name and bytes. */
async function download(page: Page, button: string) {
  const event = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await event;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

const choose = (page: Page, name: string, mimeType: string, buffer: Buffer) =>
  page.getByLabel('Choose image').setInputFiles({ name, mimeType, buffer });

// The dark modules of "Hello SVG" as qrencode 4.1.1 draws them with `qrencode -t SVG --svg-path -o - 'Hello SVG'`
// (a 21 × 21 code, one "Mx,yh1" per module); zbarimg reads "QR-Code:Hello SVG" from both SVGs below.
const HELLO_SVG_MODULES =
  'M0,0h1M1,0h1M2,0h1M3,0h1M4,0h1M5,0h1M6,0h1M9,0h1M11,0h1M12,0h1M14,0h1M15,0h1M16,0h1M17,0h1M18,0h1M19,0h1M20,0h1M0,1h1M6,1h1M8,1h1M9,1h1M11,1h1M14,1h1M20,1h1M0,2h1M2,2h1M3,2h1M4,2h1M6,2h1M8,2h1M9,2h1M12,2h1M14,2h1M16,2h1M17,2h1M18,2h1M20,2h1M0,3h1M2,3h1M3,3h1M4,3h1M6,3h1M9,3h1M11,3h1M14,3h1M16,3h1M17,3h1M18,3h1M20,3h1M0,4h1M2,4h1M3,4h1M4,4h1M6,4h1M8,4h1M12,4h1M14,4h1M16,4h1M17,4h1M18,4h1M20,4h1M0,5h1M6,5h1M8,5h1M11,5h1M12,5h1M14,5h1M20,5h1M0,6h1M1,6h1M2,6h1M3,6h1M4,6h1M5,6h1M6,6h1M8,6h1M10,6h1M12,6h1M14,6h1M15,6h1M16,6h1M17,6h1M18,6h1M19,6h1M20,6h1M8,7h1M9,7h1M10,7h1M11,7h1M12,7h1M0,8h1M1,8h1M3,8h1M6,8h1M7,8h1M9,8h1M10,8h1M14,8h1M15,8h1M16,8h1M18,8h1M19,8h1M0,9h1M2,9h1M4,9h1M5,9h1M7,9h1M19,9h1M20,9h1M4,10h1M5,10h1M6,10h1M7,10h1M8,10h1M12,10h1M13,10h1M15,10h1M17,10h1M18,10h1M20,10h1M1,11h1M2,11h1M3,11h1M4,11h1M7,11h1M8,11h1M9,11h1M11,11h1M14,11h1M16,11h1M17,11h1M19,11h1M20,11h1M0,12h1M2,12h1M4,12h1M6,12h1M7,12h1M8,12h1M9,12h1M10,12h1M12,12h1M14,12h1M16,12h1M8,13h1M10,13h1M11,13h1M13,13h1M16,13h1M18,13h1M0,14h1M1,14h1M2,14h1M3,14h1M4,14h1M5,14h1M6,14h1M8,14h1M9,14h1M13,14h1M14,14h1M15,14h1M16,14h1M17,14h1M18,14h1M19,14h1M0,15h1M6,15h1M10,15h1M11,15h1M12,15h1M13,15h1M15,15h1M0,16h1M2,16h1M3,16h1M4,16h1M6,16h1M9,16h1M10,16h1M11,16h1M13,16h1M14,16h1M19,16h1M0,17h1M2,17h1M3,17h1M4,17h1M6,17h1M8,17h1M9,17h1M11,17h1M15,17h1M16,17h1M17,17h1M18,17h1M19,17h1M20,17h1M0,18h1M2,18h1M3,18h1M4,18h1M6,18h1M12,18h1M16,18h1M18,18h1M20,18h1M0,19h1M6,19h1M8,19h1M13,19h1M14,19h1M0,20h1M1,20h1M2,20h1M3,20h1M4,20h1M5,20h1M6,20h1M8,20h1M9,20h1M11,20h1M12,20h1M15,20h1M17,20h1M19,20h1';

/**
 * qrencode's default SVG for "Hello SVG", byte for byte: one square per dark module, 29 units wide with
 * the border, `width` in centimetres (`qrencode -t SVG -o - 'Hello SVG'` writes 3.07cm, 116 pixels;
 * with `-s 20` it writes 20.46cm).
 */
const qrencodeSvg = (width: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<!-- Created with qrencode 4.1.1 (https://fukuchi.org/works/qrencode/index.html) -->',
    `<svg width="${width}" height="${width}" viewBox="0 0 29 29" preserveAspectRatio="none" version="1.1" xmlns="http://www.w3.org/2000/svg">`,
    '\t<g id="QRcode">',
    '\t\t<rect x="0" y="0" width="29" height="29" fill="#ffffff"/>',
    '\t\t<g id="Pattern" transform="translate(4,4)">',
    ...Array.from(
      HELLO_SVG_MODULES.matchAll(/M(\d+),(\d+)h1/g),
      ([, x, y]) => `\t\t\t<rect x="${x}" y="${y}" width="1" height="1" fill="#000000"/>`,
    ),
    '\t\t</g>',
    '\t</g>',
    '</svg>',
    '',
  ].join('\n');

test.describe('QR Code Generator & Reader', () => {
  test('generates a code that scans, downloads PNG and SVG, and reads both back', async ({ page, errors }) => {
    await page.goto('/encode/qr');
    await expect(page.getByRole('heading', { level: 1, name: 'QR Code Generator & Reader' })).toBeVisible();
    await textInput(page).fill('Hello from the QR tool');
    await expect(page.getByText('Scans', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Code details' })).toContainText('2 (25 × 25 modules)');
    await expect(page.getByRole('img', { name: 'QR code, version 2, level M' })).toBeVisible();

    const png = await download(page, 'Download PNG');
    expect(png.name).toBe('qr-text.png');
    expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const svg = await download(page, 'Download SVG');
    expect(svg.name).toBe('qr-text.svg');
    expect(svg.bytes.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

    await page.getByRole('tab', { name: 'Read' }).click();
    await choose(page, 'code.png', 'image/png', png.bytes);
    await expect(page.getByTestId('read-content')).toHaveText('Hello from the QR tool');
    await page.getByRole('button', { name: 'Remove' }).click();
    await choose(page, 'code.svg', 'image/svg+xml', svg.bytes);
    await expect(page.getByTestId('read-content')).toHaveText('Hello from the QR tool');
    expect(errors).toEqual([]);
  });

  test('Wi-Fi: escapes the fields, and the password is kept in neither storage nor a link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/encode/qr?template=wifi');
    await page.getByLabel('Network name (SSID)').fill('Cafe;"Guest"');
    await page.getByLabel('Password', { exact: true }).fill('s3cret:pass,word');
    await expect(page.getByTestId('payload')).toHaveText('WIFI:T:WPA;S:Cafe\\;\\"Guest\\";P:s3cret\\:pass\\,word;;');
    await expect(page.getByText('Scans', { exact: true })).toBeVisible();

    await page.getByRole('switch', { name: 'Include input' }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain('Cafe');
    expect(link).not.toContain('s3cret');
    // typed input is stored a moment after the last key
    const kept = () => page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    await expect.poll(kept).toContain('Cafe');
    expect(await kept()).not.toContain('s3cret');

    await page.reload();
    await expect(page.getByLabel('Network name (SSID)')).toHaveValue('Cafe;"Guest"');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  });

  test('one-time password: the secret stays out of storage, and Clear empties it', async ({ page }) => {
    await page.goto('/encode/qr?template=otp');
    await page.getByLabel('Issuer').fill('ACME Co');
    await page.getByLabel('Account').fill('john.doe@email.com');
    await page.getByLabel('Secret key (Base32)').fill('hxdm vjec jjws rb3h wizr 4ifu gftm xboz');
    // the Key Uri Format wiki's example, without its default parameters
    await expect(page.getByTestId('payload')).toHaveText(
      'otpauth://totp/ACME%20Co:john.doe@email.com?secret=HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ&issuer=ACME%20Co',
    );
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(stored).not.toContain('HXDM');
    expect(stored.toLowerCase()).not.toContain('hxdm');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByLabel('Secret key (Base32)')).toHaveValue('');
    await expect(page.getByLabel('Account')).toHaveValue('');
  });

  test('says when the content does not fit the chosen version', async ({ page }) => {
    await page.goto('/encode/qr?version=1&ecc=H');
    await textInput(page).fill('This sentence is too long for a version 1 code at level H.');
    await expect(page.getByRole('alert')).toContainText('Version 1 cannot hold this content at level H');
  });

  test('warns about low contrast and inverted colours', async ({ page }) => {
    await page.goto('/encode/qr?fg=%23ffffff&bg=%23000000');
    await textInput(page).fill('light on dark');
    await expect(page.getByText('Reads only when inverted')).toBeVisible();
    await expect(page.getByText('Inverted colours')).toBeVisible();
    await page.goto('/encode/qr?fg=%23bbbbbb&bg=%23ffffff');
    await expect(page.getByText('Low contrast')).toBeVisible();
  });

  test('reads an uploaded inverted code and shows its fields with Copy', async ({ page }) => {
    // an inverted code made by the tool itself, then read from the Read tab
    await page.goto('/encode/qr?fg=%23ffffff&bg=%23000000');
    await textInput(page).fill(examples.examples[0].input);
    await expect(page.getByText('Reads only when inverted')).toBeVisible();
    const png = await download(page, 'Download PNG');
    await page.getByRole('tab', { name: 'Read' }).click();
    await choose(page, 'inverted.png', 'image/png', png.bytes);
    const result = page.getByRole('region', { name: 'Read QR code' });
    await expect(result.getByText('Read inverted (light on dark)')).toBeVisible();
    await expect(result.getByRole('heading', { name: 'Wi-Fi network' })).toBeVisible();
    await expect(result.getByText('mynetwork', { exact: true })).toBeVisible();
    // the password shows only when asked for
    await expect(result.getByText(/mypass/)).toHaveCount(0);
    await result.getByRole('switch', { name: 'Show secrets' }).click();
    await expect(result.getByText('mypass', { exact: true })).toBeVisible();
    await expect(result.getByTestId('read-content')).toHaveText(examples.examples[0].input);
    await expect(result.getByRole('button', { name: 'Copy network (ssid)' })).toBeVisible();
  });

  test('reads qrencode SVGs, small and large, uploaded or dropped', async ({ page, errors }) => {
    await page.goto('/encode/qr?tab=read');
    await choose(page, 'hello.svg', 'image/svg+xml', Buffer.from(qrencodeSvg('3.07cm')));
    await expect(page.getByTestId('read-content')).toHaveText('Hello SVG');
    await page.getByRole('button', { name: 'Remove' }).click();
    // dropped, with no type (as some systems give an SVG), and printed large
    const dropped = await page.evaluateHandle((svg) => {
      const data = new DataTransfer();
      data.items.add(new File([svg], 'hello-large.svg'));
      return data;
    }, qrencodeSvg('20.46cm'));
    await page.getByTestId('file-drop').dispatchEvent('drop', { dataTransfer: dropped });
    await expect(page.getByRole('img', { name: 'Chosen image hello-large.svg' })).toBeVisible();
    await expect(page.getByTestId('read-content')).toHaveText('Hello SVG');
    // an SVG without a code is read and found empty
    await page.getByRole('button', { name: 'Remove' }).click();
    const drawing =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 12 8"><rect width="12" height="8" fill="#fff"/><rect x="1" y="1" width="3" height="3"/><circle cx="8" cy="4" r="2"/></svg>';
    await choose(page, 'drawing.svg', 'image/svg+xml', Buffer.from(drawing));
    await expect(page.getByText('No QR code found in this image')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('says when an image holds no QR code, and when a file is not an image', async ({ page }) => {
    await page.goto('/encode/qr?tab=read');
    // a 1 × 1 white PNG
    const pixel = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
      'base64',
    );
    await choose(page, 'blank.png', 'image/png', pixel);
    await expect(page.getByText('No QR code found in this image')).toBeVisible();
    await page.getByRole('button', { name: 'Remove' }).click();
    await choose(page, 'notes.png', 'image/png', Buffer.from('just text'));
    await expect(page.getByRole('alert')).toContainText('This file could not be opened as an image');
  });
});
