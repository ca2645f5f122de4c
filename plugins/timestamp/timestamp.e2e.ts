import type { Page } from '@playwright/test';
import { test, expect, stubClipboard } from '../../tests/e2e/support';

const T = '1709210096'; // 2024-02-29T12:34:56Z
const result = (page: Page) => page.getByTestId('timestamp-result');
const alertWith = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first();

test.describe('Timestamp Converter', () => {
  test('Unix seconds and milliseconds to a date, with ISO, relative time and copy', async ({ page, errors }) => {
    const clip = await stubClipboard(page);
    await page.goto('/convert/timestamp?tz=UTC');
    const input = page.getByLabel('Unix timestamp');
    await input.fill(T);
    await expect(result(page)).toContainText('2024-02-29 12:34:56');
    await expect(result(page)).toContainText('2024-02-29T12:34:56.000Z');
    await expect(result(page)).toContainText(/years? ago/);
    await expect(result(page)).toContainText('Seconds');
    await input.fill(`${T}000`);
    await expect(result(page)).toContainText('2024-02-29 12:34:56');
    await expect(result(page)).toContainText('Milliseconds (divided by 1000)');
    // 1e10 itself is still seconds (year 2286)
    await input.fill('10000000000');
    await expect(result(page)).toContainText('2286-11-20 17:46:40');
    await input.fill(T);
    const copy = page.getByRole('button', { name: 'Copy Date and time' });
    await copy.click();
    await expect(copy).toHaveText('Copied!');
    await expect(page.getByText('Copied to clipboard')).toBeVisible();
    expect(await clip()).toBe('2024-02-29 12:34:56');
    expect(errors).toEqual([]);
  });

  test('relative time for recent instants', async ({ page }) => {
    await page.goto('/convert/timestamp');
    const threeDaysAgo = Math.floor(Date.now() / 1000) - 3 * 86400;
    await page.getByLabel('Unix timestamp').fill(String(threeDaysAgo));
    await expect(result(page)).toContainText('3 days ago');
  });

  test('formats: the four presets and Custom with its own input', async ({ page }) => {
    await page.goto('/convert/timestamp?tz=UTC');
    await page.getByLabel('Unix timestamp').fill(T);
    const format = page.getByLabel('Format', { exact: true });
    await expect(page.getByLabel('Custom format')).toHaveCount(0);
    const expected: Record<string, string> = {
      'YYYY-MM-DD HH:mm:ss': '2024-02-29 12:34:56',
      'MM/DD/YYYY HH:mm:ss': '02/29/2024 12:34:56',
      'DD/MM/YYYY HH:mm:ss': '29/02/2024 12:34:56',
      'ISO 8601': '2024-02-29T12:34:56.000Z',
    };
    for (const [f, text] of Object.entries(expected)) {
      await format.selectOption(f);
      await expect(result(page).getByTestId('result-value').first()).toHaveText(text);
      await expect(page.getByLabel('Custom format')).toHaveCount(0);
    }
    await format.selectOption('Custom');
    const custom = page.getByLabel('Custom format');
    await expect(custom).toBeVisible();
    await custom.fill('DD.MM.YYYY [at] HH:mm (ss)');
    await expect(result(page).getByTestId('result-value').first()).toHaveText('29.02.2024 at 12:34 (56)');
    await expect(page).toHaveURL(/format=Custom/);
    await page.reload();
    await expect(page.getByLabel('Custom format')).toHaveValue('DD.MM.YYYY [at] HH:mm (ss)');
    await format.selectOption('ISO 8601');
    await expect(page.getByLabel('Custom format')).toHaveCount(0);
  });

  test('invalid and out-of-range timestamps give clear messages, never "Invalid Date"', async ({ page }) => {
    await page.goto('/convert/timestamp');
    const input = page.getByLabel('Unix timestamp');
    for (const bad of ['12abc', 'abc', '0x10', '1 2']) {
      await input.fill(bad);
      await expect(alertWith(page, 'Invalid timestamp')).toBeVisible();
      await expect(result(page)).toHaveCount(0);
    }
    for (const huge of ['1e20', '-1e20', '9'.repeat(30)]) {
      await input.fill(huge);
      await expect(alertWith(page, /Timestamp out of range/)).toBeVisible();
    }
    await expect(page.getByText('Invalid Date')).toHaveCount(0);
    await input.fill('8640000000000000');
    await expect(result(page)).toContainText('275760');
    await expect(page.getByText('Invalid Date')).toHaveCount(0);
  });

  test('date to Unix: time defaults to midnight, impossible dates are refused, a date is required', async ({
    page,
  }) => {
    await page.goto('/convert/timestamp?tz=UTC');
    await page.getByRole('tab', { name: 'DateTime to Unix' }).click();
    await expect(page.getByRole('tab', { name: 'DateTime to Unix' })).toHaveAttribute('aria-selected', 'true');
    const date = page.getByLabel('Date', { exact: true });
    const time = page.getByLabel('Time (optional)');
    await date.fill('2024-02-29');
    await expect(result(page)).toContainText('1709164800');
    await expect(result(page)).toContainText('2024-02-29T00:00:00.000Z');
    await time.fill('12:34:56');
    await expect(result(page)).toContainText(T);
    await expect(result(page)).toContainText(`${T}000`);
    for (const bad of ['2024-02-30', '2023-02-29', '2024-13-01', 'tomorrow']) {
      await date.fill(bad);
      await expect(alertWith(page, /^Invalid date$/)).toBeVisible();
    }
    await time.fill('24:00');
    await date.fill('2024-01-01');
    await expect(alertWith(page, 'Invalid date')).toBeVisible();
    await time.fill('');
    await date.fill('300000-01-01');
    await expect(alertWith(page, 'Error converting date')).toBeVisible();
    await date.fill('');
    await time.fill('10:00');
    await expect(alertWith(page, 'Please enter a date')).toBeVisible();
  });

  test('time zones: IANA zones with offsets and DST, local time from the browser', async ({ page }) => {
    await page.goto('/convert/timestamp?format=ISO%208601');
    const zone = page.getByLabel('Time zone');
    await page.getByLabel('Unix timestamp').fill(T);
    await zone.selectOption('Asia/Kolkata');
    await expect(result(page).getByTestId('result-value').first()).toHaveText('2024-02-29T18:04:56.000+05:30');
    await zone.selectOption('America/New_York');
    await expect(result(page).getByTestId('result-value').first()).toHaveText('2024-02-29T07:34:56.000-05:00');
    await expect(page).toHaveURL(/tz=America%2FNew_York/);
    await page.getByRole('tab', { name: 'DateTime to Unix' }).click();
    // 02:30 does not exist on the spring-forward day; it resolves to 03:30 EDT like the browser does
    await page.getByLabel('Date', { exact: true }).fill('2024-03-10');
    await page.getByLabel('Time (optional)').fill('02:30');
    await expect(result(page)).toContainText('2024-03-10T07:30:00.000Z');
    await expect(page.getByRole('status').filter({ hasText: 'Time shifted' })).toContainText(
      'This time does not exist in America/New_York: the clocks moved forward 1 hour, so it was shifted to 03:30:00.',
    );
    await page.getByLabel('Time (optional)').fill('12:00');
    await expect(result(page)).toContainText('2024-03-10T16:00:00.000Z');
    await expect(page.getByText('Time shifted')).toHaveCount(0);
  });

  test('a wall time that occurs twice (30-minute DST on Lord Howe) takes the earlier instant and says so', async ({
    page,
  }) => {
    await page.goto('/convert/timestamp?tz=Australia%2FLord_Howe');
    await page.getByRole('tab', { name: 'DateTime to Unix' }).click();
    await page.getByLabel('Date', { exact: true }).fill('2024-04-07');
    await page.getByLabel('Time (optional)').fill('01:45');
    // 01:45 +11:00 (before the clocks go back to +10:30)
    await expect(result(page)).toContainText('2024-04-06T14:45:00.000Z');
    await expect(page.getByRole('status').filter({ hasText: 'Ambiguous time' })).toContainText(
      'This time occurs twice in Australia/Lord_Howe: the clocks moved back 30 minutes. The earlier of the two instants is used.',
    );
  });

  test.describe('in Tokyo', () => {
    test.use({ timezoneId: 'Asia/Tokyo' });
    test('local time is the default and an unknown zone in the link falls back to it', async ({ page }) => {
      await page.goto('/convert/timestamp?tz=Mars%2FOlympus');
      await expect(page.getByLabel('Time zone')).toHaveValue('local');
      await expect(page.getByRole('option', { name: 'Local time (Asia/Tokyo)' })).toHaveCount(1);
      await page.getByLabel('Unix timestamp').fill(T);
      await expect(result(page).getByTestId('result-value').first()).toHaveText('2024-02-29 21:34:56');
    });
  });

  test('live current time ticks and Now fills the inputs', async ({ page }) => {
    await page.goto('/convert/timestamp?tz=UTC');
    const clock = page.getByTestId('current-time');
    await expect(clock).toContainText(/\d{10}/);
    const first = Number((await clock.textContent())!.match(/\d{10}/)![0]);
    expect(Math.abs(first - Date.now() / 1000)).toBeLessThan(5);
    await expect(async () => {
      const now = Number((await clock.textContent())!.match(/\d{10}/)![0]);
      expect(now).toBeGreaterThan(first);
    }).toPass({ timeout: 4000 });
    await page.getByRole('button', { name: 'Now' }).click();
    await expect(page.getByLabel('Unix timestamp')).toHaveValue(/^\d{10}$/);
    await expect(result(page)).toContainText(/now|seconds? ago/);
    await page.getByRole('tab', { name: 'DateTime to Unix' }).click();
    await page.getByRole('button', { name: 'Now' }).click();
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByLabel('Time (optional)')).toHaveValue(/^\d{2}:\d{2}:\d{2}$/);
  });

  test('works at phone width without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/convert/timestamp?tz=UTC&format=ISO%208601');
    await page.getByLabel('Unix timestamp').fill(T);
    await expect(result(page)).toContainText('2024-02-29T12:34:56.000Z');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('Timestamp: an ISO date in the Unix field, every format at once', () => {
  test('an ISO date pasted into the Unix field is converted with a hint', async ({ page }) => {
    await page.goto('/convert/timestamp?tz=UTC');
    await page.getByLabel('Unix timestamp').fill('2024-02-29T12:34:56Z');
    await expect(
      page.getByRole('status').filter({ hasText: 'That is an ISO 8601 date, not a Unix timestamp' }),
    ).toContainText('1709210096');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(result(page)).toContainText('2024-02-29 12:34:56');
  });

  test('shows ISO 8601, RFC 7231, Unix s/ms, relative and the chosen format together, the chosen one highlighted', async ({
    page,
  }) => {
    await page.goto('/convert/timestamp?tz=UTC');
    await page.getByLabel('Unix timestamp').fill('1709210096');
    const rows = result(page).locator('> div');
    await expect(rows.locator('dt')).toContainText([
      'Date and time',
      'ISO 8601',
      'ISO 8601 (UTC)',
      'RFC 7231 (HTTP)',
      'Unix seconds',
      'Unix milliseconds',
      'Relative',
      'Read as',
    ]);
    await expect(result(page)).toContainText('Thu, 29 Feb 2024 12:34:56 GMT');
    await expect(result(page)).toContainText('1709210096000');
    await expect(rows.first()).toHaveAttribute('data-chosen', 'true');
    await expect(rows.nth(1)).not.toHaveAttribute('data-chosen');
    for (const name of ['Copy ISO 8601 (UTC)', 'Copy RFC 7231 (HTTP)', 'Copy Unix milliseconds']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
  });
});
