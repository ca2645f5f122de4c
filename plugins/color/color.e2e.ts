import type { Page } from '@playwright/test';
import { test, expect, stubClipboard } from '../../tests/e2e/support';
import examples from './examples';

const textColour = (page: Page) => page.getByRole('textbox', { name: 'Text colour', exact: true });
const background = (page: Page) => page.getByRole('textbox', { name: 'Background', exact: true });
const ratio = (page: Page) => page.getByTestId('contrast-ratio');
const verdict = (page: Page, id: string) => page.getByTestId(`verdict-${id}`);
const row = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test.describe('Colour Converter & Contrast', () => {
  test('a colour typed in one field shows in every format, and any format field takes a colour', async ({
    page,
    errors,
  }) => {
    const clip = await stubClipboard(page);
    await page.goto('/convert/color');
    await textColour(page).fill('#7654cd');
    // CSS Color 4: #7654CD is lab(44.36% 36.05 -58.99), lch(44.36% 69.13 301.43)
    await expect(row(page, 'Lab')).toHaveValue('lab(44.36 36.05 -58.99)');
    await expect(row(page, 'LCH')).toHaveValue('lch(44.36 69.13 301.43)');
    await expect(row(page, 'RGB')).toHaveValue('rgb(118 84 205)');
    await expect(row(page, 'RGB (commas)')).toHaveValue('rgb(118, 84, 205)');
    await row(page, 'HSL').fill('hsl(32 100% 50%)');
    await expect(row(page, 'HEX')).toHaveValue('#ff8800');
    await expect(textColour(page)).toHaveValue('hsl(32 100% 50%)');
    await expect(row(page, 'HWB')).toHaveValue('hwb(32 0% 0%)');
    await page.getByRole('button', { name: 'Copy HEX' }).click();
    expect(await clip()).toBe('#ff8800');
    await row(page, 'RGB').fill('rebeccapurple');
    await expect(row(page, 'HEX')).toHaveValue('#663399');
    await expect(page.getByTestId('color-names')).toHaveText('Named colour: rebeccapurple');
    expect(errors).toEqual([]);
  });

  test('the background converts too', async ({ page }) => {
    await page.goto('/convert/color?bg=%23336699');
    await page.getByRole('radio', { name: 'Background' }).check();
    // python3 colorsys: #336699 is hsl(210 50% 40%), hwb(210 20% 40%)
    await expect(row(page, 'HSL')).toHaveValue('hsl(210 50% 40%)');
    await expect(row(page, 'HWB')).toHaveValue('hwb(210 20% 40%)');
    await row(page, 'HEX').fill('#000');
    await expect(background(page)).toHaveValue('#000');
  });

  test('the native picker sets the colour', async ({ page }) => {
    await page.goto('/convert/color');
    await page.getByLabel('Text colour picker').fill('#ff0000');
    await expect(textColour(page)).toHaveValue('#ff0000');
    // python3: #ff0000 on white is 3.9984…:1
    await expect(ratio(page)).toHaveText('3.99:1');
  });

  test('a translucent text is composited over the background first', async ({ page }) => {
    await page.goto('/convert/color');
    await textColour(page).fill('rgba(0,0,0,0.5)');
    await background(page).fill('white');
    // painted as #808080: python3 gives 3.9494…:1, not the 21:1 of opaque black
    await expect(ratio(page)).toHaveText('3.94:1');
    await expect(page.getByTestId('contrast-result')).toContainText('#808080 on #ffffff');
    await expect(verdict(page, 'normal-aa')).toContainText('Fail');
    await expect(verdict(page, 'large-aa')).toContainText('Pass');
    await expect(verdict(page, 'ui-aa')).toContainText('Pass');
    // the one way to pass keeping the colour: more opacity
    await page.getByRole('button', { name: /^Use #000000[0-9a-f]{2} for the text$/ }).click();
    await expect(verdict(page, 'normal-aa')).toContainText('Pass');
  });

  test('4.499:1 reads 4.49 and fails AA', async ({ page }) => {
    await page.goto('/convert/color');
    await page.getByRole('button', { name: examples.examples[2].name }).click();
    await expect(textColour(page)).toHaveValue('#6d6d6d');
    await expect(ratio(page)).toHaveText('4.49:1');
    await expect(verdict(page, 'normal-aa')).toContainText('Fail');
    await expect(verdict(page, 'large-aa')).toContainText('Pass');
  });

  test('the nearest passing colour is offered and taken; APCA shows beside the ratio', async ({ page }) => {
    await page.goto('/convert/color?fg=%23888888&bg=%23ffffff');
    // apca-w3's own test vector: #888 on #fff is Lc 63.06
    await expect(page.getByTestId('apca')).toHaveText('APCA Lc 63.1');
    await expect(verdict(page, 'normal-aa')).toContainText('Fail');
    await page.getByRole('button', { name: /for the text$/ }).click();
    await expect(verdict(page, 'normal-aa')).toContainText('Pass');
    await expect(textColour(page)).not.toHaveValue('#888888');
    // AA reached, AAA is offered next
    await expect(page.getByRole('group', { name: 'Nearest passing colours' })).toContainText('AAA');
  });

  test('says when no lightness of either colour alone reaches AA, and offers more opacity', async ({ page }) => {
    // worked out from the WCAG 2 formula, not from the tool: black at alpha 0.1 over white is painted
    // 0.9 × 255 → #e6e6e6, 1.05 / (0.7913 + 0.05) = 1.248:1. Moving the text's lightness only moves the
    // painted colour between #e6e6e6 and #ffffff (at most 1.248:1); moving the background B paints the text
    // 0.9 × B over it, at most 1.258:1 for any B. Both stay far under 4.5, so neither alone reaches AA
    await page.goto('/convert/color?fg=rgba(0,0,0,0.1)&bg=%23ffffff');
    await expect(ratio(page)).toHaveText('1.24:1');
    const offers = page.getByRole('group', { name: 'Nearest passing colours' });
    await expect(
      offers.getByText('No lightness of the text or of the background alone reaches AA (4.5:1).'),
    ).toBeVisible();
    await expect(offers.getByRole('button', { name: /for the (text|background)$/ })).toHaveCount(1);
    await offers.getByRole('button', { name: /^Use #000000[0-9a-f]{2} for the text$/ }).click();
    await expect(verdict(page, 'normal-aa')).toContainText('Pass');
  });

  test('swap exchanges the colours', async ({ page }) => {
    await page.goto('/convert/color?fg=%23ffffff&bg=%23000000');
    await expect(page.getByTestId('apca')).toContainText('light on dark');
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(textColour(page)).toHaveValue('#000000');
    await expect(background(page)).toHaveValue('#ffffff');
    await expect(ratio(page)).toHaveText('21.00:1');
  });

  test('a colour outside sRGB is flagged and mapped in OKLCH', async ({ page }) => {
    await page.goto('/convert/color');
    await textColour(page).fill('oklch(0.7 0.4 150)');
    await expect(page.getByText('The text colour is outside sRGB')).toContainText('CSS Color 4 gamut mapping');
    await expect(page.getByText(/^Outside sRGB: HEX, RGB, HSL and HWB show it mapped to #/)).toBeVisible();
    await expect(row(page, 'OKLCH')).toHaveValue('oklch(0.7 0.4 150)');
    await expect(row(page, 'HEX')).toHaveValue(/^#[0-9a-f]{6}$/);
    await expect(page.getByText('Mapped into sRGB').first()).toBeVisible();
  });

  test('messages say which part is wrong and keep the text', async ({ page }) => {
    await page.goto('/convert/color');
    const cases: [string, string][] = [
      ['#12g456', 'Column 4: “g” is not a hex digit (0–9, a–f)'],
      ['#12345', 'A hex colour has 3, 4, 6 or 8 digits; this one has 5'],
      ['gren', '“gren” is not one of the 148 CSS named colours — did you mean “green”?'],
      ['rgb(1 2)', 'rgb() takes 3 values (and an optional alpha after “/”); found 2'],
      ['rgb(1, 2 3)', 'Column 10: Use commas between all the values or between none'],
      ['hsl(red 50% 50%)', 'Column 5: “red” is not valid as the hue'],
      ['lab(50, 20, 30)', 'lab() takes values separated by spaces, not commas'],
      ['color(xyz-d42 1 1 1)', '“xyz-d42” is not a colour space color() knows'],
    ];
    for (const [text, message] of cases) {
      await textColour(page).fill(text);
      await expect(textColour(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(message)).toBeVisible();
      await expect(textColour(page)).toHaveValue(text);
    }
    await expect(page.getByText('The contrast shows once both colours are read.')).toBeVisible();
    // a format field keeps a wrong text with its message, and the others keep the last colour
    await textColour(page).fill('#ff8800');
    await row(page, 'OKLCH').fill('oklch(0.7 0.1 nope)');
    await expect(page.getByText('“nope” is not valid as the hue')).toBeVisible();
    await expect(row(page, 'OKLCH')).toHaveValue('oklch(0.7 0.1 nope)');
    await expect(row(page, 'HEX')).toHaveValue('#ff8800');
    await expect(textColour(page)).toHaveValue('#ff8800');
  });

  test('a 5 MB text is refused at once, the field keeping its colour, and the page does not freeze @timing', async ({
    page,
  }) => {
    await page.goto('/convert/color');
    await textColour(page).fill('navy');
    // set as a paste sets it, and timed in the page: one input event, then the next frame
    const took = await page.evaluate(async () => {
      const input = document.getElementById('color-fg');
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      if (!(input instanceof HTMLInputElement) || !setter) throw new Error('no text colour field');
      const started = performance.now();
      setter.call(input, 'a'.repeat(5_000_000));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      return performance.now() - started;
    });
    expect(took).toBeLessThan(1000);
    await expect(
      page.getByText('This is 5,000,000 characters long; a CSS colour is at most 200, so it was not taken'),
    ).toBeVisible();
    await expect(textColour(page)).toHaveValue('navy');
    await expect(row(page, 'HEX')).toHaveValue('#000080');
    // never written to the link
    expect(page.url().length).toBeLessThan(2000);
  });

  test('the colours stay across reload and Back (they are in the link)', async ({ page }) => {
    await page.goto('/convert/color');
    await textColour(page).fill('#123456');
    await background(page).fill('hsl(50 80% 90%)');
    await expect(page).toHaveURL(/fg=%23123456/);
    await page.reload();
    await expect(textColour(page)).toHaveValue('#123456');
    await expect(background(page)).toHaveValue('hsl(50 80% 90%)');
    await page.getByRole('link', { name: 'Converters' }).first().click();
    await expect(page).not.toHaveURL(/convert\/color/);
    await page.goBack();
    await expect(textColour(page)).toHaveValue('#123456');
    await expect(background(page)).toHaveValue('hsl(50 80% 90%)');
  });

  test('colour-vision previews show the simulated ratios', async ({ page }) => {
    await page.goto('/convert/color?fg=%23ff0000&bg=%2300ff00');
    const vision = page.getByRole('heading', { name: 'Colour vision' }).locator('..').locator('..');
    await expect(vision).toContainText('Protanopia');
    await expect(vision).toContainText('Deuteranopia');
    await expect(vision).toContainText('Tritanopia');
  });
});
