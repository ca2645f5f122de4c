/**
 * Scores one response's security headers by the published rules of the Mozilla HTTP Observatory
 * (its scoring table and its analysers of CSP, cookies, CORS, Referrer-Policy, HSTS, SRI,
 * X-Content-Type-Options, X-Frame-Options and CORP). Every page starts at 100; penalties apply
 * always, bonuses only when the score without them is 90 or more. Two things a scan over the
 * internet sees are not seen on loopback and are left out: the http → https redirect (the host's),
 * and whether the domain is on the HSTS preload list.
 */

export interface ScoredResponse {
  /** header names in lower case; a header sent twice as one value joined with ", " */
  headers: Readonly<Record<string, string>>;
  /** the body, for the policies in `<meta http-equiv>` and the page's scripts */
  html: string;
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

export interface Score {
  score: number;
  grade: string;
  results: TestResult[];
}

const GRADES: readonly [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];
const EXTRA_CREDIT_FROM = 90;

type Csp = Map<string, Set<string>>;

/** `<meta http-equiv="name" content="…">` values of a page, in order. */
export function httpEquiv(html: string, name: string): string[] {
  const out: string[] = [];
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const equiv = /http-equiv\s*=\s*"([^"]*)"/i.exec(tag)?.[1];
    const content = /content\s*=\s*"([^"]*)"/i.exec(tag)?.[1];
    if (equiv?.toLowerCase() === name.toLowerCase() && content !== undefined)
      out.push(
        content
          .replace(/&#39;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&'),
      );
  }
  return out;
}

/**
 * Parses policies into one: a directive that several policies set keeps the sources they all allow
 * (a source list left empty is 'none'). A repeated directive or a policy shorter than a directive
 * makes the header invalid.
 */
export function parseCsp(policies: readonly string[]): Csp {
  const csp: Csp = new Map();
  for (const raw of policies) {
    const policy = raw.replace(/[\r\n]/g, '').trim();
    if (policy.length < 'img-src'.length - 1) throw new Error(`invalid policy: ${raw}`);
    const seen = new Set<string>();
    for (const entry of policy.split(';')) {
      const [name, ...values] = entry.trim().split(/\s+/);
      if (!name) continue;
      const directive = name.toLowerCase();
      if (seen.has(directive)) throw new Error(`repeated directive ${directive}`);
      seen.add(directive);
      const sources = new Set(values.map((v) => v.toLowerCase()));
      if (sources.size === 0 && directive.endsWith('-src')) sources.add("'none'");
      const before = csp.get(directive);
      const kept = before ? new Set([...sources].filter((s) => before.has(s))) : sources;
      csp.set(directive, kept.size === 0 && directive.endsWith('-src') ? new Set(["'none'"]) : kept);
    }
  }
  return csp;
}

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...BROAD, ...UNSAFE_INLINE]);
const PASSIVE = new Set(['img-src', 'media-src']);
const HASH_OR_NONCE = /^'(?:sha256-|sha384-|sha512-|nonce-)/;

/** The CSP test: its result and whether frame-ancestors (from the header only) forbids framing. */
export function cspTest(response: ScoredResponse): { result: string; antiClickjacking: boolean } {
  const split = (values: readonly string[]) => values.flatMap((v) => v.split(',').map((p) => p.trim()));
  const sent = response.headers['content-security-policy'];
  const header = split(sent === undefined ? [] : [sent]);
  // a meta tag cannot carry frame-ancestors, report-uri or sandbox
  const meta = split(httpEquiv(response.html, 'Content-Security-Policy'))
    .map((policy) =>
      policy
        .split(';')
        .filter((entry) => !/^\s*(?:frame-ancestors|report-uri|sandbox)(?:\s|$)/i.test(entry))
        .join(';'),
    )
    .filter((policy) => policy.trim() !== '');
  let csp: Csp;
  let headerOnly: Csp;
  try {
    csp = parseCsp([...header, ...meta]);
    headerOnly = parseCsp(header);
  } catch {
    return { result: 'csp-header-invalid', antiClickjacking: false };
  }
  if (csp.size === 0) return { result: 'csp-not-implemented', antiClickjacking: false };

  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*']);
  const script = fallback('script-src');
  const style = fallback('style-src');
  const object = fallback('object-src');
  // 'unsafe-inline' beside a hash or nonce is ignored by every browser that knows hashes
  for (const list of [script, style]) if ([...list].some((s) => HASH_OR_NONCE.test(s))) list.delete("'unsafe-inline'");
  let result: string | null = null;
  if (script.has("'strict-dynamic'")) {
    if ([...script].some((s) => HASH_OR_NONCE.test(s))) {
      for (const s of [...script])
        if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") script.delete(s);
    } else result = 'csp-header-invalid';
  }
  const active = [
    ...[...csp].filter(([d]) => !PASSIVE.has(d) && d !== 'script-src').flatMap(([, s]) => [...s]),
    ...script,
  ];
  const passive = [...PASSIVE].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:');
  if ([...script].some((s) => BROAD_OR_INLINE.has(s)) || [...object].some((s) => BROAD.has(s)))
    result ??= 'csp-implemented-with-unsafe-inline';
  // the site is scored as served over https
  if (active.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme';
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) result ??= 'csp-implemented-with-unsafe-eval';
  if (passive.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if ([...style].some((s) => BROAD_OR_INLINE.has(s))) result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) result ??= 'csp-implemented-with-no-unsafe-default-src-none';
  result ??= 'csp-implemented-with-no-unsafe';
  const ancestors = headerOnly.get('frame-ancestors') ?? new Set(['*']);
  return { result, antiClickjacking: ![...ancestors].some((s) => BROAD.has(s)) };
}

const MODIFIERS: Readonly<Record<string, number>> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-not-found': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-without-secure-flag': -20,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
  'corp-header-invalid': -5,
};

function cookiesTest(headers: ScoredResponse['headers']): string {
  const cookies = headers['set-cookie'];
  if (!cookies) return 'cookies-not-found';
  const each = cookies.split(/,(?=[^;]+=)/).map((c) => c.toLowerCase());
  if (each.some((c) => !/;\s*secure\b/.test(c))) return 'cookies-without-secure-flag';
  return each.every((c) => /;\s*samesite=(?:strict|lax)\b/.test(c))
    ? 'cookies-secure-with-httponly-sessions-and-samesite'
    : 'cookies-secure-with-httponly-sessions';
}

function corsTest(headers: ScoredResponse['headers']): string {
  const origin = headers['access-control-allow-origin'];
  if (!origin) return 'cross-origin-resource-sharing-not-implemented';
  return headers['access-control-allow-credentials']?.toLowerCase() === 'true' && origin !== '*'
    ? 'cross-origin-resource-sharing-implemented-with-universal-access'
    : 'cross-origin-resource-sharing-implemented-with-public-access';
}

function referrerTest(response: ScoredResponse): string {
  const metas = [...response.html.matchAll(/<meta\b[^>]*name\s*=\s*"referrer"[^>]*>/gi)].map(
    ([tag]) => /content\s*=\s*"([^"]*)"/i.exec(tag)?.[1] ?? '',
  );
  const values = [response.headers['referrer-policy'] ?? '', ...metas]
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (values.length === 0) return 'referrer-policy-not-implemented';
  const valid = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const unsafe = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  // the last policy the browser knows wins
  const last = [...values].reverse().find((v) => valid.includes(v) || unsafe.includes(v));
  if (!last) return 'referrer-policy-header-invalid';
  return valid.includes(last) ? 'referrer-policy-private' : 'referrer-policy-unsafe';
}

function hstsTest(headers: ScoredResponse['headers']): string {
  const value = headers['strict-transport-security'];
  if (!value) return 'hsts-not-implemented';
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(value)?.[1];
  if (maxAge === undefined) return 'hsts-header-invalid';
  return Number(maxAge) >= 15_768_000
    ? 'hsts-implemented-max-age-at-least-six-months'
    : 'hsts-implemented-max-age-less-than-six-months';
}

function sriTest(html: string): string {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => tag);
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  let result: string | null = null;
  let foreign = false;
  let sameOriginWithIntegrity = false;
  for (const tag of scripts) {
    const src = /\ssrc\s*=\s*"([^"]*)"/i.exec(tag)?.[1];
    if (src === undefined) continue;
    const integrity = /\sintegrity\s*=\s*"[^"]+"/i.test(tag);
    const external = /^(?:https?:)?\/\//i.test(src);
    if (!external) {
      sameOriginWithIntegrity ||= integrity;
      continue;
    }
    foreign = true;
    const secure = /^https:/i.test(src);
    const worse = !secure
      ? 'sri-not-implemented-and-external-scripts-not-loaded-securely'
      : integrity
        ? null
        : 'sri-not-implemented-but-external-scripts-loaded-securely';
    if (worse && (result === null || MODIFIERS[worse] < MODIFIERS[result])) result = worse;
  }
  if (result) return result;
  if (foreign) return 'sri-implemented-and-external-scripts-loaded-securely';
  return sameOriginWithIntegrity
    ? 'sri-implemented-and-all-scripts-loaded-securely'
    : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
}

function nosniffTest(headers: ScoredResponse['headers']): string {
  const value = headers['x-content-type-options'];
  if (!value) return 'x-content-type-options-not-implemented';
  return value.trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid';
}

function framingTest(headers: ScoredResponse['headers'], antiClickjacking: boolean): string {
  if (antiClickjacking) return 'x-frame-options-implemented-via-csp';
  const value = headers['x-frame-options']?.trim().toLowerCase();
  if (!value) return 'x-frame-options-not-implemented';
  return value === 'deny' || value === 'sameorigin' || value.startsWith('allow-from ')
    ? 'x-frame-options-sameorigin-or-deny'
    : 'x-frame-options-header-invalid';
}

function corpTest(headers: ScoredResponse['headers']): string {
  const value = headers['cross-origin-resource-policy']?.trim().toLowerCase();
  if (!value) return 'corp-not-implemented';
  const known: Record<string, string> = {
    'same-origin': 'corp-implemented-with-same-origin',
    'same-site': 'corp-implemented-with-same-site',
    'cross-origin': 'corp-implemented-with-cross-origin',
  };
  return known[value] ?? 'corp-header-invalid';
}

export function gradeOf(score: number): string {
  return GRADES.find(([from]) => score >= from)?.[1] ?? 'F';
}

/** The response's score, grade and each test's result with its modifier. */
export function scoreResponse(response: ScoredResponse): Score {
  const { headers } = response;
  const csp = cspTest(response);
  const results = [
    ['content-security-policy', csp.result],
    ['cookies', cookiesTest(headers)],
    ['cross-origin-resource-sharing', corsTest(headers)],
    ['referrer-policy', referrerTest(response)],
    ['strict-transport-security', hstsTest(headers)],
    ['subresource-integrity', sriTest(response.html)],
    ['x-content-type-options', nosniffTest(headers)],
    ['x-frame-options', framingTest(headers, csp.antiClickjacking)],
    ['cross-origin-resource-policy', corpTest(headers)],
  ].map(([test, result]) => ({ test, result, modifier: MODIFIERS[result] }));
  const penalties = results.reduce((sum, r) => sum + Math.min(0, r.modifier), 0);
  const bonuses = results.reduce((sum, r) => sum + Math.max(0, r.modifier), 0);
  const base = Math.max(0, 100 + penalties);
  const score = base >= EXTRA_CREDIT_FROM ? base + bonuses : base;
  return { score, grade: gradeOf(score), results };
}
