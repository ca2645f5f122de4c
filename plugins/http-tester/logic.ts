/**
 * HTTP request tester: pure logic (no React, no DOM). Builds and validates the request, the cURL
 * command and the shared link, and sends through an injected fetch so it is testable.
 * Only enabled rows with a key are sent; GET and HEAD carry no body; a 2xx status is a success.
 */
import { encodeText } from '@/lib/base64';
import { DEFAULT_TIMEOUT_MS, DEFAULT_URL, MAX_TIMEOUT_MS, METHODS } from './options';
import { activeRows, rowsNotInQuery, type KeyValueRow } from './query';

export type HttpMethod = (typeof METHODS)[number];

export const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  'text/html',
  'multipart/form-data',
] as const;

/** What a request's outcome says, and the form's validation texts. */
export const MESSAGES = {
  sending: 'Sending...',
  requestFailed: 'Request Failed',
  timedOut: 'Request timed out',
  unknown: 'Unknown error occurred',
  wrapperFailed: 'An error occurred while sending the request',
  urlRequired: 'Enter a URL to send the request to',
  invalidUrl: 'This is not a valid URL. Example: https://example.com/api/items',
  /** Followed by the refused scheme, e.g. "javascript:". */
  unsupportedScheme: 'Only http: and https: URLs can be sent. Refused scheme: ',
  invalidHeaderName: 'Invalid header name: ',
  invalidHeaderValue: 'Header values cannot contain line breaks: ',
  corsExplanation:
    'The browser could not complete the request, and it does not say why. Usually either the ' +
    'server could not be reached (wrong address, server down, no network), or the server does ' +
    'not allow web pages from other sites to read its responses (CORS: it has to send an ' +
    'Access-Control-Allow-Origin header that allows this site). Browsers block such responses ' +
    'for your safety. Try the cURL command below in a terminal to see what the server really ' +
    'answers.',
  mixedContent:
    'This page was loaded over https:, and browsers block requests from it to plain http: ' +
    'addresses (mixed content). Use an https: URL, or try the cURL command in a terminal.',
} as const;

export interface BasicAuth {
  username: string;
  password: string;
}

/** The request as edited in the form. */
export interface HttpRequest {
  url: string;
  method: HttpMethod;
  headers: KeyValueRow[];
  params: KeyValueRow[];
  body: string;
  contentType: string;
  auth: BasicAuth;
  /** Milliseconds; 0 or less disables the timeout. */
  timeout: number;
}

/** The response shown to the user; status 0 with `error` when no response came. */
export interface HttpResponse {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
  formattedBody: string;
  /** Milliseconds from sending until the body was read. */
  duration: number;
  /** Body size in bytes. */
  size: number;
  error?: string;
  /** A plain-words explanation for failures the browser does not explain (CORS, mixed content). */
  explanation?: string;
}

export const DEFAULT_REQUEST: HttpRequest = {
  url: DEFAULT_URL,
  method: 'GET',
  headers: [],
  params: [],
  body: '',
  contentType: 'application/json',
  auth: { username: '', password: '' },
  timeout: DEFAULT_TIMEOUT_MS,
};

/** True for methods that never carry a body (the Body tab is disabled for them). */
export function methodHasNoBody(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** Send is disabled while sending or when the URL is blank. */
export function canSend(url: string, sending: boolean): boolean {
  return !sending && url.trim() !== '';
}

/** 2xx is success; anything else (including 0) is failure. */
export function isSuccess(status: number): boolean {
  return status >= 200 && status <= 299;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HOST_PORT = /^[^/?#:@]+:\d+(?:[/?#]|$)/;
const LOCAL_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?(?:[/?#]|$)/i;

export type UrlCheck = { ok: true; url: URL } | { ok: false; error: string };

/**
 * Validates the URL. A URL without a scheme gets https:// (http:// for localhost and 127.x);
 * only http: and https: are accepted: javascript:, file:, data: and the rest are refused.
 */
export function checkUrl(input: string): UrlCheck {
  let s = input.trim();
  if (s === '') return { ok: false, error: MESSAGES.urlRequired };
  const scheme = SCHEME.exec(s);
  if (!scheme || HOST_PORT.test(s)) {
    if (s.startsWith('//')) s = s.slice(2);
    s = (LOCAL_HOST.test(s) ? 'http://' : 'https://') + s;
  } else {
    const name = scheme[1].toLowerCase();
    if (name !== 'http' && name !== 'https') return { ok: false, error: MESSAGES.unsupportedScheme + name + ':' };
  }
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return { ok: false, error: MESSAGES.invalidUrl };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return { ok: false, error: MESSAGES.invalidUrl };
  }
  return { ok: true, url };
}

/** Appends params to a URL's query, keeping the existing query text and the fragment as typed. */
export function appendParams(url: URL, params: readonly { key: string; value: string }[]): string {
  if (params.length === 0) return url.href;
  const extra = params.map((p) => `${encodeURIComponent(p.key)}=${encodeURIComponent(p.value)}`).join('&');
  const base = url.search === '' || url.search === '?' ? '?' : `${url.search}&`;
  const out = new URL(url.href);
  out.search = '';
  out.hash = '';
  return `${out.href}${base}${extra}${url.hash}`;
}

/** `Basic base64(username:password)`, UTF-8 safe. */
export function basicAuthHeader(username: string, password: string): string {
  return `Basic ${encodeText(`${username}:${password}`)}`;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** What fetch receives: plain data, safe to post to a worker or log. */
export interface BuiltRequest {
  url: string;
  method: HttpMethod;
  /** Header pairs in order; the Content-Type and Authorization added from the form are included. */
  headers: [string, string][];
  /** Undefined for GET and HEAD, and when the body is empty. */
  body?: string;
  /** Timeout in ms, 0 for none. */
  timeout: number;
}

export type BuildResult = { ok: true; request: BuiltRequest } | { ok: false; error: string };

/**
 * Builds the request that is sent: validated http(s) URL with the enabled, non-blank params its
 * query does not already hold appended; enabled, non-blank headers; Authorization from basic auth (when a username or
 * password is given; it replaces an Authorization row); the body and its Content-Type (unless a
 * Content-Type row is present) except for GET and HEAD, where the body is ignored.
 */
export function buildRequest(req: HttpRequest): BuildResult {
  const method = (METHODS as readonly string[]).includes(req.method) ? req.method : 'GET';
  const u = checkUrl(req.url);
  if (!u.ok) return u;
  const headers: [string, string][] = [];
  for (const { key, value } of activeRows(req.headers)) {
    if (!TOKEN.test(key)) return { ok: false, error: MESSAGES.invalidHeaderName + key };
    if (/[\r\n\0]/.test(value)) return { ok: false, error: MESSAGES.invalidHeaderValue + key };
    headers.push([key, value.trim()]);
  }
  const has = (name: string) => headers.some(([k]) => k.toLowerCase() === name);
  const noBody = methodHasNoBody(method);
  const body = noBody || req.body === '' ? undefined : req.body;
  if (body !== undefined && req.contentType.trim() !== '' && !has('content-type')) {
    if (/[\r\n\0]/.test(req.contentType)) return { ok: false, error: MESSAGES.invalidHeaderValue + 'Content-Type' };
    headers.push(['Content-Type', req.contentType.trim()]);
  }
  if (req.auth && (req.auth.username !== '' || req.auth.password !== '')) {
    for (let i = headers.length - 1; i >= 0; i--)
      if (headers[i][0].toLowerCase() === 'authorization') headers.splice(i, 1);
    headers.push(['Authorization', basicAuthHeader(req.auth.username, req.auth.password)]);
  }
  const timeout = Number.isFinite(req.timeout) && req.timeout > 0 ? Math.floor(req.timeout) : 0;
  return {
    ok: true,
    request: {
      url: appendParams(u.url, rowsNotInQuery(u.url.href, activeRows(req.params))),
      method,
      headers,
      body,
      timeout,
    },
  };
}

/** Quotes a word for POSIX shells: single quotes, with ' written as '\''. */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * The cURL command for the same inputs. Every argument is single-quoted; HEAD uses --head;
 * basic auth uses -u; the timeout becomes --max-time (seconds). When the URL is invalid the
 * command still shows the URL as typed (quoted).
 */
export function buildCurl(req: HttpRequest): string {
  const built = buildRequest({ ...req, auth: { username: '', password: '' } });
  const parts: string[] = ['curl'];
  let url = req.url.trim();
  let headers: [string, string][] = [];
  let body: string | undefined;
  let timeout = 0;
  const method = (METHODS as readonly string[]).includes(req.method) ? req.method : 'GET';
  if (built.ok) {
    ({ url, headers, body, timeout } = built.request);
  } else {
    headers = activeRows(req.headers).map((r) => [r.key, r.value]);
    body = methodHasNoBody(method) || req.body === '' ? undefined : req.body;
  }
  const withAuth = req.auth && (req.auth.username !== '' || req.auth.password !== '');
  if (withAuth) headers = headers.filter(([k]) => k.toLowerCase() !== 'authorization');
  if (method === 'HEAD') parts.push('--head');
  else parts.push('-X', method);
  parts.push(shellQuote(url));
  for (const [k, v] of headers) parts.push('-H', shellQuote(`${k}: ${v}`));
  if (withAuth) {
    parts.push('-u', shellQuote(`${req.auth.username}:${req.auth.password}`));
  }
  if (body !== undefined) parts.push('--data-raw', shellQuote(body));
  if (timeout > 0) parts.push('--max-time', String(Math.max(1, Math.ceil(timeout / 1000))));
  return parts.join(' ');
}

/** Pretty-prints a JSON body with 2 spaces; returns the body unchanged when it is not JSON. */
export function formatBody(body: string, contentType = ''): string {
  const t = body.trimStart();
  const looksJson = /json/i.test(contentType) || t.startsWith('{') || t.startsWith('[');
  if (!looksJson || t === '') return body;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** What the page posts to the sending worker. */
export interface SendJob {
  request: HttpRequest;
  /** The page's protocol, to explain mixed-content blocking. */
  pageProtocol: string;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface SendOptions {
  /** Clock in ms (default performance.now). */
  now?: () => number;
  /** Protocol of the page doing the request, to explain mixed-content blocking (e.g. 'https:'). */
  pageProtocol?: string;
  /** An outer signal (e.g. a Cancel button). */
  signal?: AbortSignal;
}

function failure(statusText: string, error: string, duration: number, explanation?: string): HttpResponse {
  const r: HttpResponse = { status: 0, statusText, headers: {}, body: '', formattedBody: '', duration, size: 0, error };
  if (explanation) r.explanation = explanation;
  return r;
}

/**
 * Sends the request with the given fetch and never rejects. Network failure or other error:
 * status 0, 'Request Failed' with the error message (plus a plain-words CORS explanation when
 * fetch throws a TypeError); timeout: 'Request timed out'; a non-Error throw: 'Unknown error
 * occurred'; a failure of this wrapper itself: 'An error occurred while sending the request'.
 * A validation failure (bad URL, header) is returned the same way with its message.
 */
export async function sendRequest(
  fetchImpl: FetchLike,
  request: HttpRequest,
  options: SendOptions = {},
): Promise<HttpResponse> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  try {
    const built = buildRequest(request);
    if (!built.ok) return failure(MESSAGES.requestFailed, built.error, 0);
    const { url, method, headers, body, timeout } = built.request;
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      timeout > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeout)
        : undefined;
    const onOuterAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort);
    try {
      const init: RequestInit = { method, headers, signal: controller.signal };
      if (body !== undefined) init.body = body;
      const res = await fetchImpl(url, init);
      const buf = method === 'HEAD' ? new ArrayBuffer(0) : await res.arrayBuffer();
      const text = new TextDecoder().decode(buf);
      const resHeaders: Record<string, string> = {};
      res.headers.forEach((v, k) => {
        resHeaders[k] = v;
      });
      return {
        status: res.status,
        statusText: res.statusText,
        headers: resHeaders,
        body: text,
        formattedBody: formatBody(text, res.headers.get('content-type') ?? ''),
        duration: Math.max(0, Math.round(now() - started)),
        size: buf.byteLength,
      };
    } catch (e) {
      const duration = Math.max(0, Math.round(now() - started));
      if (timedOut) return failure(MESSAGES.timedOut, MESSAGES.timedOut, duration);
      if (e instanceof Error) {
        let explanation: string | undefined;
        if (e instanceof TypeError) {
          explanation =
            options.pageProtocol === 'https:' && url.startsWith('http:')
              ? MESSAGES.mixedContent
              : MESSAGES.corsExplanation;
        }
        return failure(MESSAGES.requestFailed, e.message || MESSAGES.unknown, duration, explanation);
      }
      return failure(MESSAGES.requestFailed, MESSAGES.unknown, duration);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
    }
  } catch {
    return failure(MESSAGES.requestFailed, MESSAGES.wrapperFailed, Math.max(0, Math.round(now() - started)));
  }
}

function rowsToParam(rows: readonly KeyValueRow[]): string {
  return JSON.stringify(rows.map((r) => [r.key, r.value, r.enabled]));
}

/** Rows read from a link or the options form are capped at this many. */
export const MAX_ROWS = 100;

/**
 * Rows as the options form (rjsf) hands them back: missing or non-string fields become '',
 * enabled stays on unless it is false. Anything that is not an array gives no rows.
 */
export function normaliseRows(value: unknown): KeyValueRow[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_ROWS).map((item) => {
    const o = (item !== null && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    return {
      key: typeof o.key === 'string' ? o.key : '',
      value: typeof o.value === 'string' ? o.value : '',
      enabled: o.enabled !== false,
    };
  });
}

/** Rows from a link: compact [key, value, enabled] tuples, or {key, value, enabled} objects. */
function parseRows(s: string | null): KeyValueRow[] | undefined {
  if (s === null) return undefined;
  try {
    const v: unknown = JSON.parse(s);
    if (!Array.isArray(v)) return undefined;
    const rows: KeyValueRow[] = [];
    for (const item of v.slice(0, MAX_ROWS)) {
      if (Array.isArray(item) && typeof item[0] === 'string' && typeof item[1] === 'string') {
        rows.push({ key: item[0], value: item[1], enabled: item[2] !== false });
      } else if (item !== null && typeof item === 'object' && typeof item.key === 'string') {
        rows.push({
          key: item.key,
          value: typeof item.value === 'string' ? item.value : '',
          enabled: item.enabled !== false,
        });
      }
    }
    return rows;
  } catch {
    return undefined;
  }
}

/** True when a link carries request fields, so the screen can say it was pre-filled (not sent). */
export function isSharedQuery(query: string | URLSearchParams): boolean {
  const q = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
  return ['method', 'url', 'params', 'headers', 'body'].some((k) => q.has(k));
}

/** Content types offered in the Body tab, with the current one kept when it is not in the list. */
export function contentTypeChoices(current: string): string[] {
  const list: string[] = [...CONTENT_TYPES];
  return current === '' || list.includes(current) ? list : [current, ...list];
}

/** Timeout typed by the user: digits only, clamped to 0–600000 ms; anything else keeps `fallback`. */
export function parseTimeout(raw: string, fallback: number): number {
  const t = raw.trim();
  if (t === '') return 0;
  if (!/^\d+$/.test(t)) return fallback;
  return Math.min(MAX_TIMEOUT_MS, Number(t));
}

/** Headers whose values are credentials (a token, a cookie, an API key). */
const SECRET_HEADER = /^(authorization|proxy-authorization|cookie|x-api-key|api-key|x-auth-token|x-access-token)$/i;
export const isSecretHeader = (name: string): boolean => SECRET_HEADER.test(name.trim());

/** The request without its credentials: no basic auth, no credential headers. What a link or the tab's storage may hold. */
export function withoutSecrets(req: HttpRequest): HttpRequest {
  return {
    ...req,
    headers: req.headers.filter((row) => !isSecretHeader(row.key)),
    auth: { username: '', password: '' },
  };
}

/**
 * A query string that pre-fills the form (method, url, params, headers, body, contentType,
 * timeout). Credentials are never put in it: basic auth and credential headers are left out.
 */
export function toSharedQuery(req: HttpRequest): string {
  return queryOf(withoutSecrets(req));
}

/** The form as a query string, all of it. */
function queryOf(req: HttpRequest): string {
  const q = new URLSearchParams();
  q.set('method', req.method);
  q.set('url', req.url);
  if (req.params.length) q.set('params', rowsToParam(req.params));
  if (req.headers.length) q.set('headers', rowsToParam(req.headers));
  if (req.body !== '') q.set('body', req.body);
  if (req.contentType !== DEFAULT_REQUEST.contentType) q.set('contentType', req.contentType);
  if (req.timeout !== DEFAULT_TIMEOUT_MS) q.set('timeout', String(req.timeout));
  return q.toString();
}

/**
 * Reads a shared link's query into a pre-filled request (defaults for anything missing or
 * invalid). It only fills the form: nothing is sent until the user presses Send.
 */
export function parseSharedQuery(query: string | URLSearchParams): HttpRequest {
  const q = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
  const req: HttpRequest = { ...DEFAULT_REQUEST, headers: [], params: [], auth: { username: '', password: '' } };
  const method = q.get('method')?.toUpperCase();
  if (method && (METHODS as readonly string[]).includes(method)) req.method = method as HttpMethod;
  const url = q.get('url');
  if (url !== null) req.url = url;
  req.params = parseRows(q.get('params')) ?? [];
  req.headers = parseRows(q.get('headers')) ?? [];
  const body = q.get('body');
  if (body !== null) req.body = body;
  const ct = q.get('contentType');
  if (ct !== null && !/[\r\n]/.test(ct)) req.contentType = ct;
  const t = q.get('timeout');
  if (t !== null && /^\d{1,6}$/.test(t)) req.timeout = Number(t);
  return req;
}

/** The whole request, credentials included, as the page keeps it in memory for Back (never in storage). */
export function requestToText(req: HttpRequest): string {
  return JSON.stringify({ query: queryOf(req), username: req.auth.username, password: req.auth.password });
}

/** A request kept by requestToText; null for anything else. */
export function requestFromText(text: string): HttpRequest | null {
  let kept: unknown;
  try {
    kept = JSON.parse(text);
  } catch {
    return null;
  }
  if (kept === null || typeof kept !== 'object' || !('query' in kept) || typeof kept.query !== 'string') return null;
  const username = 'username' in kept && typeof kept.username === 'string' ? kept.username : '';
  const password = 'password' in kept && typeof kept.password === 'string' ? kept.password : '';
  return { ...parseSharedQuery(kept.query), auth: { username, password } };
}

/** The last response and the request it answered, as the page keeps them in memory for Back (a body may hold a token). */
export interface KeptResponse {
  /** requestToText of the request sent */
  request: string;
  response: HttpResponse;
}

export const keptResponseToText = (kept: KeptResponse): string => JSON.stringify(kept);

const isStringRecord = (value: unknown): value is Record<string, string> =>
  value !== null && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string');

/** A response kept by keptResponseToText; null for anything else. */
export function keptResponseFromText(text: string): KeptResponse | null {
  let kept: unknown;
  try {
    kept = JSON.parse(text);
  } catch {
    return null;
  }
  if (kept === null || typeof kept !== 'object' || !('request' in kept) || !('response' in kept)) return null;
  const { request, response: r } = kept;
  if (typeof request !== 'string' || r === null || typeof r !== 'object') return null;
  if (
    !('status' in r && typeof r.status === 'number') ||
    !('statusText' in r && typeof r.statusText === 'string') ||
    !('headers' in r && isStringRecord(r.headers)) ||
    !('body' in r && typeof r.body === 'string') ||
    !('formattedBody' in r && typeof r.formattedBody === 'string') ||
    !('duration' in r && typeof r.duration === 'number') ||
    !('size' in r && typeof r.size === 'number')
  )
    return null;
  const { status, statusText, headers, body, formattedBody, duration, size } = r;
  const response: HttpResponse = { status, statusText, headers, body, formattedBody, duration, size };
  if ('error' in r && typeof r.error === 'string') response.error = r.error;
  if ('explanation' in r && typeof r.explanation === 'string') response.explanation = r.explanation;
  return { request, response };
}
