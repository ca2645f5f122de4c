import { execFileSync } from 'node:child_process';
import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText } from '@/lib/base64';
import {
  CONTENT_TYPES,
  DEFAULT_REQUEST,
  MESSAGES,
  appendParams,
  basicAuthHeader,
  buildCurl,
  buildRequest,
  canSend,
  checkUrl,
  formatBody,
  MAX_ROWS,
  contentTypeChoices,
  isSecretHeader,
  isSharedQuery,
  isSuccess,
  keptResponseFromText,
  keptResponseToText,
  methodHasNoBody,
  normaliseRows,
  parseSharedQuery,
  parseTimeout,
  requestFromText,
  requestToText,
  sendRequest,
  shellQuote,
  toSharedQuery,
  withoutSecrets,
  type FetchLike,
  type HttpRequest,
} from './logic';
import manifest from './manifest';
import { DEFAULT_URL, METHODS, optionsSchema } from './options';
import { activeRows } from './query';

function req(over: Partial<HttpRequest> = {}): HttpRequest {
  return { ...DEFAULT_REQUEST, headers: [], params: [], auth: { username: '', password: '' }, ...over };
}

function built(r: HttpRequest) {
  const b = buildRequest(r);
  if (!b.ok) throw new Error(b.error);
  return b.request;
}

describe('send rules', () => {
  it('Send is disabled while sending or when the URL is blank', () => {
    expect(canSend('https://a.b', false)).toBe(true);
    expect(canSend('https://a.b', true)).toBe(false);
    expect(canSend('   ', false)).toBe(false);
    expect(canSend('', false)).toBe(false);
  });
  it('2xx is success, anything else failure', () => {
    expect([199, 200, 204, 299, 300, 404, 500, 0].map(isSuccess)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
  it('GET and HEAD carry no body', () => {
    expect(METHODS.filter(methodHasNoBody)).toEqual(['GET', 'HEAD']);
  });
  it('options schema accepts the defaults and rows of key, value, enabled', () => {
    const v = new Ajv({ strict: false }).compile(optionsSchema);
    expect(v({ method: 'GET', url: DEFAULT_URL, params: [{ key: 'a', value: 'b', enabled: true }] })).toBe(true);
    expect(v({ method: 'TRACE' })).toBe(false);
    expect(v({ headers: [{ key: 'a' }] })).toBe(false);
  });
});

describe('URL validation', () => {
  it('accepts http and https only, with a clear message otherwise', () => {
    expect(checkUrl('https://example.com/x').ok).toBe(true);
    expect(checkUrl('HTTP://example.com').ok).toBe(true);
    for (const [u, scheme] of [
      ['javascript:alert(1)', 'javascript:'],
      [' JavaScript:alert(1)', 'javascript:'],
      ['file:///etc/passwd', 'file:'],
      ['data:text/html,<b>x</b>', 'data:'],
      ['ftp://example.com', 'ftp:'],
    ]) {
      expect(checkUrl(u)).toEqual({
        ok: false,
        error: `Only http: and https: URLs can be sent. Refused scheme: ${scheme}`,
      });
    }
    expect(checkUrl('')).toEqual({ ok: false, error: MESSAGES.urlRequired });
    expect(checkUrl('https://')).toEqual({ ok: false, error: MESSAGES.invalidUrl });
    expect(checkUrl('http://exa mple.com')).toEqual({ ok: false, error: MESSAGES.invalidUrl });
    expect(checkUrl('java\tscript:alert(1)').ok).toBe(false);
  });
  it('adds a scheme when missing: https, or http for loopback', () => {
    const href = (s: string) => {
      const r = checkUrl(s);
      return r.ok ? r.url.href : r.error;
    };
    expect(href('example.com/posts')).toBe('https://example.com/posts');
    expect(href('localhost:3000/x')).toBe('http://localhost:3000/x');
    expect(href('127.0.0.1:8080')).toBe('http://127.0.0.1:8080/');
    expect(href('//example.com')).toBe('https://example.com/');
  });
});

describe('buildRequest', () => {
  it('appends only enabled, non-blank params to the query, keeping the existing query and hash', () => {
    const r = built(
      req({
        url: 'https://api.test/items?x=a%20b#frag',
        params: [
          { key: 'q', value: 'a b&c', enabled: true },
          { key: '', value: 'dropped', enabled: true },
          { key: '   ', value: 'dropped', enabled: true },
          { key: 'off', value: '1', enabled: false },
          { key: 'ü', value: '✓', enabled: true },
        ],
      }),
    );
    expect(r.url).toBe('https://api.test/items?x=a%20b&q=a%20b%26c&%C3%BC=%E2%9C%93#frag');
    const u = new URL(r.url);
    expect(u.searchParams.getAll('q')).toEqual(['a b&c']);
    expect(u.searchParams.get('ü')).toBe('✓');
    expect(u.searchParams.has('off')).toBe(false);
  });
  it('sends only enabled headers with non-empty keys', () => {
    const r = built(
      req({
        headers: [
          { key: 'X-One', value: '1', enabled: true },
          { key: 'X-Off', value: '2', enabled: false },
          { key: '', value: 'nokey', enabled: true },
          { key: ' X-Two ', value: ' two ', enabled: true },
        ],
      }),
    );
    expect(r.headers).toEqual([
      ['X-One', '1'],
      ['X-Two', 'two'],
    ]);
  });
  it('refuses invalid header names and values with a message', () => {
    expect(buildRequest(req({ headers: [{ key: 'Bad Name', value: 'x', enabled: true }] }))).toEqual({
      ok: false,
      error: 'Invalid header name: Bad Name',
    });
    expect(buildRequest(req({ headers: [{ key: 'X', value: 'a\r\nInjected: 1', enabled: true }] })).ok).toBe(false);
    expect(buildRequest(req({ headers: [{ key: 'Bad Name', value: 'x', enabled: false }] })).ok).toBe(true);
  });
  it('ignores the body for GET and HEAD; sends it with its content type otherwise', () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const r = built(req({ method, body: '{"a":1}', contentType: 'application/json' }));
      expect(r.body).toBeUndefined();
      expect(r.headers.find(([k]) => k === 'Content-Type')).toBeUndefined();
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
      const r = built(req({ method, body: '{"a":1}', contentType: 'application/json' }));
      expect(r.method).toBe(method);
      expect(r.body).toBe('{"a":1}');
      expect(r.headers).toContainEqual(['Content-Type', 'application/json']);
    }
    expect(built(req({ method: 'POST', body: '' })).body).toBeUndefined();
    const explicit = built(
      req({
        method: 'POST',
        body: 'x',
        contentType: 'text/plain',
        headers: [{ key: 'content-type', value: 'text/csv', enabled: true }],
      }),
    );
    expect(explicit.headers).toEqual([['content-type', 'text/csv']]);
  });
  it('adds a UTF-8-safe basic auth header that replaces an Authorization row', () => {
    const r = built(
      req({
        auth: { username: 'jürgen', password: 'p:ä✓' },
        headers: [{ key: 'Authorization', value: 'Bearer x', enabled: true }],
      }),
    );
    expect(r.headers).toEqual([['Authorization', basicAuthHeader('jürgen', 'p:ä✓')]]);
    expect(decodeText(basicAuthHeader('jürgen', 'p:ä✓').slice(6))).toBe('jürgen:p:ä✓');
    expect(basicAuthHeader('Aladdin', 'open sesame')).toBe('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
    expect(built(req()).headers).toEqual([]);
  });
  it('normalises the timeout', () => {
    expect(built(req({ timeout: 1500.7 })).timeout).toBe(1500);
    expect(built(req({ timeout: 0 })).timeout).toBe(0);
    expect(built(req({ timeout: -5 })).timeout).toBe(0);
    expect(built(req({ timeout: Number.NaN })).timeout).toBe(0);
  });
  it('property: params round trip through the query', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            key: fc.string({ minLength: 1 }).filter((k) => k.trim() !== ''),
            value: fc.string(),
            enabled: fc.boolean(),
          }),
          { maxLength: 6 },
        ),
        (params) => {
          const wellFormed = params.map((p) => ({ ...p, key: p.key.toWellFormed(), value: p.value.toWellFormed() }));
          const u = new URL(built(req({ url: 'https://h.test/p', params: wellFormed })).url);
          expect([...u.searchParams.entries()]).toEqual(activeRows(wellFormed).map((r) => [r.key, r.value]));
        },
      ),
    );
  });
  it('property: appendParams with no params keeps the URL', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (s) => {
        const u = new URL(s);
        expect(appendParams(u, [])).toBe(u.href);
      }),
    );
  });
});

describe('buildCurl', () => {
  it('builds a single-quoted command from the same inputs', () => {
    expect(
      buildCurl(req({ url: 'https://api.test/a', params: [{ key: 'q', value: "it's", enabled: true }], timeout: 0 })),
    ).toBe("curl -X GET 'https://api.test/a?q=it'\\''s'");
    expect(
      buildCurl(
        req({
          method: 'POST',
          url: 'https://api.test/a',
          headers: [{ key: 'X-A', value: "o'k", enabled: true }],
          body: '{"name":"O\'Brien"}',
          contentType: 'application/json',
          auth: { username: 'u', password: 'p' },
          timeout: 2500,
        }),
      ),
    ).toBe(
      "curl -X POST 'https://api.test/a' -H 'X-A: o'\\''k' -H 'Content-Type: application/json' -u 'u:p' --data-raw '{\"name\":\"O'\\''Brien\"}' --max-time 3",
    );
    expect(buildCurl(req({ url: 'https://a.test/' }))).toBe("curl -X GET 'https://a.test/' --max-time 30");
    expect(buildCurl(req({ method: 'HEAD', url: 'https://a.test/', timeout: 0 }))).toBe(
      "curl --head 'https://a.test/'",
    );
    expect(buildCurl(req({ method: 'GET', body: 'ignored', timeout: 0 }))).not.toContain('ignored');
  });
  it('quotes the URL as typed when it is invalid', () => {
    expect(buildCurl(req({ url: "javascript:alert('x')", timeout: 0 }))).toBe(
      "curl -X GET 'javascript:alert('\\''x'\\'')'",
    );
  });
  it('drops an Authorization row when basic auth is given, as the sent request does', () => {
    const c = buildCurl(
      req({
        headers: [{ key: 'Authorization', value: 'Bearer t', enabled: true }],
        auth: { username: 'a', password: '' },
        timeout: 0,
      }),
    );
    expect(c).toBe("curl -X GET 'https://jsonplaceholder.typicode.com/posts' -u 'a:'");
  });
  it('property: a POSIX shell reads every argument back exactly', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => s.replace(/\0/g, ''));
    fc.assert(
      fc.property(text, fc.constantFrom(...METHODS), text, text, (value, method, body, user) => {
        const r = req({
          method,
          url: 'https://h.test/p',
          headers: [{ key: 'X-K', value: value.replace(/[\r\n]/g, ''), enabled: true }],
          body,
          auth: { username: user, password: "p'w" },
          timeout: 0,
        });
        const cmd = buildCurl(r);
        expect(cmd.startsWith('curl ')).toBe(true);
        const out = execFileSync('sh', ['-c', `printf '%s\\0' ${cmd.slice(5)}`]).toString('utf8');
        const args = out.split('\0').slice(0, -1);
        const b = built(r);
        const expected = [...(method === 'HEAD' ? ['--head'] : ['-X', method]), b.url];
        for (const [k, v] of b.headers) if (k !== 'Authorization') expected.push('-H', `${k}: ${v}`);
        expected.push('-u', `${user}:p'w`);
        if (b.body !== undefined) expected.push('--data-raw', b.body);
        expect(args).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });
  it('shellQuote handles quotes and empty strings', () => {
    expect(shellQuote('')).toBe("''");
    expect(shellQuote("'")).toBe("''\\'''");
  });
});

describe('formatBody', () => {
  it('pretty-prints JSON and leaves other text alone', () => {
    expect(formatBody('{"a":[1,2]}', 'application/json')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(formatBody('[1]', 'text/plain')).toBe('[\n  1\n]');
    expect(formatBody('<b>hi</b>', 'text/html')).toBe('<b>hi</b>');
    expect(formatBody('{not json', 'application/json')).toBe('{not json');
    expect(formatBody('', 'application/json')).toBe('');
    expect(formatBody('42', 'application/json')).toBe('42');
  });
});

/** A fake fetch that records calls and honours the abort signal. */
function fakeFetch(handler: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const f: FetchLike = (url, init) => {
    calls.push({ url, init });
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      if (signal)
        signal.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')));
      Promise.resolve()
        .then(() => handler(url, init))
        .then(resolve, reject);
    });
  };
  return { f, calls };
}

describe('sendRequest', () => {
  it('returns the response object with headers, pretty JSON body, duration and byte size', async () => {
    let t = 1000;
    const { f, calls } = fakeFetch(() => {
      t += 42;
      return new Response('{"title":"héllo"}', {
        status: 201,
        statusText: 'Created',
        headers: { 'Content-Type': 'application/json', 'X-Id': '7' },
      });
    });
    const res = await sendRequest(
      f,
      req({
        method: 'POST',
        url: 'https://api.test/posts',
        body: '{"a":1}',
        headers: [{ key: 'X-Req', value: 'yes', enabled: true }],
        params: [{ key: 'p', value: '1', enabled: true }],
      }),
      { now: () => t },
    );
    expect(res).toEqual({
      status: 201,
      statusText: 'Created',
      headers: { 'content-type': 'application/json', 'x-id': '7' },
      body: '{"title":"héllo"}',
      formattedBody: '{\n  "title": "héllo"\n}',
      duration: 42,
      size: 18,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://api.test/posts?p=1');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"a":1}');
    expect(calls[0].init.headers).toEqual([
      ['X-Req', 'yes'],
      ['Content-Type', 'application/json'],
    ]);
  });
  it('returns error statuses as they are (failure, not an exception)', async () => {
    const { f } = fakeFetch(() => new Response('Not here', { status: 404, statusText: 'Not Found' }));
    const res = await sendRequest(f, req());
    expect(res.status).toBe(404);
    expect(isSuccess(res.status)).toBe(false);
    expect(res.body).toBe('Not here');
    expect(res.formattedBody).toBe('Not here');
    expect(res.error).toBeUndefined();
  });
  it('does not send a body for GET', async () => {
    const { f, calls } = fakeFetch(() => new Response(''));
    await sendRequest(f, req({ method: 'GET', body: 'x' }));
    expect('body' in calls[0].init).toBe(false);
  });
  it('network failure (TypeError): status 0, Request Failed, the message and a CORS explanation', async () => {
    const { f } = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const res = await sendRequest(f, req());
    expect(res).toMatchObject({ status: 0, statusText: 'Request Failed', error: 'Failed to fetch', body: '', size: 0 });
    expect(res.explanation).toBe(MESSAGES.corsExplanation);
    expect(res.explanation).toMatch(/CORS/);
    const mixed = await sendRequest(f, req({ url: 'http://api.test/' }), { pageProtocol: 'https:' });
    expect(mixed.explanation).toBe(MESSAGES.mixedContent);
  });
  it('other errors: Request Failed with the message, no CORS explanation', async () => {
    const { f } = fakeFetch(() => {
      throw new Error('boom');
    });
    const res = await sendRequest(f, req());
    expect(res).toMatchObject({ status: 0, statusText: 'Request Failed', error: 'boom' });
    expect(res.explanation).toBeUndefined();
  });
  it('a non-Error rejection: Unknown error occurred', async () => {
    const res = await sendRequest(() => Promise.reject('weird'), req());
    expect(res).toMatchObject({ status: 0, error: 'Unknown error occurred' });
  });
  it('times out with AbortController: Request timed out', async () => {
    const { f, calls } = fakeFetch(() => new Promise<Response>(() => {}));
    const res = await sendRequest(f, req({ timeout: 30 }));
    expect(res).toMatchObject({ status: 0, statusText: 'Request timed out', error: 'Request timed out' });
    expect(calls[0].init.signal?.aborted).toBe(true);
  });
  it('a fast response is not aborted by the timeout', async () => {
    const { f, calls } = fakeFetch(() => new Response('ok'));
    const res = await sendRequest(f, req({ timeout: 50 }));
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 80));
    expect(calls[0].init.signal?.aborted).toBe(false);
  });
  it('refuses non-http URLs without calling fetch', async () => {
    const { f, calls } = fakeFetch(() => new Response(''));
    const res = await sendRequest(f, req({ url: 'javascript:alert(1)' }));
    expect(res).toMatchObject({
      status: 0,
      error: 'Only http: and https: URLs can be sent. Refused scheme: javascript:',
    });
    expect(calls).toHaveLength(0);
  });
  it('a failure of the wrapper itself: An error occurred while sending the request', async () => {
    const res = await sendRequest(fakeFetch(() => new Response('')).f, null as unknown as HttpRequest);
    expect(res).toMatchObject({ status: 0, error: 'An error occurred while sending the request' });
  });
  it('HEAD reads no body', async () => {
    const { f } = fakeFetch(() => new Response(null, { status: 200, headers: { 'content-length': '10' } }));
    const res = await sendRequest(f, req({ method: 'HEAD' }));
    expect(res).toMatchObject({ status: 200, body: '', size: 0 });
  });
});

describe('shared link', () => {
  it('pre-fills the form and never includes credentials', () => {
    const r = req({
      method: 'PUT',
      url: 'https://api.test/x?y=1',
      params: [{ key: 'a', value: 'b', enabled: false }],
      headers: [{ key: 'X-A', value: '1', enabled: true }],
      body: '{"z":2}',
      contentType: 'text/plain',
      timeout: 5000,
      auth: { username: 'admin', password: 'hunter2' },
    });
    const q = toSharedQuery(r);
    expect(q).not.toContain('hunter2');
    expect(q).not.toContain('admin');
    expect(parseSharedQuery(q)).toEqual({ ...r, auth: { username: '', password: '' } });
    expect(parseSharedQuery('?' + q)).toEqual(parseSharedQuery(q));
  });
  it('leaves out credential headers: Authorization, Cookie, API keys', () => {
    const r = req({
      headers: [
        { key: 'Authorization', value: 'Bearer t0ken', enabled: true },
        { key: ' cookie ', value: 'sid=c00kie', enabled: true },
        { key: 'X-API-Key', value: 'k3y', enabled: false },
        { key: 'Accept', value: 'application/json', enabled: true },
      ],
    });
    const q = toSharedQuery(r);
    for (const secret of ['t0ken', 'c00kie', 'k3y']) expect(q).not.toContain(secret);
    expect(parseSharedQuery(q).headers).toEqual([{ key: 'Accept', value: 'application/json', enabled: true }]);
    expect(withoutSecrets(r).headers.map((h) => h.key)).toEqual(['Accept']);
    expect(isSecretHeader('Proxy-Authorization')).toBe(true);
    expect(isSecretHeader('X-Request-Id')).toBe(false);
  });
  it('ignores invalid values', () => {
    const r = parseSharedQuery('method=TRACE&params=notjson&headers=[1,["k","v"]]&timeout=abc&contentType=a%0Ab');
    expect(r.method).toBe('GET');
    expect(r.params).toEqual([]);
    expect(r.headers).toEqual([{ key: 'k', value: 'v', enabled: true }]);
    expect(r.timeout).toBe(DEFAULT_REQUEST.timeout);
    expect(r.contentType).toBe(DEFAULT_REQUEST.contentType);
    expect(parseSharedQuery('')).toEqual(DEFAULT_REQUEST);
  });
  it('property: round trip of the form (without auth)', () => {
    const row = fc.record({ key: fc.string(), value: fc.string(), enabled: fc.boolean() });
    fc.assert(
      fc.property(
        fc.constantFrom(...METHODS),
        fc.string(),
        fc.array(row, { maxLength: 4 }),
        fc.array(row, { maxLength: 4 }),
        fc.string(),
        fc.integer({ min: 0, max: 999999 }),
        (method, url, params, headers, body, timeout) => {
          const wf = (s: string) => s.toWellFormed();
          const r = req({
            method,
            url: wf(url),
            params: params.map((p) => ({ ...p, key: wf(p.key), value: wf(p.value) })),
            headers: headers.map((p) => ({ ...p, key: wf(p.key), value: wf(p.value) })),
            body: wf(body),
            timeout,
          });
          expect(parseSharedQuery(toSharedQuery(r))).toEqual(withoutSecrets(r));
        },
      ),
    );
  });
  it('property: the request kept in memory comes back whole, credentials included', () => {
    const row = fc.record({
      key: fc.oneof(fc.string(), fc.constantFrom('Authorization', 'Cookie')),
      value: fc.string(),
      enabled: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...METHODS),
        fc.array(row, { maxLength: 4 }),
        fc.string(),
        fc.string(),
        (method, headers, username, password) => {
          const wf = (s: string) => s.toWellFormed();
          const r = req({
            method,
            headers: headers.map((p) => ({ ...p, key: wf(p.key), value: wf(p.value) })),
            auth: { username: wf(username), password: wf(password) },
          });
          expect(requestFromText(requestToText(r))).toEqual(r);
        },
      ),
    );
    expect(requestFromText('not json')).toBeNull();
    expect(requestFromText('{"query":1}')).toBeNull();
  });
  it('a kept response comes back as it was; anything else is refused', () => {
    const response = {
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
      formattedBody: '{\n  "a": 1\n}',
      duration: 12,
      size: 7,
    };
    const kept = { request: requestToText(req({})), response };
    expect(keptResponseFromText(keptResponseToText(kept))).toEqual(kept);
    const failed = { ...kept, response: { ...response, status: 0, error: 'Request Failed', explanation: 'CORS' } };
    expect(keptResponseFromText(keptResponseToText(failed))).toEqual(failed);
    expect(keptResponseFromText(JSON.stringify({ request: 'x', response: { ...response, size: '7' } }))).toBeNull();
    expect(keptResponseFromText('[')).toBeNull();
  });
});

describe('manifest options', () => {
  it('the manifest carries optionsSchema', () => {
    expect(manifest.options.schema).toBe(optionsSchema);
  });
  it('the manifest defaults are the default request (without auth) and pass the schema', () => {
    const { auth: _auth, ...rest } = DEFAULT_REQUEST;
    expect(manifest.options.defaults).toEqual(rest);
    expect(new Ajv({ strict: false }).validate(optionsSchema, manifest.options.defaults)).toBe(true);
  });
  it('params and headers are arrays of key, value, enabled rows', () => {
    for (const k of ['params', 'headers'] as const) {
      const p = optionsSchema.properties[k];
      expect(p.type).toBe('array');
      expect(Object.keys(p.items.properties)).toEqual(['key', 'value', 'enabled']);
    }
  });
});

describe('rows from the options form and links', () => {
  it('normaliseRows fills missing fields and keeps rows switched off', () => {
    expect(
      normaliseRows([{ key: 'a' }, { value: 'v', enabled: false }, null, { key: 1, value: 2, enabled: 'no' }]),
    ).toEqual([
      { key: 'a', value: '', enabled: true },
      { key: '', value: 'v', enabled: false },
      { key: '', value: '', enabled: true },
      { key: '', value: '', enabled: true },
    ]);
    expect(normaliseRows(undefined)).toEqual([]);
    expect(normaliseRows('x')).toEqual([]);
    expect(normaliseRows(Array.from({ length: 150 }, () => ({ key: 'k' })))).toHaveLength(MAX_ROWS);
  });
  it('a link may carry rows as objects, as the options form stores them', () => {
    const r = parseSharedQuery(
      `headers=${encodeURIComponent(JSON.stringify([{ key: 'X-A', value: '1', enabled: false }, { key: 'X-B' }, { value: 'nokey' }]))}`,
    );
    expect(r.headers).toEqual([
      { key: 'X-A', value: '1', enabled: false },
      { key: 'X-B', value: '', enabled: true },
    ]);
  });
  it('isSharedQuery is true only when the link carries request fields', () => {
    expect(isSharedQuery('')).toBe(false);
    expect(isSharedQuery('?utm_source=x')).toBe(false);
    expect(isSharedQuery('?url=https%3A%2F%2Fa.test')).toBe(true);
    expect(isSharedQuery(new URLSearchParams('method=POST'))).toBe(true);
  });
});

describe('form helpers', () => {
  it('contentTypeChoices keeps a custom content type selectable', () => {
    expect(contentTypeChoices('application/json')).toEqual([...CONTENT_TYPES]);
    expect(contentTypeChoices('text/csv')).toEqual(['text/csv', ...CONTENT_TYPES]);
    expect(contentTypeChoices('')).toEqual([...CONTENT_TYPES]);
  });
  it('parseTimeout accepts digits only, clamps to 600000, blank means none', () => {
    expect(parseTimeout('1500', 30000)).toBe(1500);
    expect(parseTimeout(' 0 ', 30000)).toBe(0);
    expect(parseTimeout('', 30000)).toBe(0);
    expect(parseTimeout('abc', 30000)).toBe(30000);
    expect(parseTimeout('-5', 30000)).toBe(30000);
    expect(parseTimeout('1.5', 30000)).toBe(30000);
    expect(parseTimeout('9999999', 30000)).toBe(600000);
  });
});
