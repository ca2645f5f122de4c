import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, pasteIntoEditor } from '../../tests/e2e/support';
import { RSA_CERT_DER_BASE64, RSA_CERT_PEM, RSA_PUBLIC_JWK, RSA_PUBLIC_PEM } from './examples';

/** The throwaway certificates and keys openssl made for these tests (fixtures/make.sh). */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const fixtureBytes = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

const input = (page: Page) => page.getByRole('textbox', { name: 'Certificate, request or key' });
const output = (page: Page) => page.getByTestId('transform-output').getByRole('textbox');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const WARNING = 'This is a private key: it stays in this page.';

async function open(page: Page, text: string) {
  await page.goto('/encode/x509');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate & Key Decoder' })).toBeVisible();
  await pasteIntoEditor(input(page), text);
}

test.describe('Certificate & Key Decoder', () => {
  test('a pasted certificate shows its subject, names and fingerprint as openssl reads them', async ({
    page,
    errors,
  }) => {
    await open(page, fixture('rsa.crt'));
    const report = output(page);
    await expect(report).toHaveValue(/Subject: +C=GB, ST=London, O=Example Ltd, CN=www\.example\.com/);
    await expect(report).toHaveValue(/SANs: +DNS:www\.example\.com, DNS:example\.com, IP:192\.0\.2\.1/);
    // fixtures/rsa.crt.txt: openssl x509 -noout -fingerprint -sha256
    const sha256 = /sha256 Fingerprint=(.*)/.exec(fixture('rsa.crt.txt'))?.[1] ?? 'missing';
    await expect(report).toHaveValue(new RegExp(`SHA-256: ${sha256}`));
    await expect(report).toHaveValue(
      new RegExp(`SPKI pin: +sha256//${fixture('rsa.pin').trim().replace(/[+/]/g, '\\$&')}`),
    );
    await expect(page.getByText(WARNING)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a chain in order is said to be in order; one in the wrong order says which and the right one', async ({
    page,
  }) => {
    await open(page, fixture('chain.pem'));
    await expect(output(page)).toHaveValue(/Chain order: ok, each certificate is signed by the next/);
    await button(page, 'Clear').click();
    await pasteIntoEditor(input(page), fixture('chain-wrong-order.pem'));
    await expect(output(page)).toHaveValue(
      /Chain order: wrong: certificate 1 \(Example Test Root CA\) is not signed by certificate 2 \(leaf\.example\.com\)\. The right order is 2, 1\./,
    );
  });

  test("a request's signature is checked", async ({ page }) => {
    await open(page, fixture('ec.csr'));
    await expect(output(page)).toHaveValue(/Signature: +ecdsa-with-SHA256, ok/);
  });

  test('a private key is warned about, matched with its certificate, and kept out of storage and links', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, `${fixture('rsa.crt')}${fixture('rsa.key')}`);
    await expect(page.getByText(WARNING).first()).toBeVisible();
    await expect(output(page)).toHaveValue(/Private key 1 matches certificate 1 \(www\.example\.com\)/);

    const keyLine = fixture('rsa.key').split('\n')[1] ?? 'missing';
    const stored = await page.evaluate(() =>
      [window.sessionStorage, window.localStorage]
        .flatMap((storage) => Object.keys(storage).map((k) => `${k}=${storage.getItem(k) ?? ''}`))
        .join('\n'),
    );
    expect(stored).not.toContain(keyLine.slice(0, 30));
    // the input is a secret: a link never carries it, so no "Include input" is offered
    await expect(page.getByRole('switch', { name: 'Include input' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain('/encode/x509');
    expect(decodeURIComponent(link)).not.toContain(keyLine.slice(0, 20));
    expect(decodeURIComponent(link)).not.toContain('PRIVATE');
    expect(page.url()).not.toContain('PRIVATE');
  });

  test('DER whose length lies gets the byte it fails at, and the page goes on working', async ({ page }) => {
    await open(page, fixtureBytes('truncated.der').toString('base64'));
    await expect(
      page.getByText(
        'Byte 0: the SEQUENCE declares 1046 bytes of content, but only 1030 follow (the DER is cut short or a length is wrong)',
      ),
    ).toBeVisible();
    await button(page, 'Clear').click();
    await pasteIntoEditor(input(page), fixture('ec.crt'));
    await expect(output(page)).toHaveValue(/Subject: +CN=ec\.example\.net/);
  });

  test('a DER file opens as its Base64 and decodes', async ({ page }) => {
    await page.goto('/encode/x509');
    await page.getByLabel('Upload DER or PEM file').setInputFiles({
      name: 'rsa.der',
      mimeType: 'application/x-x509-ca-cert',
      buffer: fixtureBytes('rsa.der'),
    });
    await expect(output(page)).toHaveValue(/CN=www\.example\.com/);
  });

  test('To PEM and To DER (Base64) give what openssl and base64 give, and read back', async ({ page }) => {
    await open(page, RSA_CERT_PEM);
    await button(page, 'To DER (Base64)').click();
    // base64 -w0 fixtures/rsa.der
    await expect(output(page)).toHaveValue(RSA_CERT_DER_BASE64);
    await button(page, 'Clear').click();
    await pasteIntoEditor(input(page), RSA_CERT_DER_BASE64);
    await button(page, 'To PEM').click();
    await expect(output(page)).toHaveValue(RSA_CERT_PEM);
  });

  test("a link with a public key opens To JWK with the JWK openssl's numbers give", async ({ page }) => {
    const query = new URLSearchParams({ mode: 'jwk', input: RSA_PUBLIC_PEM });
    await page.goto(`/encode/x509?${query.toString()}`);
    await expect(output(page)).toHaveValue(RSA_PUBLIC_JWK);
  });

  for (const alias of ['/tools/certificate-decoder', '/encode/pem', '/encode/csr'])
    test(`${alias} opens the tool`, async ({ page }) => {
      await page.goto(alias);
      await expect(page).toHaveURL(/\/encode\/x509$/);
    });
});
