import { defineExamples } from '@/lib/examples';
import { buildCurl, buildRequest, DEFAULT_REQUEST, type BuiltRequest, type HttpRequest } from './logic';

const row = (key: string, value: string, enabled = true) => ({ key, value, enabled });

/**
 * Requests as edited in the form (over the defaults) and what is sent, with the cURL command shown
 * beside it. Each command splits, with python3's `shlex.split`, into the intended arguments (the body's
 * ' is written '\'' inside single quotes); the params are encoded as python3's
 * `urllib.parse.urlencode(params, quote_via=quote)`; the Authorization value is
 * `'Basic ' + base64.b64encode('alice:s3crét'.encode()).decode()`.
 */
export default defineExamples<Partial<HttpRequest>, { sent: BuiltRequest; curl: string } | { error: string }>({
  examples: [
    {
      name: 'The default request',
      input: {},
      output: {
        sent: { url: 'https://jsonplaceholder.typicode.com/posts', method: 'GET', headers: [], timeout: 30000 },
        curl: "curl -X GET 'https://jsonplaceholder.typicode.com/posts' --max-time 30",
      },
    },
    {
      name: 'A JSON POST with params and a header',
      input: {
        method: 'POST',
        url: 'https://api.example.com/items',
        params: [row('page', '2'), row('q', 'a b'), row('off', 'x', false)],
        headers: [row('X-Trace', '42')],
        body: '{"name":"O\'Brien"}',
      },
      output: {
        sent: {
          url: 'https://api.example.com/items?page=2&q=a%20b',
          method: 'POST',
          headers: [
            ['X-Trace', '42'],
            ['Content-Type', 'application/json'],
          ],
          body: '{"name":"O\'Brien"}',
          timeout: 30000,
        },
        curl: "curl -X POST 'https://api.example.com/items?page=2&q=a%20b' -H 'X-Trace: 42' -H 'Content-Type: application/json' --data-raw '{\"name\":\"O'\\''Brien\"}' --max-time 30",
      },
    },
    {
      name: 'HEAD with basic auth',
      description: 'The body is ignored for HEAD; the credentials become the Authorization header',
      input: {
        method: 'HEAD',
        url: 'https://example.com',
        headers: [row('Accept', '*/*')],
        body: 'ignored',
        auth: { username: 'alice', password: 's3crét' },
        timeout: 5000,
      },
      output: {
        sent: {
          url: 'https://example.com/',
          method: 'HEAD',
          headers: [
            ['Accept', '*/*'],
            ['Authorization', 'Basic YWxpY2U6czNjcsOpdA=='],
          ],
          timeout: 5000,
        },
        curl: "curl --head 'https://example.com/' -H 'Accept: */*' -u 'alice:s3crét' --max-time 5",
      },
    },
    {
      name: 'A URL without a scheme',
      description: 'https:// is added, as a browser address bar does',
      input: { url: 'example.com/api' },
      output: {
        sent: { url: 'https://example.com/api', method: 'GET', headers: [], timeout: 30000 },
        curl: "curl -X GET 'https://example.com/api' --max-time 30",
      },
    },
    {
      name: 'A file URL',
      input: { url: 'file:///etc/passwd' },
      output: { error: 'Only http: and https: URLs can be sent. Refused scheme: file:' },
    },
  ],
  run: (input) => {
    const req = { ...DEFAULT_REQUEST, ...input };
    const built = buildRequest(req);
    return built.ok ? { sent: built.request, curl: buildCurl(req) } : { error: built.error };
  },
});
