import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { compactVerify, importJWK, importSPKI } from 'jose';
import { expect, pasteIntoEditor, test } from '../../tests/e2e/support';
import {
  EC_PUBLIC_PEM,
  ES256_PEM_TOKEN,
  HS256_EXPIRED,
  HS256_LONG_LIVED,
  HS256_SECRET,
  HS256_ZOE,
  RFC_ES256,
  RFC_EC_JWK,
  RFC_HS256,
  RFC_HS256_JWK,
  RFC_JWE,
  RFC_RS256,
  RFC_RSA_JWK,
  RFC_UNSECURED,
  RS256_CERT_TOKEN,
  RSA_CERT,
  RSA_PUBLIC_PEM,
  SIGN_PAYLOAD,
  SIGN_SECRET,
  SIGN_SECRET_BASE64,
  SIGNED_EDDSA,
  SIGNED_HS256,
  SIGNED_HS512,
  SIGNED_RS256,
} from './examples';

const tokenInput = (page: Page) => page.getByLabel('JSON Web Token');
const payload = (page: Page) => page.getByRole('textbox', { name: 'Payload' });
const keyBox = (page: Page) => page.getByRole('textbox', { name: 'Verification key' });
const signature = (page: Page) => page.getByTestId('verdict-signature');
const dates = (page: Page) => page.getByTestId('verdict-time');
const claims = (page: Page) => page.getByTestId('verdict-claims');
const summary = (page: Page) => page.getByTestId('jwt-summary');
const signTab = (page: Page) => page.getByRole('tab', { name: 'Sign' });
const headerEditor = (page: Page) => page.getByLabel('Header (JSON)');
const payloadEditor = (page: Page) => page.getByLabel('Payload (JSON)');
const secretBox = (page: Page) => page.getByLabel('Secret', { exact: true });
const privateKeyBox = (page: Page) => page.getByLabel('Private key');
const signed = (page: Page) => page.getByTestId('jwt-signed');
const signPanel = (page: Page) => page.getByRole('region', { name: 'Sign', exact: true });

/** The throwaway test keys openssl made for these tests (fixtures/). */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

async function open(page: Page, token: string) {
  await page.goto('/encode/jwt');
  await pasteIntoEditor(tokenInput(page), token);
}

test.describe('JWT Decoder & Verifier', () => {
  test('decodes header, payload and signature; keeps UTF-8; shows the dates; the example loads', async ({
    page,
    errors,
  }) => {
    await page.goto('/encode/jwt');
    await expect(page.getByRole('heading', { level: 1, name: 'JWT Decoder & Verifier' })).toBeVisible();
    await page.getByRole('button', { name: 'Example' }).click();
    await expect(payload(page)).toContainText('"name": "Zoë"');
    const parts = page.getByRole('region', { name: 'Token parts' });
    await expect(parts).toContainText('alg HS256 · typ JWT');
    await expect(parts.getByTestId('jwt-colored')).toHaveText(HS256_ZOE);
    await expect(page.getByRole('region', { name: 'Decoded header' })).toContainText('"alg": "HS256"');
    await expect(page.getByTestId('jwt-times')).toContainText('2018-01-18T01:30:22.000Z — issued');

    // Bearer and whitespace are dropped; the RFC's exp reads as a date long gone
    await tokenInput(page).fill(`  Bearer ${RFC_HS256}\n`);
    await expect(payload(page)).toContainText('"iss": "joe"');
    await expect(page.getByTestId('jwt-times')).toContainText(/2011-03-22T18:43:00\.000Z — expired \d+ y ago/);
    expect(errors).toEqual([]);
  });

  test('names the part and the place of a bad segment, with Go to error', async ({ page }) => {
    const [h, p, s] = HS256_ZOE.split('.');
    await open(page, `${h}.${p.slice(0, 5)}*${p.slice(6)}.${s}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Payload (part 2) is not valid base64url' });
    await expect(alert).toContainText("At character 6 of the payload: '*' is not a base64url character.");
    await expect(alert).toContainText(`Line 1, Column ${h.length + 7}`);
    await alert.getByRole('button', { name: 'Go to error' }).click();
    await expect(tokenInput(page)).toBeFocused();
    await tokenInput(page).fill(`${h}.${p}.${s}.${s}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Not a JWT' })).toContainText('this text has 4');
    await tokenInput(page).fill(`${Buffer.from('{"alg":').toString('base64url')}.e30.`);
    await expect(page.getByRole('alert').filter({ hasText: 'Header (part 1) is not JSON' })).toBeVisible();
  });

  test('recognises a JWE: header shown, payload encrypted, no signature to check', async ({ page }) => {
    await open(page, RFC_JWE);
    await expect(page.getByText('Encrypted token (JWE)', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Header (the payload is encrypted)' })).toContainText(
      '"enc": "A128CBC-HS256"',
    );
    await expect(signature(page)).toHaveText('An encrypted token (JWE) has no signature to check.');
  });

  test('verifies the RFC 7515 examples and keys of every form', async ({ page }) => {
    const cases: [string, string, RegExp | string][] = [
      [RFC_HS256, RFC_HS256_JWK, 'Signature valid: HS256 with a JWK, a shared secret.'],
      [RFC_RS256, RFC_RSA_JWK, 'Signature valid: RS256 with a JWK, an RSA public key.'],
      [RFC_ES256, RFC_EC_JWK, 'Signature valid: ES256 with a JWK, a P-256 EC public key.'],
      [ES256_PEM_TOKEN, EC_PUBLIC_PEM, 'Signature valid: ES256 with a P-256 EC public key.'],
      [RS256_CERT_TOKEN, RSA_CERT, "Signature valid: RS256 with the certificate's RSA public key."],
      [RS256_CERT_TOKEN, RSA_PUBLIC_PEM, 'Signature valid: RS256 with an RSA public key.'],
      [HS256_ZOE, HS256_SECRET, 'Signature valid: HS256 with a UTF-8 secret of 19 bytes.'],
    ];
    await page.goto('/encode/jwt');
    for (const [token, key, verdict] of cases) {
      await pasteIntoEditor(tokenInput(page), token);
      await keyBox(page).fill(key);
      await expect(signature(page)).toHaveText(verdict);
      await tokenInput(page).fill('');
    }
  });

  test('a well-signed expired token is "signature valid, expired"; clock skew and expected claims are separate verdicts', async ({
    page,
  }) => {
    await open(page, HS256_EXPIRED);
    await keyBox(page).fill(HS256_SECRET);
    await expect(signature(page)).toContainText('Signature valid');
    await expect(summary(page)).toHaveText('Signature valid, expired');
    await expect(dates(page)).toContainText(/^Expired \d+ y ago/);
    await expect(claims(page)).toHaveText('Fill in an expected issuer or audience to check them');

    // the wrong secret: invalid, whatever the dates
    await keyBox(page).fill('wrong');
    await expect(signature(page)).toHaveText(
      'Invalid signature: the token was not signed with this key, or it was changed after signing.',
    );
    await expect(summary(page)).toHaveText('Invalid signature, expired');

    // a token in date, with issuer and audience checked only once filled in
    await tokenInput(page).fill(HS256_LONG_LIVED);
    await keyBox(page).fill(HS256_SECRET);
    await expect(summary(page)).toHaveText('Signature valid, in date');
    await page.getByLabel('Expected issuer (iss)').fill('https://issuer.example');
    await page.getByLabel('Expected audience (aud)').fill('web');
    await expect(claims(page)).toHaveText('The issuer and audience match');
    await page.getByLabel('Expected audience (aud)').fill('admin');
    await expect(claims(page)).toHaveText('Does not match: the audience is api, web');

    // a skew of a century brings the expired token back in date
    await tokenInput(page).fill(HS256_EXPIRED);
    await page.getByLabel('Clock skew (seconds)').fill('86400');
    await expect(dates(page)).toContainText('with 86400 s of clock skew allowed');
    await page.getByLabel('Clock skew (seconds)').fill('-1');
    await expect(page.getByText('A whole number of seconds from 0 to 86400')).toBeVisible();
  });

  test('reads a secret as UTF-8, Base64 or base64url as chosen', async ({ page }) => {
    // python3: HS256 over {"sub":"b64"} with the 32 bytes 0xE0…0xFF as the key
    const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJiNjQifQ.f7qyFxjYp3e9pRrbfOkvFrsxEJv0CwofHEP6Pi3otsc';
    await open(page, token);
    await keyBox(page).fill('4OHi4+Tl5ufo6err7O3u7/Dx8vP09fb3+Pn6+/z9/v8=');
    await expect(signature(page)).toContainText('Invalid signature');
    await page.getByLabel('Read a secret as').selectOption('Base64');
    await expect(signature(page)).toHaveText('Signature valid: HS256 with a Base64 secret of 32 bytes.');
    await page.getByLabel('Read a secret as').selectOption('base64url');
    await expect(signature(page)).toContainText("'+' is not a base64url character");
  });

  test('refuses algorithm confusion and never verifies alg none', async ({ page }) => {
    await open(page, HS256_ZOE);
    await keyBox(page).fill(RSA_PUBLIC_PEM);
    await expect(signature(page)).toContainText(
      'Refused: the token asks for HS256, an HMAC algorithm for shared secrets, but the key is an RSA public key.',
    );
    await expect(signature(page)).toContainText('algorithm confusion');
    await keyBox(page).fill(HS256_SECRET.replace('your', 'some'));
    await tokenInput(page).fill(RFC_RS256);
    await expect(signature(page)).toContainText('but the key is a shared secret');

    await tokenInput(page).fill(RFC_UNSECURED);
    await expect(signature(page)).toHaveText(
      'Unsecured (alg: none): not verifiable. The token carries no signature, so anyone could have written it.',
    );
    await keyBox(page).fill('');
    await expect(signature(page)).toContainText('Unsecured (alg: none): not verifiable');
    await expect(summary(page)).toContainText('Unsecured: not verifiable');
  });

  test('picks a JWK Set key by kid, names a missing kid, and asks which key when two match', async ({ page }) => {
    await open(page, HS256_EXPIRED);
    await keyBox(page).fill('{"keys":[{"kty":"oct","kid":"k3","k":"c2VjcmV0"}]}');
    await expect(signature(page)).toHaveText('No key with kid k1 in the key set (it has k3).');
    // "your-256-bit-secret" in base64url is the second key
    await keyBox(page).fill(
      '{"keys":[{"kty":"oct","kid":"k1","k":"c2VjcmV0"},{"kty":"oct","kid":"k1","k":"eW91ci0yNTYtYml0LXNlY3JldA"}]}',
    );
    await expect(signature(page)).toHaveText('2 keys match, pick one.');
    await page.getByLabel('Key to check with').selectOption('key 2 · kid k1 · oct');
    await expect(signature(page)).toContainText(
      'Signature valid: HS256 with a JWK, a shared secret (key 2 · kid k1 · oct).',
    );
    await page.getByLabel('Key to check with').selectOption('key 1 · kid k1 · oct');
    await expect(signature(page)).toContainText('Invalid signature');
    await keyBox(page).fill('{"kty": ');
    await expect(signature(page)).toContainText('The key looks like JSON but is not');
    await keyBox(page).fill('-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----');
    await expect(signature(page)).toContainText('This is a private key.');
  });

  test('offers the payload to the JSON tools', async ({ page }) => {
    await open(page, HS256_ZOE);
    await expect(payload(page)).toContainText('"name": "Zoë"');
    await page.getByRole('button', { name: /^Open in/ }).click();
    await expect(page.getByRole('menuitem').first()).toHaveText('JSON Formatter / Validator & Viewer');
  });

  test.describe('secrets', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('neither the token nor the key reaches storage or a copied link; Clear empties both', async ({ page }) => {
      await open(page, HS256_ZOE);
      await keyBox(page).fill(HS256_SECRET);
      await expect(signature(page)).toContainText('Signature valid');
      const stored = () =>
        page.evaluate(() =>
          [window.sessionStorage, window.localStorage]
            .flatMap((storage) => Object.keys(storage).map((k) => `${k}=${storage.getItem(k) ?? ''}`))
            .join('\n'),
        );
      const kept = await stored();
      expect(kept).not.toContain(HS256_ZOE.slice(0, 30));
      expect(kept).not.toContain(HS256_SECRET);

      // the token is a secret: the input never travels, so no "Include input" is offered
      await expect(page.getByRole('switch', { name: 'Include input' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByText('Link copied')).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toContain('/encode/jwt');
      expect(link).not.toContain(HS256_ZOE.slice(0, 20));
      expect(link).not.toContain('secret');

      await page.reload();
      await expect(tokenInput(page)).toHaveInputText('');
      await expect(keyBox(page)).toHaveValue('');

      await pasteIntoEditor(tokenInput(page), HS256_ZOE);
      await keyBox(page).fill(HS256_SECRET);
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect(tokenInput(page)).toHaveInputText('');
      await expect(keyBox(page)).toHaveValue('');
    });
  });

  test('a 5 MB paste does not freeze the page', async ({ page }) => {
    const [h, , s] = HS256_ZOE.split('.');
    const big = Buffer.from(JSON.stringify({ blob: 'x'.repeat(3_700_000) })).toString('base64url');
    await page.goto('/encode/jwt');
    await pasteIntoEditor(tokenInput(page), `${h}.${big}.${s}`);
    await page.getByRole('button', { name: 'Decode', exact: true }).click();
    // the page answers while the token is decoded
    await expect(page.getByLabel('Verification key')).toBeEditable();
    await expect(page.getByRole('region', { name: 'Token parts' })).toContainText('characters)', { timeout: 30_000 });
  });

  test.describe('registered claims', () => {
    test.use({ timezoneId: 'Asia/Tokyo' });

    test('names each registered claim with its meaning, and shows dates in local time and UTC', async ({ page }) => {
      await open(page, SIGNED_HS256);
      const claims = page.getByRole('region', { name: 'Registered claims' });
      await expect(claims.locator('dt')).toHaveText([
        'issIssuer',
        'subSubject',
        'audAudience',
        'expExpiration time',
        'nbfNot before',
        'iatIssued at',
        'jtiJWT ID',
      ]);
      const claim = (name: string) => page.getByTestId(`jwt-claim-${name}`);
      await expect(claim('iss')).toHaveText('who made and signed the tokenhttps://issuer.example');
      await expect(claim('aud')).toContainText('a recipient it does not name must refuse it');
      await expect(claim('aud')).toContainText('api, web');
      await expect(claim('jti')).toContainText('3f1c9a62');
      // python3: datetime.fromtimestamp(4102444800, ZoneInfo('Asia/Tokyo')) is 2100-01-01T09:00:00+09:00
      await expect(claim('exp')).toContainText('from this moment on the token must be refused');
      await expect(claim('exp')).toContainText('Local time: 2100-01-01 09:00:00 UTC+09:00 (Asia/Tokyo)');
      await expect(claim('exp')).toContainText(/UTC: 2100-01-01T00:00:00\.000Z — valid for \d+ y/);
      // python3: datetime.fromtimestamp(1700000000, ZoneInfo('Asia/Tokyo')) is 2023-11-15T07:13:20+09:00
      await expect(claim('nbf')).toContainText('Local time: 2023-11-15 07:13:20 UTC+09:00 (Asia/Tokyo)');
      await expect(claim('iat')).toContainText('UTC: 2023-11-14T22:13:20.000Z — issued');
      // a payload without registered claims lists none
      await tokenInput(page).fill(`${Buffer.from('{"alg":"HS256"}').toString('base64url')}.e30.`);
      await expect(payload(page)).toContainText('{}');
      await expect(claims).toHaveCount(0);
    });
  });

  test('still decodes a token whose signature was cut off, and says it cannot be verified', async ({ page }) => {
    const [h, p] = HS256_ZOE.split('.');
    for (const cut of [`${h}.${p}`, `${h}.${p}.`]) {
      await open(page, cut);
      await expect(payload(page)).toContainText('"name": "Zoë"');
      await expect(page.getByTestId('jwt-signature-part')).toHaveText('No signature: this token cannot be verified');
      await expect(
        page.getByRole('status').filter({ hasText: 'No signature: this token cannot be verified' }),
      ).toContainText('its signature was cut off');
      await keyBox(page).fill(HS256_SECRET);
      await expect(signature(page)).toHaveText(
        'No signature: this token cannot be verified. It ends after its payload, so the signature its header promises (HS256) was cut off or never added.',
      );
      await expect(summary(page)).toHaveText('No signature: not verifiable, in date');
    }
  });

  test('Copy, Download and Open in are offered only when something is decoded', async ({ page }) => {
    await page.goto('/encode/jwt');
    const copy = page.getByRole('button', { name: 'Copy', exact: true });
    const download = page.getByRole('button', { name: 'Download', exact: true });
    const openIn = page.getByRole('button', { name: /^Open in/ });
    for (const button of [copy, download, openIn]) await expect(button).toBeDisabled();
    await pasteIntoEditor(tokenInput(page), HS256_ZOE);
    await expect(payload(page)).toContainText('"name": "Zoë"');
    for (const button of [copy, download, openIn]) await expect(button).toBeEnabled();
    await tokenInput(page).fill(`${HS256_ZOE}!`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Signature (part 3) is not valid base64url' }),
    ).toBeVisible();
    for (const button of [copy, download, openIn]) await expect(button).toBeDisabled();
  });

  test.describe('sign', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('signs HS256 as python3 does, copies the token and opens it in Verify', async ({ page }) => {
      await page.goto('/encode/jwt');
      await signTab(page).click();
      await expect(headerEditor(page)).toContainText('"alg": "HS256"');
      await expect(signPanel(page)).toContainText('Type the secret to sign with');
      await payloadEditor(page).fill(SIGN_PAYLOAD);
      await secretBox(page).fill(SIGN_SECRET);
      await expect(signed(page)).toHaveText(SIGNED_HS256);
      await signPanel(page).getByRole('button', { name: 'Copy token' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SIGNED_HS256);

      await page.getByRole('button', { name: 'Open in Verify' }).click();
      await expect(page.getByRole('tab', { name: 'Verify' })).toHaveAttribute('aria-selected', 'true');
      await expect(tokenInput(page)).toHaveInputText(SIGNED_HS256);
      await expect(signature(page)).toHaveText('Signature valid: HS256 with a UTF-8 secret of 38 bytes.');
    });

    test('the header follows the algorithm; a Base64 secret signs HS512 as python3 does', async ({ page }) => {
      await page.goto('/encode/jwt');
      await signTab(page).click();
      await page.getByLabel('Algorithm').selectOption('HS512');
      await expect(headerEditor(page)).toContainText('"alg": "HS512"');
      await payloadEditor(page).fill(SIGN_PAYLOAD);
      await page.getByRole('switch', { name: 'Secret is Base64' }).click();
      await secretBox(page).fill('not base64!');
      await expect(signPanel(page).getByRole('alert')).toContainText('The secret is not Base64');
      await secretBox(page).fill(SIGN_SECRET_BASE64);
      await expect(signed(page)).toHaveText(SIGNED_HS512);
      // writing another algorithm into the header chooses it
      await headerEditor(page).fill('{"alg": "HS256", "typ": "JWT"}');
      await expect(page.getByLabel('Algorithm')).toHaveValue('HS256');
      // a short secret still signs, with a note
      await page.getByRole('switch', { name: 'Secret is Base64' }).click();
      await secretBox(page).fill('short');
      await expect(signPanel(page)).toContainText('The secret is 5 bytes; RFC 7518 asks for at least 32');
    });

    test('signs RS256 and EdDSA with pasted keys as openssl does, and says when a key does not fit', async ({
      page,
    }) => {
      await page.goto('/encode/jwt');
      await signTab(page).click();
      await payloadEditor(page).fill(SIGN_PAYLOAD);
      await page.getByLabel('Algorithm').selectOption('RS256');
      await expect(signPanel(page)).toContainText('Paste a private key (PEM or JWK), or generate a key pair');
      await privateKeyBox(page).fill(fixture('test-only-rsa-2048.pem'));
      await expect(signed(page)).toHaveText(SIGNED_RS256);
      await expect(page.getByTestId('jwt-public-pem')).toHaveText(fixture('test-only-rsa-2048.pub.pem').trim());

      await page.getByLabel('Algorithm').selectOption('EdDSA');
      await expect(signPanel(page).getByRole('alert')).toContainText(
        'The key is an RSA private key, which signs RS256, RS384, RS512, PS256, PS384, PS512; EdDSA needs an Ed25519 private key.',
      );
      await expect(privateKeyBox(page)).toHaveAttribute('aria-invalid', 'true');
      await privateKeyBox(page).fill(fixture('test-only-ed25519.pem'));
      await expect(signed(page)).toHaveText(SIGNED_EDDSA);

      await privateKeyBox(page).fill(fixture('test-only-ed25519.pub.pem'));
      await expect(signPanel(page).getByRole('alert')).toContainText('This is a public key or certificate');
    });

    test('signs ES256 with a key pair made in the page, which Verify and jose then check', async ({ page }) => {
      await page.goto('/encode/jwt');
      await signTab(page).click();
      await page.getByLabel('Algorithm').selectOption('ES256');
      await expect(headerEditor(page)).toContainText('"alg": "ES256"');
      await page.getByRole('button', { name: 'Generate key pair' }).click();
      await expect(privateKeyBox(page)).toHaveValue(/^-----BEGIN PRIVATE KEY-----/);
      await expect(signed(page)).toContainText('eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.');
      const token = (await signed(page).textContent()) ?? '';
      const pem = (await page.getByTestId('jwt-public-pem').textContent()) ?? '';
      const jwk = (await page.getByTestId('jwt-public-jwk').textContent()) ?? '';
      // ECDSA signatures are randomised: the public key must verify it, outside the page too
      await expect(compactVerify(token, await importSPKI(pem, 'ES256'))).resolves.toBeTruthy();
      await expect(compactVerify(token, await importJWK(JSON.parse(jwk), 'ES256'))).resolves.toBeTruthy();

      await page.getByRole('button', { name: 'Open in Verify' }).click();
      await expect(tokenInput(page)).toHaveInputText(token);
      await expect(keyBox(page)).toHaveValue(pem);
      await expect(signature(page)).toHaveText('Signature valid: ES256 with a P-256 EC public key.');
      await keyBox(page).fill(jwk);
      await expect(signature(page)).toHaveText('Signature valid: ES256 with a JWK, a P-256 EC public key.');
    });

    test('refuses alg none, and points at bad JSON by line and column', async ({ page }) => {
      await page.goto('/encode/jwt');
      await signTab(page).click();
      await secretBox(page).fill(SIGN_SECRET);
      await expect(signed(page)).toBeVisible();
      await headerEditor(page).fill('{"alg": "none", "typ": "JWT"}');
      const refusal = signPanel(page).getByRole('alert').filter({ hasText: 'alg: none is refused' });
      await expect(refusal).toContainText(
        'alg: none makes an unsecured token that anyone can write, so this page never makes one.',
      );
      await expect(signed(page)).toHaveCount(0);
      await expect(signPanel(page).getByText('The signed token will appear here.')).toBeVisible();
      await expect(page.getByRole('option', { name: /none/i })).toHaveCount(0);

      await headerEditor(page).fill('{"alg": "HS256", "typ": "JWT"}');
      await payloadEditor(page).fill('{\n  "sub": "42"\n  "iat": 1\n}');
      const error = signPanel(page).getByRole('alert').filter({ hasText: 'The payload is not JSON' });
      await expect(error).toContainText("Expected ',' or '}' after a member: found '\"'.");
      await expect(error).toContainText('Line 3, Column 3');
      await error.getByRole('button', { name: 'Go to error' }).click();
      await expect(payloadEditor(page)).toBeFocused();
      await payloadEditor(page).fill('{"sub": "42", "iat": 1}');
      await expect(error).toHaveCount(0);
      await expect(signed(page)).toBeVisible();
    });

    test('the signing secret, the private key and the signed token never reach storage or a link', async ({ page }) => {
      await page.goto('/encode/jwt');
      await signTab(page).click();
      await secretBox(page).fill(SIGN_SECRET);
      await expect(signed(page)).toBeVisible();
      const hmacToken = (await signed(page).textContent()) ?? '';
      await page.getByLabel('Algorithm').selectOption('ES256');
      await page.getByRole('button', { name: 'Generate key pair' }).click();
      await expect(signed(page)).toContainText('eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.');
      const privateKey = await privateKeyBox(page).inputValue();
      const keyBody = privateKey.split('\n')[1];
      await page.getByRole('button', { name: 'Open in Verify' }).click();
      await expect(signature(page)).toContainText('Signature valid');
      const esToken = await tokenInput(page).evaluate((el) =>
        el instanceof HTMLTextAreaElement ? el.value : (el.textContent ?? ''),
      );

      // what a reload would find: the tab's and the site's storage, written at once
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      const stored = await page.evaluate(() =>
        [window.sessionStorage, window.localStorage]
          .flatMap((storage) => Object.keys(storage).map((k) => `${k}=${storage.getItem(k) ?? ''}`))
          .join('\n'),
      );
      for (const secret of [SIGN_SECRET, keyBody, hmacToken.slice(-20), esToken.slice(-20)])
        expect(stored).not.toContain(secret);

      await expect(page.getByRole('switch', { name: 'Include input' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByText('Link copied')).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toContain('/encode/jwt');
      for (const secret of [SIGN_SECRET, encodeURIComponent(keyBody), keyBody.slice(0, 20), esToken.slice(-20)])
        expect(link).not.toContain(secret);

      await page.reload();
      await signTab(page).click();
      await expect(privateKeyBox(page)).toHaveValue('');
      await page.getByLabel('Algorithm').selectOption('HS256');
      await expect(secretBox(page)).toHaveValue('');
    });
  });
});
