import type { Page } from '@playwright/test';
import { test, expect, pasteIntoEditor, stubClipboard } from '../../tests/e2e/support';
import { decimalDigits, examples } from './examples';

const input = (page: Page) => page.getByRole('textbox', { name: 'Number to convert' });
const output = (page: Page) => page.getByTestId('transform-output').getByRole('textbox');
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const digitsOf = (page: Page, base: number) => page.getByTestId(`base-${base}`);
const fact = (page: Page, table: string, label: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row', { name: new RegExp(`^${label}`) })
    .locator('td')
    .first();
const exampleOutput = (input: string) => examples.find((e) => e.input === input)?.output ?? '';

test.describe('Number Base Converter', () => {
  test('a hexadecimal number shows in every base, as literals and as 32 bits; Copy copies each', async ({
    page,
    errors,
  }) => {
    const clip = await stubClipboard(page);
    await page.goto('/convert/number-base');
    await expect(page.getByRole('heading', { level: 1, name: 'Number Base Converter' })).toBeVisible();
    await input(page).fill('0xDEAD_BEEF');
    // python3: int('0xDEAD_BEEF', 16) → 3735928559
    await expect(output(page)).toHaveValue('3735928559');
    await expect(page.getByRole('textbox', { name: 'Decimal (base 10)' })).toBeVisible();
    await expect(page.getByTestId('number-summary')).toHaveText(
      'Read as hexadecimal (base 16) · 32 bits · 10 decimal digits',
    );
    // python3: format(n, 'b'), format(n, 'o'), format(n, 'x'); int('1ps9wxb', 36) == n
    await expect(digitsOf(page, 2)).toHaveText('11011110101011011011111011101111');
    await expect(digitsOf(page, 8)).toHaveText('33653337357');
    await expect(digitsOf(page, 10)).toHaveText('3735928559');
    await expect(digitsOf(page, 16)).toHaveText('deadbeef');
    await expect(digitsOf(page, 36)).toHaveText('1ps9wxb');
    // every base from 2 to 36 on demand: int('161402603666', 7) == n
    await page.getByRole('button', { name: 'Every base from 2 to 36' }).click();
    await expect(page.getByTestId('every-base-7')).toHaveText('161402603666');
    await expect(page.getByRole('table', { name: 'Every base' }).getByRole('row')).toHaveCount(35);
    // gcc: 0xdeadbeefU is an unsigned int; past 2^31 - 1 a plain literal would change type by platform
    await expect(fact(page, 'Literals', 'C')).toContainText('0xdeadbeefU');
    await expect(fact(page, 'Literals', 'JavaScript')).toContainText('0xdeadbeef');
    await expect(fact(page, 'Literals', 'Python')).toContainText('0xdeadbeef');
    // python3: n - (1 << 32) → -559038737
    await expect(page.getByRole('region', { name: "Two's complement" })).toContainText(
      '3735928559 fits only as unsigned: read as a signed 32-bit integer, the same bits are -559038737',
    );
    await page.getByRole('button', { name: 'Copy base 2' }).first().click();
    expect(await clip()).toBe('11011110101011011011111011101111');
    await page.getByRole('button', { name: 'Copy C literal' }).click();
    expect(await clip()).toBe('0xdeadbeefU');
    await page.getByTestId('transform-output').getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await clip()).toBe('3735928559');
    expect(errors).toEqual([]);
  });

  test('the options choose the bases, the case and the digit groups, and stay in the link', async ({ page }) => {
    await page.goto('/convert/number-base');
    await select(page, 'Output base').selectOption('2');
    await select(page, 'Digit groups').selectOption('space');
    await input(page).fill('0b1111000011110000');
    await expect(output(page)).toHaveValue(exampleOutput('0b1111000011110000'));
    await expect(page).toHaveURL(/to=2/);
    await select(page, 'Input base').selectOption('36');
    await select(page, 'Output base').selectOption('10');
    await input(page).fill('ZZ');
    // python3: int('zz', 36) → 1295
    await expect(output(page)).toHaveValue('1 295');
    await select(page, 'Output base').selectOption('16');
    await page.getByRole('switch', { name: 'Upper-case letters' }).click();
    await expect(output(page)).toHaveValue('50F');
    await page.reload();
    await expect(select(page, 'Input base')).toHaveValue('36');
    await expect(output(page)).toHaveValue('50F');
  });

  test('an invalid digit is named with its column, and Go to error selects it', async ({ page }) => {
    await page.goto('/convert/number-base');
    await select(page, 'Input base').selectOption('2');
    await input(page).fill('1012');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('`2` is not a base-2 digit, column 4');
    await expect(alert).toContainText('Line 1, Column 4');
    await alert.getByRole('button', { name: 'Go to error' }).click();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('2');
    await select(page, 'Input base').selectOption('auto');
    await input(page).fill('ff');
    await expect(alert).toContainText(
      '`f` is not a base-10 digit, column 1: write 0x before a hexadecimal number, or choose input base 16',
    );
    await input(page).fill('0x');
    await expect(alert).toContainText('No digits after `0x`, column 3');
  });

  test("negative numbers, and two's complement both ways with an overflow warning", async ({ page }) => {
    await page.goto('/convert/number-base');
    await input(page).fill('-42');
    // python3: format(-42, 'x') → '-2a'
    await expect(output(page)).toHaveValue(exampleOutput('-42'));
    await expect(fact(page, 'Literals', 'C')).toContainText('-0x2a');
    await select(page, "Two's complement").selectOption('8');
    const twos = page.getByRole('region', { name: "Two's complement" });
    await expect(twos.getByRole('heading')).toHaveText("Two's complement, 8 bits");
    // python3: -42 & 0xff → 214 (0xd6)
    await expect(fact(page, "Two's complement, 8 bits", 'Bits \\(hexadecimal\\)')).toHaveText('d6');
    await expect(fact(page, "Two's complement, 8 bits", 'Bits \\(binary\\)')).toHaveText('11010110');
    await expect(fact(page, "Two's complement, 8 bits", 'As unsigned')).toHaveText('214');
    await expect(fact(page, "Two's complement, 8 bits", 'As signed')).toHaveText('-42');
    // the other way: the bits 0xd6 read as signed are -42
    await input(page).fill('0xd6');
    await expect(fact(page, "Two's complement, 8 bits", 'As signed')).toHaveText('-42');
    await expect(twos).toContainText(
      '214 fits only as unsigned: read as a signed 8-bit integer, the same bits are -42',
    );
    // python3: -300 & 0xff → 212
    await input(page).fill('-300');
    await expect(twos.getByText('Overflow', { exact: true })).toBeVisible();
    await expect(twos).toContainText(
      '-300 does not fit in 8 bits (signed or unsigned): the bits shown are its low 8 bits, 0xd4',
    );
    await expect(fact(page, "Two's complement, 8 bits", 'As unsigned')).toHaveText('212');
  });

  test('the Float tab shows the IEEE 754 bits of a value, and the value of bits', async ({ page }) => {
    await page.goto('/convert/number-base');
    await tab(page, 'Float (IEEE 754)').click();
    await input(page).fill('0.1');
    // python3: '0x' + struct.pack('>d', 0.1).hex()
    await expect(output(page)).toHaveValue('0x3fb999999999999a');
    await expect(page.getByRole('textbox', { name: 'float64 bits (hexadecimal)' })).toBeVisible();
    await expect(page.getByTestId('float-sign')).toHaveText('0');
    await expect(page.getByTestId('float-exponent')).toHaveText('01111111011');
    await expect(page.getByTestId('float-fraction')).toHaveText('1001100110011001100110011001100110011001100110011010');
    // python3: str(decimal.Decimal(0.1)); float.hex(0.1)
    await expect(fact(page, 'float64 fields', 'Exact value')).toHaveText(
      '0.1000000000000000055511151231257827021181583404541015625',
    );
    await expect(fact(page, 'float64 fields', 'Hex float')).toHaveText('0x1.999999999999ap-4');
    await expect(fact(page, 'float64 fields', 'Exponent')).toHaveText('1019 − 1023 = −4');
    await expect(page.getByRole('status').filter({ hasText: 'Not exact in float64' })).toBeVisible();
    await input(page).fill('0x400921fb54442d18');
    await expect(output(page)).toHaveValue(exampleOutput('0x400921fb54442d18'));
    await expect(page.getByRole('textbox', { name: 'float64 value' })).toBeVisible();
    await select(page, 'Float format').selectOption('float32');
    await input(page).fill('3.14');
    // python3: '0x' + struct.pack('>f', 3.14).hex()
    await expect(output(page)).toHaveValue('0x4048f5c3');
    await input(page).fill('0x7ff0000000000001');
    await expect(page.getByRole('alert')).toContainText('These bits are wider than 32 bits, column 3');
    await select(page, 'Float format').selectOption('float64');
    await expect(fact(page, 'float64 fields', 'Kind')).toHaveText('NaN, signalling');
    await expect(fact(page, 'float64 fields', 'NaN payload')).toHaveText('0x1');
  });

  test('a fraction typed in the Integer tab turns to the Float tab, with one button back', async ({ page }) => {
    await page.goto('/convert/number-base');
    await pasteIntoEditor(input(page), '3.14');
    await expect(tab(page, 'Float (IEEE 754)')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Looks like a fraction: shown as an IEEE 754 float.')).toBeVisible();
    await expect(output(page)).toHaveValue('0x40091eb851eb851f');
    await page.getByRole('button', { name: 'Integer instead' }).click();
    await expect(tab(page, 'Integer')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('alert')).toContainText(
      '`.` is not a base-10 digit, column 2: for a fraction, use the Float tab',
    );
  });

  for (const [alias, from, to] of [
    ['/convert/hex-decimal', '16', '10'],
    ['/convert/binary', '2', '10'],
  ] as const)
    test(`${alias} opens reading base ${from}`, async ({ page }) => {
      await page.goto(alias);
      await expect(page).toHaveURL(new RegExp(`/convert/number-base\\?mode=integer&from=${from}&to=${to}$`));
      await expect(tab(page, 'Integer')).toHaveAttribute('aria-selected', 'true');
      await expect(select(page, 'Input base')).toHaveValue(from);
      await input(page).fill('10');
      await expect(output(page)).toHaveValue(from === '16' ? '16' : '2');
    });

  test('/tools/number-base opens the tool as it was left', async ({ page }) => {
    await page.goto('/tools/number-base');
    await expect(page).toHaveURL(/\/convert\/number-base$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Number Base Converter' })).toBeVisible();
  });

  test('a 10,000-digit number converts; 5 MB of digits or garbage is refused with its place, and the page keeps answering', async ({
    page,
  }) => {
    await page.goto('/convert/number-base');
    const big = decimalDigits(10_000);
    await pasteIntoEditor(input(page), big);
    await expect(page.getByTestId('number-summary')).toContainText('10,000 decimal digits', { timeout: 15_000 });
    await expect.poll(async () => BigInt(`0x${await output(page).inputValue()}`) === BigInt(big)).toBe(true);
    await page.getByRole('button', { name: 'Clear' }).click();
    await pasteIntoEditor(input(page), '7'.repeat(5 * 1024 * 1024));
    await expect(page.getByRole('alert')).toContainText(
      'The number has 5,242,880 digits: this tool converts numbers of up to 10,000 digits',
      { timeout: 15_000 },
    );
    const t0 = Date.now();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(Date.now() - t0).toBeLessThan(1000);
    await page.getByRole('button', { name: 'Clear' }).click();
    await pasteIntoEditor(input(page), `${'1'.repeat(3_000_000)}#${'x'.repeat(2_000_000)}`);
    await expect(page.getByRole('alert')).toContainText('`#` is not a base-10 digit, column 3000001', {
      timeout: 15_000,
    });
  });

  test('a pasted 0x number suggests this tool first, which opens with it', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '0xDEADBEEF');
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    const first = page.getByRole('option').first();
    await expect(first).toContainText('Number Base Converter');
    await expect(first).toContainText('Hexadecimal number');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/convert\/number-base\?mode=integer&from=auto$/);
    await expect(output(page)).toHaveValue('3735928559');
  });

  test('Open in … both ways: decoded text comes in, the converted number goes out', async ({ page }) => {
    await page.goto('/encode/base64text');
    // base64.b64encode(b'0xff') → MHhmZg==
    await page.getByLabel('Text or Base64 input').fill('MHhmZg==');
    await page.getByRole('button', { name: 'Decode' }).click();
    await expect(page.getByRole('textbox', { name: 'Output' })).toHaveValue('0xff');
    await page.getByRole('button', { name: /^Open in/ }).click();
    await page.getByRole('menuitem', { name: 'Number Base Converter' }).click();
    await expect(page).toHaveURL(/\/convert\/number-base/);
    await expect(input(page)).toHaveInputText('0xff');
    await expect(output(page)).toHaveValue('255');
    await page.getByRole('button', { name: /^Open in/ }).click();
    await page.getByRole('menuitem', { name: 'Base64 Text' }).click();
    await expect(page).toHaveURL(/\/encode\/base64text/);
    await expect(page.getByLabel('Text or Base64 input')).toHaveInputText('255');
  });
});
