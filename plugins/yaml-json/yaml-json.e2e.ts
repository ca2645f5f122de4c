import type { Page } from '@playwright/test';
import {
  test,
  expect,
  editorText,
  expectNoSeriousAxeViolations,
  pasteIntoEditor,
  stubClipboard,
  expectUploadRefusedOver5MB,
} from '../../tests/e2e/support';

const input = (page: Page) => page.getByLabel('YAML, JSON or TOML input');
const output = (page: Page, format: 'JSON' | 'YAML' | 'TOML') =>
  page.getByRole('textbox', { name: `${format} output` });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const alert = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first();

test.describe('YAML / TOML / JSON Converter', () => {
  test('YAML becomes JSON as it is typed, with the type-drift report and notes on what JSON cannot hold', async ({
    page,
    errors,
  }) => {
    // two readings and an accessibility scan of the whole page
    test.setTimeout(90_000);
    await page.goto('/convert/yaml-json');
    await expect(page.getByRole('heading', { level: 1, name: 'YAML / TOML / JSON Converter' })).toBeVisible();
    await input(page).fill('country: NO\nmode: 0755\nbig: 12345678901234567890\nlimit: .inf\n');
    await expect
      .poll(() => editorText(output(page, 'JSON')))
      .toBe('{\n  "country": "NO",\n  "mode": 755,\n  "big": 12345678901234567890,\n  "limit": "Infinity"\n}\n');
    await expect(page.getByRole('status', { name: 'Read as YAML 1.2' })).toBeVisible();
    const report = page.getByRole('region', { name: 'Type drift report' });
    await expect(report.getByRole('row')).toHaveCount(3);
    await expect(report.getByRole('row').nth(1)).toHaveText(/1\s*NO\s*string\s*boolean false/);
    await expect(report.getByRole('row').nth(2)).toHaveText(/2\s*0755\s*integer 755\s*integer 493/);
    await expect(page.getByRole('region', { name: 'Conversion notes' })).toContainText(
      'Line 4: Infinity has no JSON form: written as the string "Infinity" (/limit)',
    );
    await expectNoSeriousAxeViolations(page);
    // read as YAML 1.1, the same text gives 1.1's types
    await page.getByLabel('Read YAML as').selectOption('1.1');
    await expect.poll(() => editorText(output(page, 'JSON'))).toContain('"country": false');
    await expect(page.getByRole('status', { name: 'Read as YAML 1.1' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('anchors, aliases and merge keys are resolved; a billion laughs is refused naming the limit', async ({
    page,
  }) => {
    await page.goto('/convert/yaml-json');
    await input(page).fill('base: &b {x: 1, y: 2}\nitem:\n  <<: *b\n  y: 3\n');
    await expect
      .poll(() => editorText(output(page, 'JSON')))
      .toBe('{\n  "base": {\n    "x": 1,\n    "y": 2\n  },\n  "item": {\n    "x": 1,\n    "y": 3\n  }\n}\n');
    const laughs = ['a: &a [lol,lol,lol,lol,lol,lol,lol,lol,lol]'];
    for (let level = 1; level < 9; level++)
      laughs.push(
        `${String.fromCharCode(97 + level)}: &${String.fromCharCode(97 + level)} [${Array(9)
          .fill(`*${String.fromCharCode(96 + level)}`)
          .join(',')}]`,
      );
    await input(page).fill(laughs.join('\n'));
    await expect(alert(page, 'past 1,000,000 values (the alias limit)')).toBeVisible();
    await expect(alert(page, 'Alias limit reached')).toBeVisible();
  });

  test('errors give line and column and Go to error: duplicate key, tab indentation, JSON and TOML syntax', async ({
    page,
  }) => {
    await page.goto('/convert/yaml-json');
    await input(page).fill('a: 1\nb: 2\na: 3\n');
    await expect(alert(page, 'Duplicate key "a" (first on line 1)')).toBeVisible();
    await expect(page.getByText('Line 3, Column 1')).toBeVisible();
    await page.getByRole('button', { name: 'Go to error' }).click();
    await input(page).fill('a:\n\t- x\n');
    await expect(alert(page, 'Line 2 is indented with a tab. YAML indents with spaces only')).toBeVisible();
    await expect(page.getByText('Line 2, Column 1')).toBeVisible();
    await input(page).fill('{\n  "a": 1,\n  "b": tru\n}');
    await expect(alert(page, 'Invalid JSON')).toBeVisible();
    await expect(page.getByText('Line 3, Column 8')).toBeVisible();
    await input(page).fill('{"a": 1, "a": 2}');
    await expect(alert(page, 'Duplicate key "a"')).toBeVisible();
    await input(page).fill('a = 1\nb = = 2\n');
    await expect(alert(page, 'Invalid TOML')).toBeVisible();
    await expect(page.getByText(/Line 2, Column \d+/)).toBeVisible();
  });

  test('JSON to YAML quotes strings that look like other types; copy and download data.yaml', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/convert/yaml-json');
    await input(page).fill('{"v": "1.0", "t": "true", "o": "0755", "e": "", "n": "NO", "plain": "text"}');
    // the key n is quoted too: yaml.v2 reads a plain n as false
    await button(page, 'To YAML').click();
    const yaml = 'v: "1.0"\nt: "true"\no: "0755"\ne: ""\n"n": "NO"\nplain: text\n';
    await expect.poll(() => editorText(output(page, 'YAML'))).toBe(yaml);
    await expect(page.getByRole('status', { name: 'Read as JSON' })).toBeVisible();
    await expect(page).toHaveURL(/to=yaml/);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await clip()).toBe(yaml);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('data.yaml');
  });

  test('comments are kept when YAML is reformatted as YAML', async ({ page }) => {
    await page.goto('/convert/yaml-json?to=yaml');
    await input(page).fill('# settings\nserver:\n    port: 80 # http\n');
    await expect.poll(() => editorText(output(page, 'YAML'))).toBe('# settings\nserver:\n  port: 80 # http\n');
  });

  test('JSON to TOML, and what TOML cannot hold is said, not dropped', async ({ page }) => {
    await page.goto('/convert/yaml-json');
    await input(page).fill('{"name": "x", "owner": {"id": 1}}');
    await button(page, 'To TOML').click();
    await expect.poll(() => editorText(output(page, 'TOML'))).toBe('name = "x"\n\n[owner]\nid = 1\n');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('data.toml');
    await input(page).fill('{"a": null}');
    await expect(alert(page, 'The value at /a is null, and TOML has no null')).toBeVisible();
    await expect(alert(page, 'TOML has no null')).toBeVisible();
  });

  test('a null that blocks TOML offers Drop nulls beside the error; the switch is there for TOML output only', async ({
    page,
  }) => {
    await page.goto('/convert/yaml-json');
    await expect(page.getByRole('switch', { name: 'Drop nulls' })).toHaveCount(0);
    await input(page).fill('{"name": "x", "note": null, "tags": ["a", null]}');
    await button(page, 'To TOML').click();
    await expect(alert(page, 'Turn on Drop nulls to leave every null out')).toBeVisible();
    const drop = page.getByRole('switch', { name: 'Drop nulls' });
    await expect(drop).toHaveAttribute('aria-checked', 'false');
    await alert(page, 'TOML has no null').getByRole('button', { name: 'Drop nulls', exact: true }).click();
    await expect(drop).toHaveAttribute('aria-checked', 'true');
    await expect(page).toHaveURL(/dropNulls=true/);
    // python3 tomllib reads the output as {'name': 'x', 'tags': ['a']}
    await expect.poll(() => editorText(output(page, 'TOML'))).toBe('name = "x"\ntags = ["a"]\n');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Conversion notes' })).toContainText('/note: null left out');
    await expect(page.getByRole('button', { name: 'Drop nulls', exact: true })).toHaveCount(0);
    await button(page, 'To JSON').click();
    await expect(drop).toHaveCount(0);
    await expect(output(page, 'JSON')).toContainText('"note": null');
  });

  test('a YAML mistake is said in plain words at the line that is wrong, with Go to error', async ({ page }) => {
    await page.goto('/convert/yaml-json');
    await input(page).fill('a: 1\n  b: 2');
    const error = alert(page, 'Invalid YAML');
    await expect(error).toContainText(
      'Line 2 is indented under "a: 1", but "a" already has a value (1), so nothing can be nested under it.',
    );
    await expect(error).toContainText('Line 2, Column 1');
    await error.getByRole('button', { name: 'Go to error' }).click();
    await expect(input(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(' ');
    await expect(page.locator('.cm-line').nth(1).locator('.cm-mark-error')).toHaveCount(1);
    await input(page).fill("name: 'x\n");
    await expect(alert(page, "The string opened with ' on line 1 never ends")).toBeVisible();
  });

  test('JSON given to the tool set to read TOML is read as JSON, and says so with one click back', async ({ page }) => {
    await page.goto('/convert/toml-json');
    await pasteIntoEditor(input(page), '{"name": "web", "port": 80}');
    await expect(page.getByRole('status').filter({ hasText: 'Looks like JSON — read as JSON.' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Read as JSON' })).toBeVisible();
    await expect(page).toHaveURL(/from=json/);
    await expect.poll(() => editorText(output(page, 'JSON'))).toBe('{\n  "name": "web",\n  "port": 80\n}\n');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Read as TOML' }).click();
    await expect(page).toHaveURL(/from=toml/);
    await expect(alert(page, 'Invalid TOML')).toBeVisible();
    await expect(page.getByText('Looks like JSON — read as JSON.')).toHaveCount(0);
  });

  test('TOML becomes JSON; its date-time is named as having no JSON form', async ({ page }) => {
    await page.goto('/convert/yaml-json');
    await input(page).fill('[owner]\nname = "Tom"\ndob = 1979-05-27T07:32:00-08:00\n');
    await expect
      .poll(() => editorText(output(page, 'JSON')))
      .toBe('{\n  "owner": {\n    "name": "Tom",\n    "dob": "1979-05-27T07:32:00-08:00"\n  }\n}\n');
    await expect(page.getByRole('status', { name: 'Read as TOML' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Conversion notes' })).toContainText(
      'The date-time 1979-05-27T07:32:00-08:00 has no JSON form',
    );
  });

  test('TOML fractions of a second keep every digit, to JSON and back to TOML', async ({ page }) => {
    await page.goto('/convert/yaml-json');
    // tomllib reads a as 1979-05-27T00:32:00.999999-07:00 and cuts b to .123456; every digit is kept here
    await input(page).fill('a = 1979-05-27T00:32:00.999999-07:00\nb = 1979-05-27T00:32:00.123456789-07:00\n');
    await expect
      .poll(() => editorText(output(page, 'JSON')))
      .toBe('{\n  "a": "1979-05-27T00:32:00.999999-07:00",\n  "b": "1979-05-27T00:32:00.123456789-07:00"\n}\n');
    await expect(page.getByRole('region', { name: 'Conversion notes' })).toContainText(
      'The date-time 1979-05-27T00:32:00.123456789-07:00 has no JSON form',
    );
    await button(page, 'To TOML').click();
    await expect
      .poll(() => editorText(output(page, 'TOML')))
      .toBe('a = 1979-05-27T00:32:00.999999-07:00\nb = 1979-05-27T00:32:00.123456789-07:00\n');
  });

  test('YAML 1.1 reads 1e3 and 08 as strings, as PyYAML does, and the drift report says so', async ({ page }) => {
    await page.goto('/convert/yaml-json');
    await input(page).fill('a: 1e3\nb: 1.0e+3\nc: 08\n');
    await expect.poll(() => editorText(output(page, 'JSON'))).toBe('{\n  "a": 1e3,\n  "b": 1.0e+3,\n  "c": 8\n}\n');
    const report = page.getByRole('region', { name: 'Type drift report' });
    await expect(report.getByRole('row')).toHaveCount(3);
    await expect(report.getByRole('row').nth(1)).toHaveText(/1\s*1e3\s*float 1000\s*string/);
    await expect(report.getByRole('row').nth(2)).toHaveText(/3\s*08\s*integer 8\s*string/);
    // python3 -c 'import yaml; print(yaml.safe_load("a: 1e3\nb: 1.0e+3\nc: 08\n"))' prints {'a': '1e3', 'b': 1000.0, 'c': '08'}
    await page.getByLabel('Read YAML as').selectOption('1.1');
    await expect
      .poll(() => editorText(output(page, 'JSON')))
      .toBe('{\n  "a": "1e3",\n  "b": 1.0e+3,\n  "c": "08"\n}\n');
  });

  test('a file opens with its byte order mark dropped; each side is highlighted as its format', async ({ page }) => {
    // handing the browser a 5 MB file is slow on a busy machine
    test.setTimeout(90_000);
    await page.goto('/convert/yaml-json');
    await page.getByLabel('Upload file').setInputFiles({
      name: 'config.toml',
      mimeType: 'application/toml',
      buffer: Buffer.from('\uFEFF# served here\nport = 8080\n'),
    });
    await expect.poll(() => editorText(output(page, 'JSON'))).toBe('{\n  "port": 8080\n}\n');
    // a highlighted token is a span with the highlighter's class
    const token = (name: string, text: string) =>
      page.getByRole('textbox', { name }).locator('span[class]').filter({ hasText: text }).first();
    await expect(token('YAML, JSON or TOML input', '# served here')).toBeVisible();
    await expect(token('JSON output', '"port"')).toBeVisible();
    await button(page, 'To YAML').click();
    await expect(token('YAML output', 'port')).toBeVisible();
    await expectUploadRefusedOver5MB(page, 'Upload file', 'big.yaml');
  });

  test('a stream of documents becomes a JSON array or JSON Lines (data.jsonl)', async ({ page }) => {
    await page.goto('/convert/yaml-json');
    await input(page).fill('a: 1\n---\nb: 2\n');
    await expect
      .poll(() => editorText(output(page, 'JSON')))
      .toBe('[\n  {\n    "a": 1\n  },\n  {\n    "b": 2\n  }\n]\n');
    await page.getByLabel('Several documents').selectOption('lines');
    await expect.poll(() => editorText(output(page, 'JSON'))).toBe('{"a":1}\n{"b":2}\n');
    await expect(page.getByText('2 documents · JSON Lines')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('data.jsonl');
  });

  test('the input format can be chosen instead of detected', async ({ page }) => {
    await page.goto('/convert/yaml-json');
    await input(page).fill('a: 1');
    await expect.poll(() => editorText(output(page, 'JSON'))).toBe('{\n  "a": 1\n}\n');
    await page.getByLabel('Input format').selectOption('json');
    await expect(alert(page, 'Invalid JSON')).toBeVisible();
  });

  test('each format has its example; a blank input asks for text; input and format survive a reload', async ({
    page,
  }) => {
    await page.goto('/convert/yaml-json');
    await button(page, 'To JSON').click();
    await expect(alert(page, 'Please enter YAML, JSON or TOML to convert')).toBeVisible();
    await page.getByRole('button', { name: 'Example' }).click();
    await expect.poll(() => editorText(output(page, 'JSON'))).toContain('"big_id": 12345678901234567890');
    await expect(page.getByRole('region', { name: 'Type drift report' })).toContainText('0755');
    await button(page, 'To YAML').click();
    await page.getByRole('button', { name: 'Example' }).click();
    await expect.poll(() => editorText(input(page))).toContain('title = "TOML Example"');
    await expect.poll(() => editorText(output(page, 'YAML'))).toContain('dob: "1979-05-27T07:32:00-08:00"');
    await button(page, 'To TOML').click();
    await page.getByRole('button', { name: 'Example' }).click();
    await expect.poll(() => editorText(output(page, 'TOML'))).toContain('[[authors]]');
    await page.reload();
    await expect.poll(() => editorText(input(page))).toContain('"name": "demo"');
    await expect.poll(() => editorText(output(page, 'TOML'))).toContain('[[authors]]');
  });

  test('copy and download with no output say so', async ({ page }) => {
    await stubClipboard(page);
    await page.goto('/convert/yaml-json');
    await button(page, 'Copy').click();
    await expect(page.getByText('No output to copy')).toBeVisible();
    await page.getByRole('button', { name: 'close', exact: true }).first().click();
    await button(page, 'Download').click();
    await expect(page.getByText('No output to download')).toBeVisible();
  });

  test('JSON nested deeper than the writer can follow is refused, not a crash', async ({ page, errors }) => {
    await page.goto('/convert/yaml-json');
    // 50,000 arrays: the reader keeps its own stack, the writer recurses and runs out of call stack
    await pasteIntoEditor(input(page), '['.repeat(50_000) + ']'.repeat(50_000));
    const refusal = alert(page, 'The input is nested too deeply to convert');
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('Conversion failed');
    expect(errors).toEqual([]);
  });

  test('a failing background job says Conversion failed', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'Worker', {
        value: class {
          constructor() {
            throw new Error('workers are unavailable');
          }
        },
      });
    });
    await page.goto('/convert/yaml-json');
    // past 150,000 characters the conversion waits for the button and runs in a worker
    await pasteIntoEditor(input(page), '- x\n'.repeat(40_000));
    await button(page, 'To JSON').click();
    await expect(alert(page, 'Conversion failed')).toBeVisible();
  });

  test('a 2 MB YAML input says in the output card that it waits, and Ctrl+Enter converts it', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/convert/yaml-json');
    const parts: string[] = [];
    let size = 0;
    for (let i = 0; size < 2 * 1024 * 1024; i++) {
      const s = `- id: ${i}\n  name: Item ${i}\n`;
      parts.push(s);
      size += s.length;
    }
    await pasteIntoEditor(input(page), parts.join(''));
    const card = page.getByTestId('transform-output');
    await expect(card.getByText('Large input: press To JSON or Ctrl+Enter')).toBeVisible();
    await expect(card.getByText('The converted text will appear here.')).toHaveCount(0);
    await input(page).press('ControlOrMeta+Enter');
    await expect(card.getByText('Large input: press To JSON or Ctrl+Enter')).toHaveCount(0, { timeout: 60_000 });
    await expect(output(page, 'JSON')).toBeVisible();
    await expect.poll(() => editorText(output(page, 'JSON')), { timeout: 30_000 }).toMatch(/^\[\n {2}\{\n {4}"id": 0,/);
  });

  test('a 5 MB YAML input converts in the worker without freezing the page', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/convert/yaml-json');
    const parts: string[] = [];
    let size = 0;
    for (let i = 0; size < 5 * 1024 * 1024; i++) {
      const s = `- id: ${i}\n  name: Item ${i}\n  active: true\n`;
      parts.push(s);
      size += s.length;
    }
    await pasteIntoEditor(input(page), parts.join(''));
    await button(page, 'To JSON').click();
    // the page answers while the worker converts
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(page.getByText(/characters · 1 document/)).toBeVisible({ timeout: 150_000 });
  });
});
