import { test, expect } from '../../tests/e2e/support';

test.describe('QR Code Generator & Reader', () => {
  test('follows the input and trims lines when asked', async ({ page, errors }) => {
    await page.goto('/encode/qr');
    await expect(page.getByRole('heading', { level: 1, name: 'QR Code Generator & Reader' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Input text' }).fill(' abc ');
    await expect(page.getByRole('textbox', { name: 'Output' })).toHaveValue(' ABC ');
    await page.getByRole('switch', { name: 'Trim each line' }).click();
    await expect(page.getByRole('textbox', { name: 'Output' })).toHaveValue('ABC');
    expect(errors).toEqual([]);
  });
});
