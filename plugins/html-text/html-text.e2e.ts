import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  editorText,
  failOnDialog,
  pasteIntoEditor,
  stubClipboard,
  untilSettled,
} from '../../tests/e2e/support';

const htmlInput = (page: Page) => page.getByRole('textbox', { name: 'HTML input' });
const textInput = (page: Page) => page.getByRole('textbox', { name: 'Text input' });
const textOutput = (page: Page) => page.getByRole('textbox', { name: 'Text output' });
const htmlOutput = (page: Page) => page.getByRole('textbox', { name: 'HTML output' });
const warnings = (page: Page) => page.getByRole('list', { name: 'HTML warnings' });

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(2)><circle r=1 /></svg>',
  '<script>alert(3)</script>',
  '<iframe src="javascript:alert(4)"></iframe>',
  '<img src="https://example.com/track.png" alt="tracker">',
  '<link rel="stylesheet" href="/evil.css"><style>@import url(/evil2.css); body { background: url(/evil3.png) }</style>',
  '<video><source src="/evil.mp4" onerror="alert(5)"></video>',
  '<body onload=alert(6)><a href="javascript:alert(7)">click</a></body>',
  '<object data="/evil.swf"></object><embed src="/evil.swf">',
].join('\n');

test.describe('HTML to Text', () => {
  test('converts pasted HTML at once and typed HTML 300 ms after the last key: scripts and styles dropped, entities decoded, blocks on lines', async ({
    page,
    errors,
  }) => {
    await page.clock.install();
    await page.goto('/convert/html-text');
    await expect(htmlInput(page)).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);
    await htmlInput(page).fill(
      '<h1>Title</h1><p>Tom &amp; Jerry &lt;3 &copy;</p><style>p{color:red}</style><script>var x = 1;</script><ul><li>one</li><li>two</li></ul>a<br>',
    );
    await expect(textOutput(page)).toHaveValue('Title\n\nTom & Jerry <3 ©\n\none\ntwo\na\n');
    await htmlInput(page).pressSequentially('b');
    await page.clock.runFor(250);
    await expect(textOutput(page)).toHaveValue('Title\n\nTom & Jerry <3 ©\n\none\ntwo\na\n');
    await page.clock.runFor(100);
    await expect(textOutput(page)).toHaveValue('Title\n\nTom & Jerry <3 ©\n\none\ntwo\na\nb');
    await page.getByRole('switch', { name: 'List markers (- and 1.)' }).click();
    await page.clock.runFor(400);
    await expect(textOutput(page)).toHaveValue('Title\n\nTom & Jerry <3 ©\n\n- one\n- two\na\nb');
    await expect(page).toHaveURL(/listMarkers=true/);
    expect(errors).toEqual([]);
  });

  test.describe(() => {
    // the policy refuses the payload's inline handlers where a parser meets them, and reports it
    test.use({ allowCspViolations: /^script-src-attr refused inline |Executing inline event handler violates/ });
    test('hostile HTML runs nothing and requests nothing, in both directions and in the preview', async ({ page }) => {
      failOnDialog(page);
      await page.goto('/convert/html-text');
      await expect(htmlInput(page)).toBeVisible();
      const requests: string[] = [];
      page.on('request', (r) => {
        // the site's own code chunks load when they are needed, and the frame document HTML is parsed in
        // (src/lib/frameDocument.ts); anything else would be the payload's
        const path = new URL(r.url()).pathname;
        if (!r.url().startsWith('data:') && !path.startsWith('/assets/') && path !== '/frame') requests.push(r.url());
      });
      await htmlInput(page).fill(HOSTILE);
      await expect(textOutput(page)).toHaveValue(/tracker/);
      expect(await textOutput(page).inputValue()).not.toContain('alert(3)');
      await page.getByRole('tab', { name: 'Text to HTML' }).click();
      await textInput(page).fill(HOSTILE);
      await expect(htmlOutput(page)).toHaveValue(/&lt;img src=x onerror=alert\(1\)&gt;/);
      const frame = page.frameLocator('iframe[title="HTML preview"]');
      await expect(frame.locator('body')).toContainText('<img src=x onerror=alert(1)>');
      await expect(frame.locator('img, script, svg, iframe, video, object, embed')).toHaveCount(0);
      // the swapped HTML is parsed inertly too
      await page.getByRole('button', { name: 'Swap' }).click();
      await expect(page.getByRole('tab', { name: 'HTML to Text' })).toHaveAttribute('aria-selected', 'true');
      await expect(textOutput(page)).toHaveValue(/<img src=x onerror=alert\(1\)>/);
      await untilSettled(page);
      expect(requests).toEqual([]);
      const injected = await page.evaluate(() => ({
        images: document.querySelectorAll('img[src="x"], img[src*="example.com"]').length,
        scripts: [...document.scripts].filter((s) => s.textContent?.includes('alert(')).length,
        handlers: document.querySelectorAll('[onerror], [onload]').length,
      }));
      expect(injected).toEqual({ images: 0, scripts: 0, handlers: 0 });
    });
  });

  test('Text to HTML escapes every special character; line break modes', async ({ page }) => {
    await page.goto('/convert/html-text');
    await page.getByRole('tab', { name: 'Text to HTML' }).click();
    await expect(page.getByRole('button', { name: 'Format HTML' })).toBeVisible();
    await textInput(page).fill('a & b\nc\n\n<d> "e" \'f\'');
    await expect(htmlOutput(page)).toHaveValue('<p>a &amp; b<br>\nc</p>\n<p>&lt;d&gt; &quot;e&quot; &#39;f&#39;</p>');
    const mode = page.getByLabel('Line breaks');
    await mode.selectOption('br');
    await expect(htmlOutput(page)).toHaveValue('a &amp; b<br>\nc<br>\n<br>\n&lt;d&gt; &quot;e&quot; &#39;f&#39;');
    await mode.selectOption('escape');
    await expect(htmlOutput(page)).toHaveValue('a &amp; b\nc\n\n&lt;d&gt; &quot;e&quot; &#39;f&#39;');
  });

  test('Format HTML pretty-prints the output and is offered only for Text to HTML', async ({ page }) => {
    await page.goto('/convert/html-text?lineBreaks=br');
    await expect(page.getByRole('button', { name: 'Format HTML' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Text to HTML' }).click();
    await textInput(page).fill('one\ntwo');
    await expect(htmlOutput(page)).toHaveValue('one<br>\ntwo');
    await page.getByRole('button', { name: 'Format HTML' }).click();
    await expect(htmlOutput(page)).toHaveValue('one\n<br>\ntwo');
  });

  test('Swap moves the output into the input and flips the direction', async ({ page }) => {
    await page.goto('/convert/html-text');
    await htmlInput(page).fill('<p>Hello <b>world</b></p><p>Bye</p>');
    await expect(textOutput(page)).toHaveValue('Hello world\n\nBye');
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(page.getByRole('tab', { name: 'Text to HTML' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => editorText(textInput(page))).toBe('Hello world\n\nBye');
    await expect(htmlOutput(page)).toHaveValue('<p>Hello world</p>\n<p>Bye</p>');
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect.poll(() => editorText(htmlInput(page))).toBe('<p>Hello world</p>\n<p>Bye</p>');
    await expect(textOutput(page)).toHaveValue('Hello world\n\nBye');
  });

  test('warnings: parse error, size change over 30%, unclosed html and body, script count mismatch', async ({
    page,
  }) => {
    await page.goto('/convert/html-text');
    await htmlInput(page).fill('<p>fine</p>');
    await expect(page.getByText('No problems found in the HTML.')).toBeVisible();
    await htmlInput(page).fill(
      '<html><body><div>\n<p>a</p>\n</span></div><script>document.write("<script>x()")</script>',
    );
    await expect(warnings(page)).toContainText('HTML parse error: unexpected closing tag </span> at line 3');
    await expect(warnings(page)).toContainText('The <html> tag is not closed (missing </html>).');
    await expect(warnings(page)).toContainText('The <body> tag is not closed (missing </body>).');
    await expect(warnings(page)).toContainText(
      'Script tag count mismatch: 2 <script> tags in the source, 1 after parsing.',
    );
    await htmlInput(page).fill('<table><tr><td>a<td>b<tr><td>c');
    await expect(warnings(page)).toContainText(/changed size by \d+% when re-parsed \(more than 30%\)/);
    await htmlInput(page).fill('<p>x</p><div class="never');
    await expect(warnings(page)).toContainText('HTML parse error: unterminated or malformed tag <div>');
    await htmlInput(page).fill('<div>\n<b>bold</div>');
    await expect(warnings(page)).toContainText('HTML parse error: <b> at line 2 is not closed before </div> at line 2');
  });

  test('copy and download converted.txt / converted.html; empty output messages', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/convert/html-text');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('No output to copy')).toBeVisible();
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText('No output to download')).toBeVisible();
    await htmlInput(page).fill('<p>A &amp; B</p>');
    await expect(textOutput(page)).toHaveValue('A & B');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clip()).toBe('A & B');
    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    let file = await download;
    expect(file.suggestedFilename()).toBe('converted.txt');
    expect(await readFile((await file.path())!, 'utf8')).toBe('A & B');
    await page.getByRole('tab', { name: 'Text to HTML' }).click();
    await textInput(page).fill('<b>x</b>');
    await expect(htmlOutput(page)).toHaveValue('<p>&lt;b&gt;x&lt;/b&gt;</p>');
    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    file = await download;
    expect(file.suggestedFilename()).toBe('converted.html');
    expect(await readFile((await file.path())!, 'utf8')).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>');
  });

  test('a very large HTML input shows a notice instead of freezing, then converts on request', async ({ page }) => {
    await page.goto('/convert/html-text');
    const big = '<div><p>Hello <b>world</b> &amp; friends</p></div>'.repeat(30_000); // about 1.4 MB
    await pasteIntoEditor(htmlInput(page), big);
    const notice = page.getByRole('status').filter({ hasText: 'Large input' });
    await expect(notice).toBeVisible();
    await expect(textOutput(page)).toHaveValue('');
    await page.getByRole('button', { name: 'Convert now' }).click();
    await expect(page.getByRole('region', { name: 'Text output' })).toContainText('Hello world & friends', {
      timeout: 15_000,
    });
    await expect(notice).toHaveCount(0);
  });

  test('Text to HTML on 5 MB runs in a worker and the page stays responsive', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/convert/html-text');
    await page.getByRole('tab', { name: 'Text to HTML' }).click();
    // long lines: a textarea holding hundreds of thousands of short lines costs the browser seconds of layout by itself
    const big = `${'Tom & Jerry <3 '.repeat(60)}\n`.repeat(5_800); // 5.2 MB
    await pasteIntoEditor(textInput(page), big);
    // role queries only: text queries scan the 5 MB textarea on every poll and starve the page
    await expect(page.getByRole('region', { name: 'HTML output' })).toContainText('<p>Tom &amp; Jerry &lt;3 Tom', {
      timeout: 45_000,
    });
  });

  test('works at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/convert/html-text');
    await htmlInput(page).fill('<p>phone</p>');
    await expect(textOutput(page)).toHaveValue('phone');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
