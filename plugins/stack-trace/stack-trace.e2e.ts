import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  editorText,
  expectNoSeriousAxeViolations,
  failOnDialog,
  pasteIntoEditor,
  stubClipboard,
} from '../../tests/e2e/support';

const input = (page: Page) => page.getByRole('textbox', { name: /stack trace input$/ });
/** The output editor (its frame: colours, lines). */
const output = (page: Page) =>
  page.locator('.cm-editor').filter({ has: page.getByRole('textbox', { name: 'Formatted stack trace' }) });
const outputLines = (page: Page) => page.locator('[data-lines]');
const lineClasses = (page: Page) =>
  output(page)
    .locator('[data-line-class]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-line-class')));

/** One toast at a time (shared notify): close the visible one before raising the next. */
async function dismissToast(page: Page, text: string) {
  await page.getByRole('button', { name: 'close', exact: true }).first().click();
  await expect(page.getByText(text)).toBeHidden();
}

test.describe('Stack Trace Formatter', () => {
  test('.NET is the default tab; Copy and Download are disabled until there is input', async ({ page, errors }) => {
    await page.goto('/format/stack-trace');
    await expect(page.getByRole('tab', { name: '.NET' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab')).toHaveText(['.NET', 'Java', 'JavaScript', 'Python', 'Generic']);
    // the code view follows the site theme by default; the three fixed palettes stay selectable
    await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('site');
    await expect(page.getByLabel('Theme', { exact: true }).locator('option')).toHaveText([
      'Site theme (light or dark)',
      'VS Code Dark',
      'Light Theme',
      'Monokai',
    ]);
    await expect(page.getByText('Formatted stack trace will appear here...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled();
    const box = await input(page).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(400);
    await input(page).fill('System.Exception: boom\n   at A.B() in C:\\a.cs:line 3');
    await expect(output(page)).toContainText('System.Exception');
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => editorText(input(page))).toBe('');
    await expect(page.getByText('Formatted stack trace will appear here...')).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const [tab, first] of [
    ['.NET', 'System.InvalidOperationException'],
    ['Java', 'java.lang.IllegalStateException'],
    ['JavaScript', 'TypeError'],
    ['Python', 'Traceback'],
    ['Generic', 'Error: Request failed'],
  ] as const) {
    test(`Load Example for ${tab} shows the example with line numbers, and no toast: the example is on screen`, async ({
      page,
    }) => {
      await page.goto('/format/stack-trace');
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.getByRole('button', { name: 'Load Example' }).click();
      await expect(input(page)).toHaveInputText(new RegExp(`^${first}`));
      await expect(output(page)).toContainText(first);
      expect(await output(page).innerText()).toMatch(/^1\s/);
      await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    });
  }

  test('lines are classified (exception, method, file, cause, end of inner exception) and coloured, live as the input changes', async ({
    page,
  }) => {
    // two accessibility scans and four palettes: more than the default budget on a busy machine
    test.setTimeout(60_000);
    await page.goto('/format/stack-trace');
    await input(page).fill(
      [
        'System.InvalidOperationException: outer',
        ' ---> System.ArgumentException: inner',
        '   at Shop.Svc.Run(Order order) in C:\\src\\Svc.cs:line 42',
        '   --- End of inner exception stack trace ---',
        '  File "/app/main.py", line 12, in main',
        'Caused by: java.io.IOException: disk',
        'plain text',
      ].join('\n'),
    );
    await expect
      .poll(() => lineClasses(page))
      .toEqual(['exception', 'cause', 'method', 'end-inner', 'file', 'cause', 'plain']);
    // the light site shows the Light Theme by default; VS Code Dark stays selectable
    await expect(output(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.getByLabel('Theme', { exact: true }).selectOption('VS Code Dark');
    // VS Code Dark: method name, parameters, file path and line number each have their colour
    await expect(output(page).getByText('Shop.Svc.Run', { exact: true })).toHaveCSS('color', 'rgb(220, 220, 170)');
    await expect(output(page).getByText('Order order', { exact: true })).toHaveCSS('color', 'rgb(156, 220, 254)');
    await expect(output(page).getByText('C:\\src\\Svc.cs', { exact: true })).toHaveCSS('color', 'rgb(206, 145, 120)');
    await expect(output(page).getByText(':line 42', { exact: true })).toHaveCSS('color', 'rgb(181, 206, 168)');
    await page.getByLabel('Theme', { exact: true }).selectOption('Light Theme');
    await expect(output(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    // the palettes carry the ids every tool with a colour theme uses
    await expect(page).toHaveURL(/theme=vs-light/);
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Theme', { exact: true }).selectOption('monokai');
    await expect(output(page)).toHaveCSS('background-color', 'rgb(39, 40, 34)');
    await expectNoSeriousAxeViolations(page);
  });

  test('links made before the palettes were renamed open with the same palette', async ({ page }) => {
    const theme = page.getByLabel('Theme', { exact: true });
    await page.goto('/format/stack-trace?theme=vscode-dark');
    await expect(theme).toHaveValue('vs-dark');
    await expect(theme.locator('option:checked')).toHaveText('VS Code Dark');
    await page.goto('/format/stack-trace?theme=light');
    await expect(theme).toHaveValue('vs-light');
    await expect(theme.locator('option:checked')).toHaveText('Light Theme');
  });

  test("copy toasts 'Copied' on success and 'Failed to copy' on failure", async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/format/stack-trace');
    await page.getByRole('button', { name: 'Load Example' }).click();
    await expect(output(page)).toContainText('System.InvalidOperationException');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Copied: Stack trace copied to clipboard')).toBeVisible();
    expect(await clip()).toContain('System.InvalidOperationException: Unable to process the order');
    await dismissToast(page, 'Copied: Stack trace copied to clipboard');
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.getByRole('button', { name: /^(Copy|Copied!)$/ }).click();
    await expect(page.getByText('Failed to copy: Could not copy text to clipboard')).toBeVisible();
  });

  test("paste shows the text without a toast, a refusal toasts 'Paste failed'; a JSON-string stack is unescaped", async ({
    page,
  }) => {
    await stubClipboard(page, '"Error: boom\\n    at f (/app/a.js:1:2)\\n\\tat g (/app/b.js:3:4)"');
    await page.goto('/format/stack-trace');
    await page.getByRole('button', { name: 'Paste' }).click();
    await expect(page.getByText('JSON string unescaped')).toBeVisible();
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    await expect(outputLines(page)).toHaveAttribute('data-lines', '3');
    await expect(output(page).locator('[data-line-class="method"]')).toHaveCount(2);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { readText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.getByRole('button', { name: 'Paste' }).click();
    await expect(page.getByText('Paste failed: Could not access clipboard content')).toBeVisible();
  });

  test('download is stack-trace-{language}.html, escaped, themed and under a strict CSP', async ({ page, context }) => {
    failOnDialog(page);
    await page.goto('/format/stack-trace?language=javascript&theme=monokai');
    await expect(page.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');
    await input(page).fill('Error: <script>alert(1)</script><img src=x onerror=alert(2)>\n    at f (/app/a.js:1:2)');
    await expect(output(page).locator('img, script')).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('stack-trace-javascript.html');
    await expect(page.getByText('Download started: Formatted stack trace downloading')).toBeVisible();
    const html = readFileSync(await file.path(), 'utf8');
    expect(html).toContain('<meta http-equiv="Content-Security-Policy" content="default-src \'none\'');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('background:#272822');
    // the file, opened in the browser, shows the text and runs nothing
    const viewer = await context.newPage();
    failOnDialog(viewer);
    await viewer.setContent(html);
    await expect(viewer.locator('main')).toContainText('<script>alert(1)</script>');
    await viewer.close();
  });

  test("a refused download toasts 'Download failed'", async ({ page }) => {
    await page.addInitScript(() => {
      URL.createObjectURL = () => {
        throw new Error('blocked');
      };
    });
    await page.goto('/format/stack-trace');
    await page.getByRole('button', { name: 'Load Example' }).click();
    await expect(output(page)).toContainText('System.InvalidOperationException');
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText('Download failed: Could not download the formatted stack trace')).toBeVisible();
  });

  test('100k lines show in the output editor without freezing the tab', async ({ page }) => {
    // Chromium needs seconds to lay out a 100k-line <textarea> (any tool); the editor draws only the lines in view
    test.setTimeout(90_000);
    await page.goto('/format/stack-trace');
    const big = Array.from({ length: 100_000 }, (_, i) => `    at fn${i} (/app/src/file${i % 50}.js:${i}:7)`).join(
      '\n',
    );
    await pasteIntoEditor(input(page), big);
    await expect(outputLines(page)).toHaveAttribute('data-lines', '100000', { timeout: 40_000 });
    await expect(output(page).locator('[data-line-class]').first()).toBeVisible({ timeout: 40_000 });
    expect(await output(page).locator('[data-line-class]').count()).toBeLessThan(120);
    // the output has all its text once it is no longer busy
    await expect(outputLines(page)).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
    const t0 = Date.now();
    await output(page).getByRole('textbox').focus();
    await page.keyboard.press('Control+End');
    await expect(output(page)).toContainText('fn99999');
    expect(Date.now() - t0).toBeLessThan(2000);
    await expect(page.getByText(/100,000 lines/)).toBeVisible();
  });

  const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

  test('the Python tab reads a real Python 3.11 exception group; the input label follows the tab', async ({ page }) => {
    await page.goto('/format/stack-trace');
    await page.getByRole('tab', { name: 'Python', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Python stack trace input' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '.NET stack trace input' })).toHaveCount(0);
    await input(page).fill(fixture('py-group.txt'));
    await expect.poll(async () => (await lineClasses(page)).length).toBe(22);
    const classes = await lineClasses(page);
    expect(
      classes
        .map((c) => ({ exception: 'x', method: 'm', file: 'f', cause: 'c', 'end-inner': 'e', plain: '.' })[c!])
        .join(''),
    ).toBe('.f.x..f..f.x..f..f.x..');
    await expect(page.getByText('3 exceptions · 5 frames')).toBeVisible();
    await page.getByRole('tab', { name: 'Generic', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Generic stack trace input' })).toBeVisible();
  });

  test('the JavaScript tab reads a real Node.js trace with causes and async frames', async ({ page }) => {
    await page.goto('/format/stack-trace?language=javascript');
    await input(page).fill(fixture('node-cause.txt'));
    await expect
      .poll(() => lineClasses(page))
      .toEqual([
        'exception',
        'method',
        'cause',
        'method',
        'method',
        'cause',
        'method',
        'method',
        'plain',
        'plain',
        'plain',
      ]);
    await expect(output(page).getByText('at async ', { exact: true }).first()).toBeVisible();
  });

  test('runs of framework frames fold to one line each; a click, or the switch, shows them; Copy keeps every line', async ({
    page,
  }) => {
    const clip = await stubClipboard(page);
    await page.goto('/format/stack-trace?language=java');
    const trace = fixture('java-streams.txt');
    await input(page).fill(trace);
    const folds = output(page).locator('.cm-foldPlaceholder');
    await expect(folds).toHaveText(['… 3 framework frames', '… 7 framework frames']);
    await expect(page.getByText('14 lines · 1 exceptions · 12 frames (10 framework frames folded)')).toBeVisible();
    // the program's own frames stay in view; the stream pipeline's do not
    await expect(output(page).getByText('Streams.parse', { exact: true })).toBeVisible();
    await expect(output(page)).not.toContainText('AbstractPipeline');
    await folds.last().click();
    await expect(output(page)).toContainText('java.util.stream.AbstractPipeline.evaluate');
    await expect(folds).toHaveText(['… 3 framework frames']);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(clip).toBe(trace);
    await page.getByRole('switch', { name: 'Fold framework frames' }).click();
    await expect(folds).toHaveCount(0);
    await expect(output(page)).toContainText('Integer.parseInt(Integer.java:668)');
    await expect(page).toHaveURL(/foldFramework=false/);
    await expect(page.getByText(/framework frames folded/)).toHaveCount(0);
  });

  test('bare CR line endings (pasted from the clipboard) split lines; a very long line keeps its class', async ({
    page,
  }) => {
    await stubClipboard(page, 'Error: boom\r    at f (/app/a.js:1:2)\r    at g (/app/a.js:3:4)');
    await page.goto('/format/stack-trace?language=javascript');
    await page.getByRole('button', { name: 'Paste' }).click();
    await expect.poll(() => lineClasses(page)).toEqual(['exception', 'method', 'method']);
    await page.getByRole('tab', { name: 'Java', exact: true }).click();
    const long = `java.lang.IllegalStateException: ${'x'.repeat(2000)}`;
    await input(page).fill(`${long}\n\tat com.example.App.main(App.java:14)`);
    await expect.poll(() => lineClasses(page)).toEqual(['exception', 'method']);
  });
});

test.describe('Stack Trace Formatter: the label follows the trace', () => {
  test('a Python trace put in on the .NET tab is read as Python at once, with one click back; then named as Python', async ({
    page,
  }) => {
    await page.goto('/format/stack-trace');
    await input(page).fill('Traceback (most recent call last):\n  File "app.py", line 3, in <module>\nValueError: bad');
    await expect(page.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    const switched = page.getByRole('status').filter({ hasText: 'Read as Python: the trace’s lines are Python’s' });
    await expect(switched).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Python stack trace input' })).toHaveInputText(/^Traceback/);
    await switched.getByRole('button', { name: 'Read it as .NET' }).click();
    await expect(page.getByRole('tab', { name: '.NET' })).toHaveAttribute('aria-selected', 'true');
    await expect(switched).toHaveCount(0);
    // back on the chosen tab, typing does not switch again; the trace is named, one click away
    await input(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('!');
    const hint = page.getByRole('status').filter({ hasText: 'This looks like a Python stack trace, not .NET' });
    await expect(hint).toBeVisible();
    await expect(page.getByRole('tab', { name: '.NET' })).toHaveAttribute('aria-selected', 'true');
    await hint.getByRole('button', { name: 'Read it as Python' }).click();
    await expect(page.getByRole('textbox', { name: 'Python stack trace input' })).toHaveInputText(/^Traceback/);
    await expect(page.getByRole('textbox', { name: '.NET stack trace input' })).toHaveCount(0);
    await expect(hint).toHaveCount(0);
  });

  test('Generic is a choice the page keeps: a Java trace put in there stays Generic', async ({ page }) => {
    await page.goto('/format/stack-trace?language=generic');
    await input(page).fill('java.lang.IllegalStateException: boom\n\tat com.example.App.main(App.java:12)');
    await expect(output(page)).toContainText('IllegalStateException');
    await expect(page.getByRole('tab', { name: 'Generic' })).toHaveAttribute('aria-selected', 'true');
  });
});
