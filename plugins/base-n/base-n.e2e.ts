import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, pasteIntoEditor, stubClipboard } from '../../tests/e2e/support';
import { largeText } from './examples';

const input = (page: Page) => page.getByRole('textbox', { name: 'Text or encoded input' });
const output = (page: Page) => page.getByTestId('transform-output').getByRole('textbox');
const alphabet = (page: Page) => page.getByRole('combobox', { name: 'Alphabet', exact: true });
const summary = (page: Page) => page.getByTestId('base-n-summary');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const alert = (page: Page) => page.getByRole('alert');

test.describe('Base32 / Base58 / Base85', () => {
  test('encodes as typed, says in what, and decodes the output back', async ({ page, errors }) => {
    const clip = await stubClipboard(page);
    await page.goto('/encode/base-n');
    await expect(page.getByRole('heading', { level: 1, name: 'Base32 / Base58 / Base85' })).toBeVisible();
    await input(page).fill('foobar');
    // RFC 4648's vector; python3: base64.b32encode(b'foobar')
    await expect(output(page)).toHaveValue('MZXW6YTBOI======');
    await expect(summary(page)).toHaveText('Base32 of 6 bytes of UTF-8');
    await page.getByTestId('transform-output').getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await clip()).toBe('MZXW6YTBOI======');
    await button(page, 'Use output as input').click();
    await expect(output(page)).toHaveValue('foobar');
    await expect(summary(page)).toHaveText('Read as Base32 (detected) · 6 bytes');
    // base64.b32hexencode(b'foobar'), b16encode(b'foobar')
    await button(page, 'Encode').click();
    await input(page).fill('foobar');
    await alphabet(page).selectOption('base32hex');
    await expect(output(page)).toHaveValue('CPNMUOJ1E8======');
    await alphabet(page).selectOption('base16');
    await expect(output(page)).toHaveValue('666F6F626172');
    expect(errors).toEqual([]);
  });

  test('a blank input says what to enter, in each direction', async ({ page }) => {
    await page.goto('/encode/base-n');
    await button(page, 'Encode').click();
    await expect(alert(page).filter({ hasText: 'Please enter some text to encode' }).first()).toBeVisible();
    await button(page, 'Decode').click();
    await expect(alert(page).filter({ hasText: 'Please enter encoded text to decode' }).first()).toBeVisible();
  });

  for (const [path, value, text, encoded] of [
    // python3: base64.b32encode(b'foobar')
    ['/encode/base32', 'base32', 'foobar', 'MZXW6YTBOI======'],
    // bitcoin core base58_encode_decode.json: "simply a long string"
    ['/encode/base58', 'base58', 'simply a long string', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
    // python3: base64.a85encode(b'Hello, World!', adobe=True)
    ['/encode/ascii85', 'ascii85', 'Hello, World!', '<~87cURD_*#4DfTZ)+T~>'],
    // 'HelloWorld' is 10 bytes: two more make whole Z85 groups; ZeroMQ's spec gives the rest of this test
    ['/encode/z85', 'z85', 'Hello', null],
  ] as const)
    test(`${path} opens in ${value}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/encode/base-n\\?alphabet=${value}$`));
      await expect(alphabet(page)).toHaveValue(value);
      await input(page).fill(text);
      if (encoded) await expect(output(page)).toHaveValue(encoded);
      else await expect(alert(page)).toContainText('Z85 encodes whole groups of 4 bytes, and this text is 5 bytes');
    });

  test('an invalid character is named with its line and column, and Go to error selects it', async ({ page }) => {
    await page.goto('/encode/base-n?mode=decode&auto=false');
    await input(page).fill('MZXW6YTB\nOI!=====');
    await expect(alert(page)).toContainText("Invalid character '!' (U+0021) in Base32 (line 2, column 3)");
    await expect(alert(page)).toContainText('Line 2, Column 3');
    await alert(page).getByRole('button', { name: 'Go to error' }).click();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('!');
  });

  test('missing Base32 padding is read, with a note', async ({ page }) => {
    await page.goto('/encode/base-n?mode=decode');
    // RFC 4648: BASE32("foob") = "MZXW6YQ="
    await input(page).fill('MZXW6YQ');
    await expect(output(page)).toHaveValue('foob');
    await expect(page.getByText('Padding was missing: read as if the = signs were there.')).toBeVisible();
  });

  test('Base58Check verifies the checksum: the genesis address reads, one changed character says the checksum does not match', async ({
    page,
  }) => {
    await page.goto('/encode/base-n?mode=decode&alphabet=base58check');
    await input(page).fill('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
    // version 00, then the hash160 62e907b1…88f18 (python3 hashlib: double SHA-256 checksum c29b7d93)
    await expect(output(page)).toHaveValue('0062e907b15cbf27d5425399ebf6f0fb50ebb88f18');
    await expect(page.getByText('Checksum verified. Version byte: 0x00.')).toBeVisible();
    await input(page).fill('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb');
    await expect(alert(page)).toContainText(
      /Base58Check checksum does not match: the text ends in [0-9a-f]{8}, but the data before it gives c29b7d93\. A character may be mistyped\./,
    );
    // plain Base58 reads it: one click reads it so
    await alert(page).getByRole('button', { name: 'Read as Base58' }).click();
    await expect(alphabet(page)).toHaveValue('base58');
    await expect(summary(page)).toContainText('Read as Base58 · 25 bytes');
  });

  test('Bech32 and Bech32m are told apart by their checksum', async ({ page }) => {
    await page.goto('/encode/base-n?mode=decode');
    // BIP 173: a version 0 address; its program is 751e…3bd6
    await input(page).fill('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4');
    await expect(output(page)).toHaveValue('751e76e8199196d454941c45d1b3a323f1433bd6');
    await expect(summary(page)).toHaveText(
      'Read as Bech32 (detected) · 20 bytes · prefix “bc”, Bech32 checksum (BIP 173)',
    );
    // BIP 350: a version 1 address
    await input(page).fill('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0');
    await expect(output(page)).toHaveValue('79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798');
    await expect(summary(page)).toContainText(
      'Read as Bech32m (detected) · 32 bytes · prefix “bc”, Bech32m checksum (BIP 350)',
    );
    await expect(
      page.getByText('A segregated witness address: witness version 1, a program of 32 bytes'),
    ).toBeVisible();
    // BIP 350's "Bech32 instead of Bech32m", read as Bech32m: it says which it is
    await page.goto('/encode/base-n?mode=decode&alphabet=bech32m&auto=false');
    await input(page).fill('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd');
    await expect(page.getByText('This is Bech32, not Bech32m: its checksum is the one BIP 173 defines.')).toBeVisible();
    // BIP 350: checksum calculated with the upper-case HRP
    await input(page).fill('M1VUXWEZ');
    await expect(alert(page)).toContainText(
      'The checksum does not match, neither as Bech32 nor as Bech32m: a character may be mistyped, missing or swapped',
    );
  });

  test('Bech32 and Bech32m encode with the prefix given', async ({ page }) => {
    await page.goto('/encode/base-n?alphabet=bech32');
    await input(page).fill('Hello, World!');
    // the BIP 173 reference (ref/python/segwit_addr.py): bech32_encode('text', convertbits(b'Hello, World!', 8, 5))
    await expect(output(page)).toHaveValue('text1fpjkcmr09ss9wmmjd3jzzm0pp43');
    await alphabet(page).selectOption('bech32m');
    await expect(output(page)).toHaveValue('text1fpjkcmr09ss9wmmjd3jzzwn3dsn');
    const hrp = page.getByRole('textbox', { name: 'Bech32 prefix (HRP)' });
    await hrp.fill('a b');
    await expect(alert(page)).toContainText(
      "The human-readable part may hold only '!' to '~'; U+0020 is not one of them",
    );
  });

  test('decoding detects the alphabet and says which, and one click reads it in another', async ({ page }) => {
    await page.goto('/encode/base-n?mode=decode&alphabet=z85');
    // ZeroMQ's Z85 spec: "HelloWorld" is 86 4F D2 6F B5 59 F7 5B
    await input(page).fill('HelloWorld');
    await expect(output(page)).toHaveValue('864fd26fb559f75b');
    await expect(summary(page)).toContainText('Read as Z85 (detected) · 8 bytes');
    const others = page.getByRole('group', { name: 'Other alphabets that read this text' });
    await others.getByRole('button', { name: 'Read as Base32' }).click();
    // python3: base64.b32decode('HELLOWORLD======').hex()
    await expect(output(page)).toHaveValue('3916b759d158');
    await expect(summary(page)).toContainText('Read as Base32 · 6 bytes');
    await expect(page.getByRole('switch', { name: 'Detect the alphabet' })).toHaveAttribute('aria-checked', 'false');
    // a Bech32m string while Base32 is chosen: its checksum proves it
    await page.getByRole('switch', { name: 'Detect the alphabet' }).click();
    await input(page).fill('A1LQFN3A');
    await expect(summary(page)).toContainText('Read as Bech32m (detected)');
  });

  test('bytes that are not text are shown as hexadecimal, and Download bytes saves them', async ({ page }) => {
    await page.goto('/encode/base-n?mode=decode&alphabet=z85');
    await input(page).fill('HelloWorld');
    await expect(page.getByText('The 8 decoded bytes are not UTF-8 text: shown as hexadecimal.')).toBeVisible();
    const download = page.waitForEvent('download');
    await button(page, 'Download bytes').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('decoded.bin');
    expect((await readFile(await file.path())).toString('hex')).toBe('864fd26fb559f75b');
  });

  test('UTF-16LE text encodes and decodes', async ({ page }) => {
    await page.goto('/encode/base-n?text=utf16le');
    await input(page).fill('Hi');
    // python3: base64.b32encode('Hi'.encode('utf-16-le'))
    await expect(output(page)).toHaveValue('JAAGSAA=');
    await button(page, 'Use output as input').click();
    await expect(output(page)).toHaveValue('Hi');
  });

  test('each error message names what is wrong', async ({ page }) => {
    await page.goto('/encode/base-n?mode=decode&auto=false');
    for (const [value, text, message] of [
      ['base32', 'MZ=XW6YQ', "Invalid character '=' (U+003D): padding belongs only at the end (line 1, column 3)"],
      ['base32', 'MZXW6YTBO', 'Base32 cannot end after 9 characters'],
      ['base16', '666', 'Base16 needs an even number of digits; this has 3'],
      ['base58', '3EFU0m', "Invalid character '0' (U+0030): zero is not a Base58 digit (line 1, column 5)"],
      ['base58check', '2g', 'Base58Check needs at least 4 bytes: the checksum alone is 4'],
      ['ascii85', '<~87z~>', "'z' stands for a whole group of four zero bytes, so it cannot be inside a group"],
      ['ascii85', '<~87cURD~>', 'The last group of Ascii85 has 1 character: it needs at least 2'],
      ['ascii85', '<~87c{R~>', "Invalid character '{' (U+007B) in Ascii85"],
      ['ascii85', 'uuuuu', 'This group of 5 Ascii85 characters is more than 4 bytes can hold'],
      [
        'z85',
        'HelloWorl',
        'Z85 text comes in whole groups of 5 characters, and this is 9: its length must be a multiple of 5',
      ],
      ['bech32', 'qyrz8wqd2c9m', "No '1' separates the human-readable part from the data"],
      ['bech32', '1qyrz8wqd2c9m', "The human-readable part before the last '1' is empty"],
      ['bech32', 'y1b0jsk6g', "Invalid character 'b' (U+0062) in the data part: Bech32 leaves out 1, b, i and o"],
      ['bech32', 'in1muywd', 'The data part is shorter than its 6-character checksum'],
      [
        'bech32',
        'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq',
        'Bech32 is all lower case or all upper case, never mixed',
      ],
    ] as const) {
      await alphabet(page).selectOption(value);
      await input(page).fill(text);
      await expect(alert(page), `${value} ${text}`).toContainText(message);
    }
  });

  test('5 MB encodes to Base32 and back without freezing the page', async ({ page }) => {
    await page.goto('/encode/base-n');
    await pasteIntoEditor(input(page), largeText(5 * 1024 * 1024));
    await button(page, 'Encode').click();
    await expect(page.getByRole('region', { name: 'Output' })).toBeVisible({ timeout: 20_000 });
    // 5,242,880 bytes are 8,388,608 Base32 characters
    await expect(page.getByText(/8,388,608 characters/)).toBeVisible();
    // the page still answers at once
    await expect(button(page, 'Decode')).toBeEnabled();
    await button(page, 'Use output as input').click();
    await expect(summary(page)).toContainText('5,242,880 bytes', { timeout: 20_000 });
  });
});
