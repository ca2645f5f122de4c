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
