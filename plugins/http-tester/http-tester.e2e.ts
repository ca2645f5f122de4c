import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { test, expect, failOnDialog, stubClipboard, untilSettled } from '../../tests/e2e/support';

/** A loopback server with the routes the tester is checked against; nothing leaves the machine. */
let server: Server;
let base = '';
let closedPortUrl = '';
const received: { method: string; url: string }[] = [];
/** /slow answers after SLOW_MS; how long each request the client aborted first had waited */
const SLOW_MS = 5000;
const slowAborted: number[] = [];

function cors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, PATCH, HEAD, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Expose-Headers', 'X-Echo');
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'OPTIONS') received.push({ method: req.method ?? '', url: req.url ?? '' });
    if (path === '/no-cors') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"secret":true}');
      return;
    }
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (path === '/echo') {
      const body = Buffer.concat(chunks).toString('utf8');
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Echo': 'yes' });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    } else if (path === '/slow') {
      const arrived = Date.now();
      const timer = setTimeout(() => res.writeHead(200, { 'Content-Type': 'text/plain' }).end('late'), SLOW_MS);
      res.on('close', () => {
        clearTimeout(timer);
        if (!res.writableEnded) slowAborted.push(Date.now() - arrived);
      });
    } else if (path === '/status/404') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not here');
    } else if (path === '/html') {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<img src=x onerror=alert(1)><script>alert(2)</script>');
    } else {
      res.writeHead(500).end();
    }
  });
}

test.beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // a port that was just free and is closed again: connecting to it fails
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPortUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/`;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const url = (page: Page) => page.getByLabel('URL', { exact: true });
const send = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });
const response = (page: Page) => page.getByRole('region', { name: 'Response' });
const status = (page: Page) => page.getByTestId('response-status');
const body = (page: Page) => page.getByRole('textbox', { name: 'Response body' });
const panel = (page: Page) => page.getByRole('tabpanel');

test.describe('HTTP Request Tester', () => {
  test('defaults: GET, the sample posts URL, Send disabled for a blank URL', async ({ page }) => {
    await page.goto('/tools/http-tester');
    await expect(url(page)).toHaveValue('https://jsonplaceholder.typicode.com/posts');
    await expect(page.getByLabel('Method')).toHaveValue('GET');
    await expect(page.getByLabel('Method').locator('option')).toHaveText([
      'GET',
      'POST',
      'PUT',
      'DELETE',
      'PATCH',
      'HEAD',
      'OPTIONS',
    ]);
    await url(page).fill('   ');
    await expect(send(page)).toBeDisabled();
    await url(page).fill(`${base}/echo`);
    await expect(send(page)).toBeEnabled();
  });

  test('the request survives reload without its credentials, and Back with them and its response; none of them is stored', async ({
    page,
  }) => {
    await page.goto('/tools/http-tester');
    await page.getByLabel('Method').selectOption('POST');
    await url(page).fill(`${base}/echo`);
    await page.getByRole('tab', { name: /^Headers/ }).click();
    await panel(page).getByRole('button', { name: 'Add' }).click();
    await panel(page).getByLabel('Key').nth(0).fill('Authorization');
    await panel(page).getByLabel('Value').nth(0).fill('Bearer sekrit-token');
    await panel(page).getByRole('button', { name: 'Add' }).click();
    await panel(page).getByLabel('Key').nth(1).fill('X-Trace');
    await panel(page).getByLabel('Value').nth(1).fill('t1');
    await send(page).click();
    await expect(status(page)).toHaveText('Success · 200 OK');
    await expect(body(page)).toHaveValue(/"authorization": "Bearer sekrit-token"/);
    // Back: another page, then back to the tester
    await page.getByRole('link', { name: 'UUID Generator' }).first().click();
    await expect(page).toHaveURL(/\/tools\/uuid$/);
    await page.goBack();
    await expect(url(page)).toHaveValue(`${base}/echo`);
    await expect(page.getByLabel('Method')).toHaveValue('POST');
    // the request's Headers tab (the response has one too, further down)
    await page
      .getByRole('tab', { name: /^Headers/ })
      .first()
      .click();
    await expect(panel(page).getByLabel('Value').nth(0)).toHaveValue('Bearer sekrit-token');
    await expect(status(page)).toHaveText('Success · 200 OK');
    await expect(body(page)).toHaveValue(/"x-trace": "t1"/);
    // nothing secret reaches the tab's storage
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('devutils:input:http-tester:request')))
      .toContain('X-Trace');
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(stored).not.toContain('sekrit-token');
    // reload: the request without its credentials; the response is gone
    await page.reload();
    await expect(url(page)).toHaveValue(`${base}/echo`);
    await expect(page.getByLabel('Method')).toHaveValue('POST');
    await page.getByRole('tab', { name: /^Headers/ }).click();
    await expect(panel(page).getByLabel('Key')).toHaveCount(1);
    await expect(panel(page).getByLabel('Key').nth(0)).toHaveValue('X-Trace');
    await expect(status(page)).toHaveCount(0);
  });

  test('a successful GET: success status, time, size, pretty JSON body, headers, cURL with Copy', async ({
    page,
    errors,
  }) => {
    const clip = await stubClipboard(page);
    await page.goto('/tools/http-tester');
    await url(page).fill(`${base}/echo`);
    await send(page).click();
    await expect(status(page)).toHaveText('Success · 200 OK');
    await expect(status(page)).toHaveAttribute('data-outcome', 'success');
    await expect(page.getByTestId('response-time')).toHaveText(/^\d[\d,]* ms$/);
    const text = await body(page).inputValue();
    expect(text).toContain('\n  "method": "GET"');
    const size = Buffer.byteLength(JSON.stringify(JSON.parse(text)));
    await expect(page.getByTestId('response-size')).toHaveText(`${size.toLocaleString('en-US')} bytes`);
    await response(page)
      .getByRole('tab', { name: /^Headers/ })
      .click();
    const headers = response(page).getByRole('table', { name: 'Response headers' });
    await expect(headers.getByRole('row', { name: /content-type application\/json/ })).toBeVisible();
    await expect(headers.getByRole('row', { name: /x-echo yes/ })).toBeVisible();
    const curl = page.getByRole('region', { name: 'cURL command' });
    await expect(curl.getByRole('textbox')).toHaveValue(`curl -X GET '${base}/echo' --max-time 30`);
    await curl.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await clip()).toBe(`curl -X GET '${base}/echo' --max-time 30`);
    expect(errors).toEqual([]);
  });

  test('params, headers, body, content type and basic auth are sent as set; disabled and keyless rows are not', async ({
    page,
  }) => {
    await page.goto('/tools/http-tester');
    await page.getByLabel('Method').selectOption('POST');
    await url(page).fill(`${base}/echo`);

    await page.getByRole('tab', { name: /^Params/ }).click();
    await panel(page).getByRole('button', { name: 'Add' }).click();
    await panel(page).getByLabel('Key').nth(0).fill('q');
    await panel(page).getByLabel('Value').nth(0).fill('a b&c');
    await panel(page).getByRole('button', { name: 'Add' }).click();
    await panel(page).getByLabel('Key').nth(1).fill('off');
    await panel(page).getByLabel('Value').nth(1).fill('1');
    await panel(page).getByRole('switch', { name: 'Enabled' }).nth(1).click();
    await expect(page.getByRole('tab', { name: /^Params/ })).toHaveAccessibleName('Params (1 active)');

    await page.getByRole('tab', { name: /^Headers/ }).click();
    await panel(page).getByRole('button', { name: 'Add' }).click();
    await panel(page).getByLabel('Key').nth(0).fill('X-Test');
    await panel(page).getByLabel('Value').nth(0).fill('hello');
    await panel(page).getByRole('button', { name: 'Add' }).click();
    await panel(page).getByLabel('Key').nth(1).fill('X-Off');
    await panel(page).getByLabel('Value').nth(1).fill('nope');
    await panel(page).getByRole('switch', { name: 'Enabled' }).nth(1).click();
    await panel(page).getByRole('button', { name: 'Add' }).click();
    await panel(page).getByLabel('Value').nth(2).fill('no key');
    // a row can be removed again
    await panel(page).getByRole('button', { name: 'Add' }).click();
    await expect(panel(page).getByLabel('Key')).toHaveCount(4);
    await panel(page).getByRole('button', { name: 'Remove' }).nth(3).click();
    await expect(panel(page).getByLabel('Key')).toHaveCount(3);

    await page.getByRole('tab', { name: 'Body' }).click();
    await page.getByLabel('Content type').selectOption('text/plain');
    await page.getByLabel('Request body').fill('{"name":"O\'Brien"}');
    await page.getByRole('tab', { name: 'Auth' }).click();
    await page.getByLabel('Username').fill('user');
    await page.getByLabel('Password').fill('pass');

    await send(page).click();
    await expect(status(page)).toHaveText('Success · 200 OK');
    const echo = JSON.parse(await body(page).inputValue()) as {
      method: string;
      url: string;
      headers: Record<string, string>;
      body: string;
    };
    expect(echo.method).toBe('POST');
    expect(echo.url).toBe('/echo?q=a%20b%26c');
    expect(echo.headers['x-test']).toBe('hello');
    expect(echo.headers['x-off']).toBeUndefined();
    expect(echo.headers['content-type']).toBe('text/plain');
    expect(echo.headers.authorization).toBe(`Basic ${Buffer.from('user:pass').toString('base64')}`);
    expect(echo.body).toBe('{"name":"O\'Brien"}');
    await expect(page.getByRole('region', { name: 'cURL command' }).getByRole('textbox')).toHaveValue(
      `curl -X POST '${base}/echo?q=a%20b%26c' -H 'X-Test: hello' -H 'Content-Type: text/plain' -u 'user:pass' --data-raw '{"name":"O'\\''Brien"}' --max-time 30`,
    );
  });

  const valuesOf = (fields: Locator) =>
    fields.evaluateAll((els) => els.map((el) => (el instanceof HTMLInputElement ? el.value : '')));

  test('the URL and the Params tab are one query: editing either rewrites the other, and each pair is sent once', async ({
    page,
  }) => {
    await page.goto('/tools/http-tester');
    await url(page).fill(`${base}/echo?q=a+b&page=2#top`);
    await page.getByRole('tab', { name: /^Params/ }).click();
    await expect(page.getByRole('tab', { name: /^Params/ })).toHaveAccessibleName('Params (2 active)');
    await expect.poll(() => valuesOf(panel(page).getByLabel('Key'))).toEqual(['q', 'page']);
    await expect.poll(() => valuesOf(panel(page).getByLabel('Value'))).toEqual(['a b', '2']);
    // a row edited, one switched off, one added: the URL's query follows, the path and fragment stay
    await panel(page).getByLabel('Value').nth(1).fill('3');
    await expect(url(page)).toHaveValue(`${base}/echo?q=a%20b&page=3#top`);
    await panel(page).getByRole('switch', { name: 'Enabled' }).nth(0).click();
    await expect(url(page)).toHaveValue(`${base}/echo?page=3#top`);
    await panel(page).getByRole('button', { name: 'Add' }).click();
    await panel(page).getByLabel('Key').nth(2).fill('sort');
    await panel(page).getByLabel('Value').nth(2).fill('name');
    await expect(url(page)).toHaveValue(`${base}/echo?page=3&sort=name#top`);
    // the switched-off row stays in the tab, out of the URL
    await expect.poll(() => valuesOf(panel(page).getByLabel('Key'))).toEqual(['q', 'page', 'sort']);
    await send(page).click();
    await expect(status(page)).toHaveText('Success · 200 OK');
    const echo = JSON.parse(await body(page).inputValue()) as { url: string };
    expect(echo.url).toBe('/echo?page=3&sort=name');
    // a pair typed into the URL becomes a row
    await url(page).fill(`${base}/echo?id=7`);
    await expect.poll(() => valuesOf(panel(page).getByLabel('Key'))).toEqual(['id', 'q']);
    await expect(page.getByRole('tab', { name: /^Params/ })).toHaveAccessibleName('Params (1 active)');
  });

  test('History lists the requests sent in this tab, newest first, without credentials; one puts a request back', async ({
    page,
  }) => {
    await page.goto('/tools/http-tester');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText('The requests you send in this tab are listed here');
    await url(page).fill(`${base}/echo?first=1`);
    await page.getByRole('tab', { name: 'Auth' }).click();
    await page.getByLabel('Username').fill('ann');
    await page.getByLabel('Password').fill('hunter2');
    await send(page).click();
    await expect(status(page)).toHaveText('Success · 200 OK');
    await page.getByLabel('Method').selectOption('DELETE');
    await url(page).fill(`${base}/status/404`);
    await send(page).click();
    await expect(status(page)).toContainText('404');
    const entries = history.getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText(`DELETE${base}/status/404`);
    await expect(entries.nth(0)).toContainText('404 ·');
    await expect(entries.nth(1)).toContainText(`GET${base}/echo?first=1`);
    await expect(entries.nth(1)).toContainText('200 ·');
    // the list is in the tab's storage, the credentials are not
    const kept = () => page.evaluate(() => sessionStorage.getItem('devutils:input:http-tester:history') ?? '');
    await expect.poll(kept).toContain('first%3D1');
    const stored = await kept();
    expect(stored).not.toContain('hunter2');
    expect(stored).not.toContain('ann');
    // choosing one puts it back in the form, without its credentials
    await entries.nth(1).getByRole('button').click();
    await expect(url(page)).toHaveValue(`${base}/echo?first=1`);
    await expect(url(page)).toBeFocused();
    await expect(page.getByLabel('Method')).toHaveValue('GET');
    await page.getByRole('tab', { name: 'Auth' }).click();
    await expect(page.getByLabel('Username')).toHaveValue('');
    // a reload keeps the list; Clear history empties it
    await page.reload();
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await history.getByRole('button', { name: 'Clear history' }).click();
    await expect(history.getByRole('listitem')).toHaveCount(0);
    await expect(history).toContainText('The requests you send in this tab are listed here');
  });

  test('GET and HEAD ignore the body and disable its fields', async ({ page }) => {
    await page.goto('/tools/http-tester');
    await page.getByLabel('Method').selectOption('POST');
    await page.getByRole('tab', { name: 'Body' }).click();
    await page.getByLabel('Request body').fill('payload');
    for (const m of ['GET', 'HEAD']) {
      await page.getByLabel('Method').selectOption(m);
      await expect(page.getByLabel('Request body')).toBeDisabled();
      await expect(page.getByLabel('Content type')).toBeDisabled();
      await expect(page.getByText(`${m} requests carry no body`)).toBeVisible();
    }
    await url(page).fill(`${base}/echo`);
    await page.getByLabel('Method').selectOption('GET');
    await send(page).click();
    await expect(status(page)).toHaveText('Success · 200 OK');
    const echo = JSON.parse(await body(page).inputValue()) as { body: string; headers: Record<string, string> };
    expect(echo.body).toBe('');
    expect(echo.headers['content-type']).toBeUndefined();
    await page.getByLabel('Method').selectOption('HEAD');
    await send(page).click();
    await expect(status(page)).toHaveText('Success · 200 OK');
    await expect(response(page).getByText('The response has no body.')).toBeVisible();
  });

  test('an error status is shown as a failure with its body', async ({ page }) => {
    await page.goto('/tools/http-tester');
    await url(page).fill(`${base}/status/404`);
    await send(page).click();
    await expect(status(page)).toHaveText('Failure · 404 Not Found');
    await expect(status(page)).toHaveAttribute('data-outcome', 'failure');
    await expect(body(page)).toHaveValue('Not here');
  });

  test('the timeout aborts a slow request: Request timed out; Sending... while waiting', async ({ page }) => {
    await page.goto('/tools/http-tester');
    await url(page).fill(`${base}/slow`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Timeout (ms)').fill('1000');
    await expect(page.getByRole('region', { name: 'cURL command' }).getByRole('textbox')).toHaveValue(
      `curl -X GET '${base}/slow' --max-time 1`,
    );
    const abortedBefore = slowAborted.length;
    await send(page).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(status(page)).toHaveText('Failure · 0 Request timed out');
    // the browser gave up on the request, after its timeout and before the server's late answer
    await expect.poll(() => slowAborted.length).toBe(abortedBefore + 1);
    expect(slowAborted[abortedBefore]).toBeGreaterThanOrEqual(500);
    await expect(response(page).getByRole('alert')).toContainText('Request timed out');
    await expect(send(page)).toBeEnabled();
  });

  test('a network failure (closed port): status 0, Request Failed with the message and a plain explanation', async ({
    page,
  }) => {
    await page.goto('/tools/http-tester');
    await url(page).fill(closedPortUrl);
    await send(page).click();
    await expect(status(page)).toHaveText('Failure · 0 Request Failed');
    const alert = response(page).getByRole('alert');
    await expect(alert).toContainText('Request Failed');
    await expect(alert).toContainText('Failed to fetch');
    await expect(alert).toContainText('the server could not be reached');
  });

  test('a response blocked by CORS is explained in plain words', async ({ page }) => {
    await page.goto('/tools/http-tester');
    await url(page).fill(`${base}/no-cors`);
    await send(page).click();
    await expect(status(page)).toHaveText('Failure · 0 Request Failed');
    const alert = response(page).getByRole('alert');
    await expect(alert).toContainText('Access-Control-Allow-Origin');
    await expect(alert).toContainText('Browsers block such responses for your safety');
    await expect(response(page).getByRole('textbox', { name: 'Response body' })).toHaveCount(0);
  });

  test('javascript:, file: and data: URLs are refused and nothing is sent', async ({ page }) => {
    failOnDialog(page);
    await page.goto('/tools/http-tester');
    for (const [u, scheme] of [
      ['javascript:alert(1)', 'javascript:'],
      ['file:///etc/passwd', 'file:'],
      ['data:text/html,<script>alert(1)</script>', 'data:'],
    ]) {
      await url(page).fill(u);
      const message = `Only http: and https: URLs can be sent. Refused scheme: ${scheme}`;
      await expect(page.getByText(message)).toBeVisible();
      await expect(url(page)).toHaveAttribute('aria-invalid', 'true');
      await send(page).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Request not sent' })).toContainText(message);
      await expect(status(page)).toHaveCount(0);
    }
    await untilSettled(page);
  });

  test('an HTML response body is shown as text, never rendered', async ({ page }) => {
    failOnDialog(page);
    await page.goto('/tools/http-tester');
    await url(page).fill(`${base}/html`);
    await send(page).click();
    await expect(status(page)).toHaveText('Success · 200 OK');
    await expect(body(page)).toHaveValue('<img src=x onerror=alert(1)><script>alert(2)</script>');
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await untilSettled(page);
  });

  test('a shared link pre-fills the form but never sends by itself', async ({ page }) => {
    const before = received.filter((r) => r.url.startsWith('/echo?shared')).length;
    const q = new URLSearchParams({
      method: 'PUT',
      url: `${base}/echo?shared=1`,
      headers: JSON.stringify([['X-Shared', 'yes', true]]),
      body: 'from link',
      contentType: 'text/plain',
    });
    await page.clock.install();
    await page.goto(`/tools/http-tester?${q}`);
    await expect(page.getByText('Filled from a shared link')).toBeVisible();
    await expect(page.getByLabel('Method')).toHaveValue('PUT');
    await expect(url(page)).toHaveValue(`${base}/echo?shared=1`);
    // any timer the page set (a debounce, a delayed send) is due
    await page.clock.runFor(1000);
    await untilSettled(page);
    expect(received.filter((r) => r.url.startsWith('/echo?shared')).length).toBe(before);
    await expect(status(page)).toHaveCount(0);
    await send(page).click();
    await expect(status(page)).toHaveText('Success · 200 OK');
    const echo = JSON.parse(await body(page).inputValue()) as {
      method: string;
      headers: Record<string, string>;
      body: string;
    };
    expect(echo).toMatchObject({ method: 'PUT', body: 'from link' });
    expect(echo.headers['x-shared']).toBe('yes');
    expect(received.filter((r) => r.url.startsWith('/echo?shared')).length).toBe(before + 1);
  });

  test('Copy link carries the form but not the credentials', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/tools/http-tester');
    await url(page).fill(`${base}/echo`);
    await page.getByRole('tab', { name: 'Auth' }).click();
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('hunter2');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await clip();
    expect(link).toContain('/tools/http-tester?');
    expect(link).not.toContain('hunter2');
    expect(link).not.toContain('admin');
    expect(new URL(link).searchParams.get('url')).toBe(`${base}/echo`);
  });

  test('works at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tools/http-tester');
    await url(page).fill(`${base}/echo`);
    await send(page).click();
    await expect(status(page)).toHaveText('Success · 200 OK');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('HTTP Request Tester: only it reaches other origins', () => {
  // the refused fetch below is the violation this test provokes
  test.use({ allowCspViolations: /connect-src|Refused to connect/ });

  test('another page cannot connect to another origin; the HTTP tester, whose worker may, still reaches it', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/encode/base64text');
    const outcome = await page.evaluate(
      (target) =>
        fetch(target).then(
          () => 'reached',
          () => 'refused',
        ),
      `${base}/echo?from=page`,
    );
    expect(outcome).toBe('refused');
    await expect.poll(() => cspViolations.join('\n')).toMatch(/connect-src/);
    expect(received.some((r) => r.url.includes('from=page'))).toBe(false);

    // the worker may start before the first Send, to be ready for it
    const worker = page.waitForResponse((r) => /\/net\/[\w-]+\.js$/.test(new URL(r.url()).pathname));
    await page.goto('/tools/http-tester');
    await url(page).fill(`${base}/echo?from=tester`);
    await send(page).click();
    // the request goes from the worker, whose script is served with the policy that allows it
    expect((await (await worker).allHeaders())['content-security-policy']).toContain("connect-src 'self' http: https:");
    await expect(status(page)).toContainText('200');
    expect(received.some((r) => r.url.includes('from=tester'))).toBe(true);
  });
});
