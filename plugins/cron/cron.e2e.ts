import type { Page } from '@playwright/test';
import { test, expect, editorText, expectNoSeriousAxeViolations, pasteIntoEditor } from '../../tests/e2e/support';

const expression = (page: Page) => page.getByRole('textbox', { name: 'Cron expression' });
/** the next runs: a table in the schedule's zone and the visitor's, which keeps the text Copy takes */
const output = (page: Page, zone = 'UTC') => page.getByRole('group', { name: `Next runs (${zone})` });
const runs = (page: Page) => page.getByTestId('transform-output').getByRole('table');
const fields = (page: Page) => page.getByRole('region', { name: 'Fields' });
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
/** The zone the schedule runs in: the zone picker, a combobox that finds zones as one types. */
const zoneBox = (page: Page) => page.getByRole('combobox', { name: 'Runs in time zone' });

/** Every search starts at a fixed instant, so nothing here depends on the clock. */
const FROM = 'from=2026-03-07T12%3A00Z';

/** A paste outside any field, as the browser delivers one from the clipboard. */
const paste = (page: Page, text: string) =>
  page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);

/*
 * The runs of each macro from 2026-03-07T12:00Z, from croniter 1.3.5 (Debian's python3-croniter):
 *
 *   /usr/bin/python3 -c "from croniter import croniter; from datetime import datetime, timezone
 *   it = croniter('@yearly', datetime(2026, 3, 7, 12, tzinfo=timezone.utc))
 *   print([it.get_next(datetime).strftime('%a %Y-%m-%d %H:%M') for _ in range(5)])"
 *
 * and the same for each macro below; cron writes each as five fields (man 5 crontab).
 */
const MACROS = [
  {
    macro: '@yearly',
    meaning: 'once a year',
    fields: '0 0 1 1 *',
    sentence: 'At 00:00, on day 1 of the month, only in January',
    runs: [
      'Fri 2027-01-01 00:00',
      'Sat 2028-01-01 00:00',
      'Mon 2029-01-01 00:00',
      'Tue 2030-01-01 00:00',
      'Wed 2031-01-01 00:00',
    ],
  },
  {
    macro: '@annually',
    meaning: 'once a year',
    fields: '0 0 1 1 *',
    sentence: 'At 00:00, on day 1 of the month, only in January',
    runs: [
      'Fri 2027-01-01 00:00',
      'Sat 2028-01-01 00:00',
      'Mon 2029-01-01 00:00',
      'Tue 2030-01-01 00:00',
      'Wed 2031-01-01 00:00',
    ],
  },
  {
    macro: '@monthly',
    meaning: 'once a month',
    fields: '0 0 1 * *',
    sentence: 'At 00:00, on day 1 of the month',
    runs: [
      'Wed 2026-04-01 00:00',
      'Fri 2026-05-01 00:00',
      'Mon 2026-06-01 00:00',
      'Wed 2026-07-01 00:00',
      'Sat 2026-08-01 00:00',
    ],
  },
  {
    macro: '@weekly',
    meaning: 'once a week',
    fields: '0 0 * * 0',
    sentence: 'At 00:00, only on Sunday',
    runs: [
      'Sun 2026-03-08 00:00',
      'Sun 2026-03-15 00:00',
      'Sun 2026-03-22 00:00',
      'Sun 2026-03-29 00:00',
      'Sun 2026-04-05 00:00',
    ],
  },
  {
    macro: '@daily',
    meaning: 'once a day',
    fields: '0 0 * * *',
    sentence: 'At 00:00',
    runs: [
      'Sun 2026-03-08 00:00',
      'Mon 2026-03-09 00:00',
      'Tue 2026-03-10 00:00',
      'Wed 2026-03-11 00:00',
      'Thu 2026-03-12 00:00',
    ],
  },
  {
    macro: '@hourly',
    meaning: 'once an hour',
    fields: '0 * * * *',
    sentence: 'Every hour',
    runs: [
      'Sat 2026-03-07 13:00',
      'Sat 2026-03-07 14:00',
      'Sat 2026-03-07 15:00',
      'Sat 2026-03-07 16:00',
      'Sat 2026-03-07 17:00',
    ],
  },
] as const;
const runsText = (runs: readonly string[]) => runs.map((r) => `${r} +00:00`).join('\n');

test.describe('Cron Explainer', () => {
  test.use({ timezoneId: 'Europe/Paris' });
  // the page is light, but the machine the suite runs on may be shared and slow
  test.describe.configure({ timeout: 60_000 });

  test('explains an expression in a sentence and field by field, and lists the next runs in two zones', async ({
    page,
    errors,
  }) => {
    await page.goto(`/tools/cron?${FROM}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cron Explainer' })).toBeVisible();
    await expression(page).fill('*/15 9-17 * * MON-FRI');
    await expect(page.getByTestId('cron-sentence')).toHaveText(
      'Every 15 minutes, between 09:00 and 17:59, Monday through Friday',
    );
    await expect(page.getByTestId('cron-dialect')).toHaveText('Read as: Unix (5 fields) · runs in UTC');
    await expect(fields(page).getByRole('row', { name: /minute/ })).toContainText('every 15 minutes');
    await expect(fields(page).getByRole('row', { name: /day-of-week/ })).toContainText('Monday through Friday');
    // 2026-03-07 is a Saturday: the first run is Monday 09:00 UTC, 10:00 in Paris
    await expect(output(page)).toHaveAttribute(
      'data-output-text',
      /^Mon 2026-03-09 09:00 \+00:00\nMon 2026-03-09 09:15 \+00:00/,
    );
    const first = runs(page).getByRole('row').nth(1);
    await expect(first).toContainText('Mon 2026-03-09 09:00 +00:00');
    await expect(first).toContainText('Mon 2026-03-09 10:00 +01:00');
    await expect(runs(page).getByRole('columnheader', { name: 'Your time (Europe/Paris)' })).toBeVisible();
    await expect(runs(page).getByRole('row')).toHaveCount(11);
    // shown once: the table stands in for the text
    await expect(page.getByRole('textbox', { name: 'Next runs (UTC)' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('says what croner does in the spring-forward gap and the fall-back overlap', async ({ page }) => {
    await page.goto(`/tools/cron?${FROM}&zone=America%2FNew_York&count=5`);
    await expression(page).fill('30 2 * * *');
    await expect(runs(page).getByRole('row').nth(1)).toContainText(
      '02:30 does not exist on 2026-03-08 (clocks jump from 02:00 to 03:00); croner, like Vixie cron, runs a fixed-time job at the first minute after the gap, 03:00',
    );
    await expect(runs(page).getByRole('row').nth(1)).toContainText('Sun 2026-03-08 03:00 -04:00');
    await page.getByLabel('Next runs from').fill('2026-11-01T00:00');
    await expression(page).fill('*/30 1 * * *');
    await expect(output(page, 'America/New_York')).toHaveAttribute('data-output-text', /this is the second \(-05:00\)/);
  });

  test('warns when day-of-month and day-of-week are both restricted, and says plainly when it never runs', async ({
    page,
  }) => {
    await page.goto(`/tools/cron?${FROM}`);
    await expression(page).fill('0 0 1 * 1');
    await expect(page.getByText(/cron runs on a day that matches EITHER of them/)).toBeVisible();
    await expression(page).fill('0 0 30 2 *');
    await expect(page.getByRole('status').filter({ hasText: 'Never runs' })).toContainText(
      "Never runs: no date matches it in 400 years, a full cycle of the calendar's weekdays and leap years.",
    );
  });

  test('explains each macro in words, says what it stands for and lists its runs', async ({ page, errors }) => {
    await page.goto(`/tools/cron?${FROM}&count=5`);
    for (const { macro, meaning, fields: stands, sentence, runs: expected } of MACROS) {
      await expression(page).fill(macro);
      await expect(page.getByTestId('cron-sentence')).toHaveText(sentence);
      await expect(page.getByTestId('cron-macro')).toHaveText(`${macro} runs ${meaning}: it stands for ${stands}`);
      await expect(page.getByTestId('cron-dialect')).toHaveText('Read as: Unix (5 fields) · runs in UTC');
      await expect(output(page)).toHaveAttribute('data-output-text', runsText(expected));
      await expect(runs(page).getByRole('row')).toHaveCount(6);
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
    // a Kubernetes schedule with its zone
    await expression(page).fill('CRON_TZ=Asia/Tokyo @daily');
    await expect(page.getByTestId('cron-dialect')).toHaveText('Read as: Kubernetes (CRON_TZ) · runs in Asia/Tokyo');
    // croniter: croniter('@daily', datetime(2026, 3, 7, 12, tzinfo=timezone.utc).astimezone(ZoneInfo('Asia/Tokyo')))
    await expect(output(page)).toHaveAttribute(
      'data-output-text',
      /^Sun 2026-03-08 00:00 \+09:00\nMon 2026-03-09 00:00 \+09:00/,
    );
    expect(errors).toEqual([]);
  });

  test('@reboot runs at boot, not on a schedule: no runs are listed and nothing is an error', async ({ page }) => {
    await page.goto(`/tools/cron?${FROM}`);
    await expression(page).fill('@reboot');
    await expect(page.getByTestId('cron-sentence')).toHaveText(
      'Once each time cron starts (at system boot), not on a schedule',
    );
    await expect(page.getByRole('textbox', { name: 'Next runs (UTC)' })).toHaveValue(
      'No next runs: @reboot runs at boot, not on a schedule.',
    );
    await expect(runs(page)).toHaveCount(0);
    await expect(fields(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a dialect without macros says so, with the same schedule in its own fields', async ({ page }) => {
    await page.goto(`/tools/cron?${FROM}&dialect=quartz`);
    await expression(page).fill('@weekly');
    await expect(
      alertWith(
        page,
        'Quartz has no macros such as @weekly: write 0 0 0 ? * SUN. Unix cron and Kubernetes read @weekly.',
      ),
    ).toContainText('Line 1, Column 1');
    await page.getByLabel('Dialect').selectOption('aws');
    await expect(
      alertWith(
        page,
        'AWS EventBridge has no macros such as @weekly: write cron(0 0 ? * SUN *). Unix cron and Kubernetes read @weekly.',
      ),
    ).toBeVisible();
    await page.getByLabel('Dialect').selectOption('k8s');
    await expression(page).fill('@reboot');
    await expect(
      alertWith(
        page,
        'Kubernetes (CRON_TZ) has no @reboot: it runs jobs only on a schedule. Unix cron (Vixie cron, cronie) reads @reboot.',
      ),
    ).toBeVisible();
  });

  test('a macro pasted on the home page opens the tool, which explains it; so does a shared link', async ({
    page,
    errors,
  }) => {
    await page.goto('/');
    await expect(page.getByText(/Or paste anything on this page/)).toBeVisible();
    await paste(page, '@weekly');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('Cron Explainer');
    await expect(first).toContainText('Cron shortcut');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/cron$/);
    await expect.poll(() => editorText(expression(page))).toBe('@weekly');
    await expect(page.getByTestId('cron-sentence')).toHaveText('At 00:00, only on Sunday');
    // the search starts now: every run is a Sunday midnight
    await expect(output(page)).toHaveAttribute(
      'data-output-text',
      /^(Sun \d{4}-\d\d-\d\d 00:00 \+00:00\n){9}Sun \d{4}-\d\d-\d\d 00:00 \+00:00$/,
    );
    await page.getByLabel('Next runs from').fill('2026-03-07T12:00Z');
    await page.getByLabel('Runs', { exact: true }).selectOption('5');
    await expect(output(page)).toHaveAttribute('data-output-text', runsText(MACROS[3].runs));

    await page.goto(`/tools/cron?${FROM}&count=5#input=%40monthly`);
    await expect(page.getByTestId('cron-macro')).toHaveText('@monthly runs once a month: it stands for 0 0 1 * *');
    await expect(output(page)).toHaveAttribute('data-output-text', runsText(MACROS[2].runs));
    expect(errors).toEqual([]);
  });

  test('lists the 10 runs asked for of a schedule that fires once every four years (February 29)', async ({ page }) => {
    await page.goto('/tools/cron?from=2026-01-01T00%3A00Z');
    await expression(page).fill('0 0 29 2 *');
    // croniter 1.3.5: croniter('0 0 29 2 *', datetime(2026, 1, 1, tzinfo=timezone.utc)), 10 times get_next
    await expect(output(page)).toHaveAttribute(
      'data-output-text',
      runsText([
        'Tue 2028-02-29 00:00',
        'Sun 2032-02-29 00:00',
        'Fri 2036-02-29 00:00',
        'Wed 2040-02-29 00:00',
        'Mon 2044-02-29 00:00',
        'Sat 2048-02-29 00:00',
        'Thu 2052-02-29 00:00',
        'Tue 2056-02-29 00:00',
        'Sun 2060-02-29 00:00',
        'Fri 2064-02-29 00:00',
      ]),
    );
    await expect(runs(page).getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('status').filter({ hasText: /Few runs|Only/ })).toHaveCount(0);
    // 2100 is no leap year: 2096 is followed by 2104 (croniter, from 2080-01-01T00:00Z)
    await page.getByLabel('Next runs from').fill('2080-01-01T00:00Z');
    await expect(output(page)).toHaveAttribute(
      'data-output-text',
      runsText([
        'Thu 2080-02-29 00:00',
        'Tue 2084-02-29 00:00',
        'Sun 2088-02-29 00:00',
        'Fri 2092-02-29 00:00',
        'Wed 2096-02-29 00:00',
        'Fri 2104-02-29 00:00',
        'Wed 2108-02-29 00:00',
        'Mon 2112-02-29 00:00',
        'Sat 2116-02-29 00:00',
        'Thu 2120-02-29 00:00',
      ]),
    );
  });

  test('names an invalid field with its reason and column; Go to error selects it', async ({ page }) => {
    await page.goto(`/tools/cron?${FROM}`);
    await expression(page).fill('0 0 32 * *');
    const alert = alertWith(page, 'day-of-month 32 is out of range 1–31');
    await expect(alert).toContainText('Invalid cron expression');
    await expect(alert).toContainText('Line 1, Column 5');
    await alert.getByRole('button', { name: 'Go to error' }).click();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('3');
    await expression(page).fill('0 0 * * *');
    await page.getByLabel('Next runs from').fill('yesterday');
    await expect(alertWith(page, 'Invalid start time')).toBeVisible();
    // the start is outlined, not the expression, which is fine
    await expect(page.getByLabel('Next runs from')).toHaveAttribute('aria-invalid', 'true');
    await expect(expression(page)).not.toHaveAttribute('aria-invalid');
  });

  test('reads Quartz and AWS dialects, detected or chosen', async ({ page }) => {
    await page.goto(`/tools/cron?${FROM}`);
    await expression(page).fill('0 15 10 ? * 6L 2027');
    await expect(page.getByTestId('cron-dialect')).toHaveText('Read as: Quartz · runs in UTC');
    await expect(page.getByTestId('cron-sentence')).toHaveText(
      'At 10:15, on the last Friday of the month, only in 2027',
    );
    await expect(output(page)).toHaveAttribute('data-output-text', /^Fri 2027-01-29 10:15:00 \+00:00/);
    await expression(page).fill('cron(0 12 ? * 2#1 *)');
    await expect(page.getByTestId('cron-dialect')).toHaveText('Read as: AWS EventBridge · runs in UTC');
    await expect(output(page)).toHaveAttribute('data-output-text', /^Mon 2026-04-06 12:00 \+00:00/);
    await page.getByLabel('Dialect').selectOption('unix');
    await expect(alertWith(page, 'Unix (5 fields) has 5 fields')).toBeVisible();
  });

  test('lists the runs of a Quartz L-3 (three days before the last day of the month), and refuses a backwards year', async ({
    page,
    errors,
  }) => {
    await page.goto(`/tools/cron?${FROM}`);
    await expression(page).fill('0 0 0 L-3 * ?');
    await expect(page.getByTestId('cron-dialect')).toHaveText('Read as: Quartz · runs in UTC');
    await expect(page.getByTestId('cron-sentence')).toHaveText('At 00:00, 3 days before the last day of the month');
    await expect(fields(page).getByRole('row', { name: /day-of-month/ })).toContainText(
      '3 days before the last day of the month',
    );
    // python3 calendar: March 2026 has 31 days, April 30, May 31
    await expect(output(page)).toHaveAttribute(
      'data-output-text',
      /^Sat 2026-03-28 00:00:00 \+00:00\nMon 2026-04-27 00:00:00 \+00:00\nThu 2026-05-28 00:00:00 \+00:00/,
    );
    await expect(runs(page).getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // a range that wraps is Quartz syntax in every field but the year
    await expression(page).fill('0 0 0 1 * ? 2030-2027');
    await expect(alertWith(page, 'year range 2030-2027 runs backwards: years do not wrap around')).toContainText(
      'Line 1, Column 13',
    );
    expect(errors).toEqual([]);
  });

  test('keeps the expression, dialect and zone across reload and Back', async ({ page }) => {
    await page.goto(`/tools/cron?${FROM}`);
    await expression(page).fill('0 9 * * *');
    await zoneBox(page).fill('Asia/Tokyo');
    await zoneBox(page).press('Enter');
    await page.getByLabel('Dialect').selectOption('unix');
    await expect(output(page, 'Asia/Tokyo')).toHaveAttribute('data-output-text', /^Sun 2026-03-08 09:00 \+09:00/);
    await expect(page).toHaveURL(/zone=Asia%2FTokyo/);
    await expect(page).toHaveURL(/dialect=unix/);
    await page.reload();
    await expect.poll(() => editorText(expression(page))).toBe('0 9 * * *');
    await expect(output(page, 'Asia/Tokyo')).toHaveAttribute('data-output-text', /^Sun 2026-03-08 09:00 \+09:00/);
    await page.goto('/tools/uuid');
    await page.goBack();
    await expect.poll(() => editorText(expression(page))).toBe('0 9 * * *');
    await expect(zoneBox(page)).toHaveValue('Asia/Tokyo');
  });

  test('the zone picker finds a zone by city, country or abbreviation, with its IANA name and offset', async ({
    page,
  }) => {
    await page.goto(`/tools/cron?${FROM}`);
    await expression(page).fill('0 9 * * *');
    const box = zoneBox(page);
    await expect(box).toHaveValue('UTC');
    await box.fill('Tokyo');
    const list = page.getByRole('listbox', { name: 'Zones' });
    // the option names the IANA zone, its offset now (Japan keeps no daylight saving time) and its country
    await expect(list.getByRole('option').first()).toHaveText(/^Asia\/Tokyo\s*UTC\+09:00 · Japan$/);
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    await expect(box).toHaveValue('Asia/Tokyo');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // croniter: croniter('0 9 * * *', datetime(2026, 3, 7, 12, tzinfo=timezone.utc).astimezone(ZoneInfo('Asia/Tokyo')))
    await expect(output(page, 'Asia/Tokyo')).toHaveAttribute('data-output-text', /^Sun 2026-03-08 09:00 \+09:00/);
    await expect(page).toHaveURL(/zone=Asia%2FTokyo/);
    // a country and an abbreviation, picked with the arrow keys
    await box.fill('JST');
    await expect(list.getByRole('option').first()).toHaveText(/^Asia\/Tokyo/);
    await box.fill('france');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await box.press('Enter');
    await expect(box).toHaveValue('Europe/Paris');
    await expect(output(page, 'Europe/Paris')).toBeVisible();
    // Escape closes the list and keeps the zone in use
    await box.fill('new york');
    await expect(list.getByRole('option').first()).toHaveText(/^America\/New_York/);
    await box.press('Escape');
    await expect(box).toHaveValue('Europe/Paris');
    await expectNoSeriousAxeViolations(page);
  });

  test('a link names its zone by IANA name or as people do, and an unknown zone is outlined in the zone field', async ({
    page,
  }) => {
    await page.goto(`/tools/cron?${FROM}&zone=Asia%2FTokyo`);
    await expression(page).fill('0 9 * * *');
    await expect(zoneBox(page)).toHaveValue('Asia/Tokyo');
    await expect(output(page, 'Asia/Tokyo')).toHaveAttribute('data-output-text', /^Sun 2026-03-08 09:00 \+09:00/);
    await page.goto(`/tools/cron?${FROM}&zone=Tokyo`);
    await expression(page).fill('0 9 * * *');
    await expect(zoneBox(page)).toHaveValue('Asia/Tokyo');
    await expect(output(page, 'Asia/Tokyo')).toHaveAttribute('data-output-text', /^Sun 2026-03-08 09:00 \+09:00/);
    await page.goto(`/tools/cron?${FROM}&zone=Mars%2FBase`);
    await expression(page).fill('0 0 * * *');
    await expect(alertWith(page, 'Unknown time zone')).toContainText('"Mars/Base" is not an IANA time zone');
    const box = zoneBox(page);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(expression(page)).not.toHaveAttribute('aria-invalid');
    await expect(box).toHaveAccessibleDescription(
      '“Mars/Base” is not a time zone this browser knows: type a city, a country or an abbreviation and pick a zone.',
    );
    // picking a zone takes the outline away and the schedule runs there
    await box.fill('utc');
    await box.press('Enter');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await expect(output(page)).toHaveAttribute('data-output-text', /^Sun 2026-03-08 00:00 \+00:00/);
  });

  test('the Example button loads an expression with its zone and start', async ({ page }) => {
    await page.goto('/tools/crontab');
    await expect(page).toHaveURL(/\/tools\/cron$/);
    await page.getByRole('button', { name: 'Example' }).click();
    await expect(output(page, 'America/New_York')).toHaveAttribute('data-output-text', /^Sun 2026-03-08 03:00 -04:00/);
  });

  test('a 5 MB paste waits for Explain, runs in the worker and is refused with the field count', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/tools/cron?${FROM}`);
    const big = '0 0 * * * '.repeat(Math.ceil((5 * 1024 * 1024) / 10));
    await pasteIntoEditor(expression(page), big);
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    // the page answers while the worker reads it
    const t0 = Date.now();
    await page.evaluate(() => 1);
    expect(Date.now() - t0).toBeLessThan(1000);
    await expect(alertWith(page, 'Quartz has 6 or 7 fields')).toContainText(
      `this has ${big.trim().split(' ').length}`,
      {
        timeout: 30_000,
      },
    );
  });
});
