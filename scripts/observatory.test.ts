import { describe, expect, it } from 'vitest';
import { cspTest, gradeOf, httpEquiv, scoreResponse } from './observatory';

// Vectors from the Mozilla HTTP Observatory's own analyser tests (mdn/mdn-http-observatory, test/*.test.js)
const csp = (header: string, html = '') => cspTest({ headers: { 'content-security-policy': header }, html }).result;

describe('the Observatory’s CSP test', () => {
  it.each([
    ['', 'csp-header-invalid'],
    ["default-src 'none'; default-src 'none'", 'csp-header-invalid'],
    ["default-src 'none'; script-src 'strict-dynamic'", 'csp-header-invalid'],
    ['defa', 'csp-header-invalid'],
    ["default-src 'none'; script-src https://*", 'csp-implemented-with-unsafe-inline'],
    ["default-src 'none'; script-src 'unsafe-inline'", 'csp-implemented-with-unsafe-inline'],
    ['script-src data:', 'csp-implemented-with-unsafe-inline'],
    ['upgrade-insecure-requests', 'csp-implemented-with-unsafe-inline'],
    ["default-src 'none'; script-src 'none'; object-src *", 'csp-implemented-with-unsafe-inline'],
    ['default-src http://mozilla.org', 'csp-implemented-with-insecure-scheme'],
    ["default-src 'none'; script-src ftp://mozilla.org", 'csp-implemented-with-insecure-scheme'],
    ["default-src 'none'; img-src http://mozilla.org", 'csp-implemented-with-insecure-scheme-in-passive-content-only'],
    ["default-src 'self'; img-src http:", 'csp-implemented-with-insecure-scheme-in-passive-content-only'],
    ["default-src 'none'; script-src 'unsafe-eval'", 'csp-implemented-with-unsafe-eval'],
    [
      "object-src 'none'; script-src 'none'; style-src 'unsafe-inline'",
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    ],
    [
      "default-src 'none';;; ;;;style-src 'self' 'unsafe-inline'",
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    ],
    ["default-src 'none'; style-src https:", 'csp-implemented-with-unsafe-inline-in-style-src-only'],
    ['default-src https://mozilla.org', 'csp-implemented-with-no-unsafe'],
    [
      "object-src 'none'; style-src 'self';script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBA='",
      'csp-implemented-with-no-unsafe',
    ],
    [
      "default-src https://mozilla.org; style-src 'unsafe-inline' 'nonce-abc123' 'unsafe-inline'",
      'csp-implemented-with-no-unsafe',
    ],
    ['default-src', 'csp-implemented-with-no-unsafe-default-src-none'],
    ["default-src 'none'; object-src https://mozilla.org", 'csp-implemented-with-no-unsafe-default-src-none'],
    [
      "default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123' https://*",
      'csp-implemented-with-no-unsafe-default-src-none',
    ],
  ])('%s → %s', (header, expected) => {
    expect(csp(header)).toBe(expected);
  });

  it('joins a header and meta policies: a directive keeps the sources all of them allow', () => {
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src https:">`;
    expect(csp('default-src http:', meta)).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(csp("img-src 'none'", `<meta http-equiv="Content-Security-Policy" content="default-src 'none'">`)).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    );
    expect(
      httpEquiv(`<meta http-equiv="content-security-policy" content="a &#39;b&#39;">`, 'Content-Security-Policy'),
    ).toEqual(["a 'b'"]);
  });

  it('frame-ancestors counts from the header only', () => {
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; frame-ancestors 'none'">`;
    expect(cspTest({ headers: {}, html: meta }).antiClickjacking).toBe(false);
    expect(
      cspTest({ headers: { 'content-security-policy': "default-src *; frame-ancestors 'none'" }, html: '' })
        .antiClickjacking,
    ).toBe(true);
    expect(
      cspTest({ headers: { 'content-security-policy': 'frame-ancestors https:' }, html: '' }).antiClickjacking,
    ).toBe(false);
  });
});

describe('the score', () => {
  const headers = {
    'content-security-policy':
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; form-action 'none'",
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
  };
  const html = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';

  it('adds the bonuses of a page that loses nothing: referrer, framing by CSP, CORP', () => {
    const { score, grade, results } = scoreResponse({ headers, html });
    expect(Object.fromEntries(results.map((r) => [r.test, r.modifier]))).toEqual({
      'content-security-policy': 0,
      cookies: 0,
      'cross-origin-resource-sharing': 0,
      'referrer-policy': 5,
      'strict-transport-security': 0,
      'subresource-integrity': 0,
      'x-content-type-options': 0,
      'x-frame-options': 5,
      'cross-origin-resource-policy': 10,
    });
    expect([score, grade]).toEqual([120, 'A+']);
  });

  it('without unsafe styles the policy earns its own bonus', () => {
    const strict = {
      ...headers,
      'content-security-policy': headers['content-security-policy'].replace(" 'unsafe-inline'", ''),
    };
    expect(scoreResponse({ headers: strict, html }).score).toBe(130);
  });

  it('a connect-src open to http: costs 20 on a secure site, and then no bonus counts', () => {
    const open = {
      ...headers,
      'content-security-policy': `${headers['content-security-policy']}; connect-src 'self' http: https:`,
    };
    // 100 - 20 is under 90: the referrer, framing and CORP bonuses do not count
    expect([scoreResponse({ headers: open, html }).score, scoreResponse({ headers: open, html }).grade]).toEqual([
      80,
      'B+',
    ]);
    const bare = scoreResponse({
      headers: { 'content-security-policy': "default-src 'self'; connect-src http:" },
      html,
    });
    // -20 (http:), -20 (no HSTS), -5 (no nosniff), -20 (no framing rule): 35, no bonus
    expect([bare.score, bare.grade]).toEqual([35, 'D']);
  });

  it('grades by the published chart', () => {
    expect([135, 100, 99, 90, 85, 80, 70, 65, 60, 50, 45, 40, 30, 25, 24, 0].map(gradeOf)).toEqual([
      'A+',
      'A+',
      'A',
      'A',
      'A-',
      'B+',
      'B',
      'B-',
      'C+',
      'C',
      'C-',
      'D+',
      'D',
      'D-',
      'F',
      'F',
    ]);
  });
});
