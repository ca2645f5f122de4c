import { test, expect } from '../../tests/e2e/support';

test.describe('Certificate & Key Decoder', () => {
  test('follows the input in the chosen case, says when the input is blank, and loads its example', async ({
    page,
    errors,
  }) => {
    await page.goto('/encode/x509');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate & Key Decoder' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Input text' });
    const output = page.getByRole('textbox', { name: 'Output' });
    await input.fill('abc');
    await expect(output).toHaveValue('ABC');
    await page.getByRole('button', { name: 'Lower case' }).click();
    await input.fill('DEF');
    await expect(output).toHaveValue('def');
    await input.fill('');
    await page.getByRole('button', { name: 'Upper case' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter some text' })).toBeVisible();
    await page.getByRole('button', { name: 'Example' }).click();
    await expect(output).toHaveValue('hello, world');
    expect(errors).toEqual([]);
  });
});
