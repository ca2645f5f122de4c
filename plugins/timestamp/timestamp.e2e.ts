import type { Page } from '@playwright/test';
import { test, expect, stubClipboard } from '../../tests/e2e/support';

const T = '1709210096'; // 2024-02-29T12:34:56Z
const result = (page: Page) => page.getByTestId('timestamp-result');
const alertWith = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first();
/** The time zone box: a combobox that filters the zones as one types. */
const zoneBox = (page: Page) => page.getByRole('combobox', { name: 'Time zone' });
/** An option of the open zone list, by the zone's name (its offset and country follow in the option). */
const zoneOption = (page: Page, list: string, zone: string) =>
  page
    .getByRole('listbox', { name: list, exact: true })
    .getByRole('option', { name: new RegExp(`^${zone.replace(/[()]/g, '\\$&')}( |$)`) });
/** Types into the time zone box and picks the zone from the list. */
async function chooseZone(page: Page, typed: string, zone: string) {
  await zoneBox(page).fill(typed);
  await zoneOption(page, 'Zones', zone).click();
}
const zoneRows = (page: Page) => page.getByTestId('zone-clocks').locator('> div');

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
    await page.getByLabel('Unix timestamp').fill(T);
    await chooseZone(page, 'Kolkata', 'Asia/Kolkata');
    await expect(result(page).getByTestId('result-value').first()).toHaveText('2024-02-29T18:04:56.000+05:30');
    await chooseZone(page, 'New York', 'America/New_York');
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
      await expect(page.getByLabel('Time zone')).toHaveValue('Local time (Asia/Tokyo)');
      await zoneBox(page).click();
      await expect(zoneOption(page, 'Zones', 'Local time (Asia/Tokyo)')).toHaveCount(1);
      await expect(zoneOption(page, 'Zones', 'Local time (Asia/Tokyo)')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Escape');
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

test.describe('Timestamp: the searchable time zone picker and zones side by side', () => {
  // the expected wall times of T are python3's: datetime.fromtimestamp(1709210096, ZoneInfo(zone))
  test.use({ timezoneId: 'America/Sao_Paulo' });

  test('typing a city, a country or an abbreviation finds its zones, and choosing one converts there', async ({
    page,
  }) => {
    await page.goto('/convert/timestamp?tz=UTC');
    await page.getByLabel('Unix timestamp').fill(T);
    const box = zoneBox(page);
    await box.fill('Tokyo');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const tokyo = zoneOption(page, 'Zones', 'Asia/Tokyo');
    // the best match comes first and is the active option
    await expect(page.getByRole('listbox', { name: 'Zones', exact: true }).getByRole('option').first()).toHaveText(
      /^Asia\/Tokyo UTC\+09:00 · Japan/,
    );
    await expect(tokyo).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await tokyo.getAttribute('id'))!);
    await tokyo.click();
    await expect(box).toHaveValue('Asia/Tokyo');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(result(page).getByTestId('result-value').first()).toHaveText('2024-02-29 21:34:56');
    await expect(page).toHaveURL(/tz=Asia%2FTokyo/);

    await box.fill('sao paulo');
    await expect(zoneOption(page, 'Zones', 'America/Sao_Paulo')).toBeVisible();
    await box.fill('Japan');
    await expect(zoneOption(page, 'Zones', 'Asia/Tokyo')).toBeVisible();
    await box.fill('EST');
    await expect(zoneOption(page, 'Zones', 'America/New_York')).toBeVisible();
    await expect(zoneOption(page, 'Zones', 'America/Panama')).toBeVisible();
    await box.fill('xyzzy');
    await expect(page.getByRole('status').filter({ hasText: 'No time zone matches' })).toHaveText(
      'No time zone matches “xyzzy”. Try a city (Tokyo), a country (Japan) or an abbreviation (JST).',
    );
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // leaving the box puts back the zone in use
    await page.getByLabel('Unix timestamp').focus();
    await expect(box).toHaveValue('Asia/Tokyo');
  });

  test('a link names its zone by IANA name or as people do: tz=Tokyo and tz=JST are Asia/Tokyo', async ({ page }) => {
    for (const tz of ['Asia%2FTokyo', 'Tokyo', 'JST']) {
      await page.goto(`/convert/timestamp?tz=${tz}`);
      await expect(zoneBox(page)).toHaveValue('Asia/Tokyo');
      await page.getByLabel('Unix timestamp').fill(T);
      await expect(result(page).getByTestId('result-value').first()).toHaveText('2024-02-29 21:34:56');
    }
  });

  test('the picker works from the keyboard alone', async ({ page }) => {
    await page.goto('/convert/timestamp?tz=UTC');
    await page.getByLabel('Unix timestamp').fill(T);
    const box = zoneBox(page);
    await box.focus();
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // the list opens on the zone in use
    await expect(zoneOption(page, 'Zones', 'UTC')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.type('new york');
    await expect(zoneOption(page, 'Zones', 'America/New_York')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue('America/New_York');
    await expect(result(page).getByTestId('result-value').first()).toHaveText('2024-02-29 07:34:56');
    // Down and Up move the active option; Escape closes and keeps the zone in use
    await page.keyboard.type('berlin');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(zoneOption(page, 'Zones', 'Europe/Berlin')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('America/New_York');
    await expect(result(page).getByTestId('result-value').first()).toHaveText('2024-02-29 07:34:56');
    // Add a zone pins with Enter
    const add = page.getByRole('combobox', { name: 'Add a zone' });
    await add.focus();
    await page.keyboard.type('Kolkata');
    await page.keyboard.press('Enter');
    await expect(zoneRows(page)).toHaveCount(3);
    await expect(add).toHaveValue('');
    await expect(zoneRows(page).nth(2)).toContainText('2024-02-29 18:04:56');
  });

  test('pinned zones sit beside local time and UTC, are kept, and can be removed', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/convert/timestamp?tz=UTC');
    await page.getByLabel('Unix timestamp').fill(T);
    const rows = zoneRows(page);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Local time (America/Sao_Paulo)');
    await expect(rows.nth(0)).toContainText('UTC-03:00 · Brazil');
    await expect(rows.nth(0)).toContainText('2024-02-29 09:34:56');
    await expect(rows.nth(1)).toContainText('UTC');
    await expect(rows.nth(1)).toContainText('2024-02-29 12:34:56');

    const add = page.getByRole('combobox', { name: 'Add a zone' });
    await add.fill('India');
    await zoneOption(page, 'Zones to add', 'Asia/Kolkata').click();
    await add.fill('Germany');
    await zoneOption(page, 'Zones to add', 'Europe/Berlin').click();
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(2)).toContainText('Asia/Kolkata');
    await expect(rows.nth(2)).toContainText('UTC+05:30 · India');
    await expect(rows.nth(2)).toContainText('2024-02-29 18:04:56');
    await expect(rows.nth(3)).toContainText('Europe/Berlin');
    await expect(rows.nth(3)).toContainText('UTC+01:00 · Germany');
    await expect(rows.nth(3)).toContainText('2024-02-29 13:34:56');
    // a pinned zone is not offered again
    await add.fill('Kolkata');
    await expect(page.getByRole('status').filter({ hasText: 'No time zone matches' })).toHaveText(
      'No time zone matches “Kolkata”. Try a city (Tokyo), a country (Japan) or an abbreviation (JST).',
    );
    await add.fill('');
    await page.getByRole('button', { name: 'Copy time in Asia/Kolkata' }).click();
    expect(await clip()).toBe('2024-02-29 18:04:56');
    // the rows follow the chosen format and the DateTime to Unix tab's instant too
    await page.getByLabel('Format', { exact: true }).selectOption('ISO 8601');
    await expect(rows.nth(2)).toContainText('2024-02-29T18:04:56.000+05:30');
    await page.getByRole('tab', { name: 'DateTime to Unix' }).click();
    await page.getByLabel('Date', { exact: true }).fill('2024-02-29');
    await page.getByLabel('Time (optional)').fill('12:34:56');
    await expect(rows.nth(3)).toContainText('2024-02-29T13:34:56.000+01:00');

    // kept with the tool's settings: a visit without a query brings them back
    await page.goto('/convert/timestamp');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(3)).toContainText('Europe/Berlin');
    await page.getByRole('button', { name: 'Remove Asia/Kolkata' }).click();
    await expect(rows).toHaveCount(3);
    await expect(page.getByTestId('zone-clocks')).not.toContainText('Asia/Kolkata');
    await page.goto('/convert/timestamp');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2)).toContainText('Europe/Berlin');
  });

  test('at phone width the open list fits the screen and options can be tapped', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/convert/timestamp?tz=UTC');
    await page.getByLabel('Unix timestamp').fill(T);
    await zoneBox(page).fill('new york');
    const list = page.getByRole('listbox', { name: 'Zones', exact: true });
    await expect(list).toBeVisible();
    const box = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await zoneOption(page, 'Zones', 'America/New_York').click();
    await expect(result(page).getByTestId('result-value').first()).toHaveText('2024-02-29 07:34:56');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
