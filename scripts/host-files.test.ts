import { describe, expect, it } from 'vitest';
import { headersFile, IMMUTABLE, nginxFile, permissionsPolicy, redirectsFile, REVALIDATE } from './host-files';

const input = {
  pages: [
    { path: '/', file: 'index.html', policy: "default-src 'self'", devices: [] },
    { path: '/encode/url', file: 'encode/url.html', policy: "default-src 'self'", devices: [] },
    { path: '/encode/qr', file: 'encode/qr.html', policy: "default-src 'self'", devices: ['camera'] },
  ],
  notFound: "default-src 'self'",
  redirects: [{ from: '/tools/url-encoder', to: '/encode/url' }],
  policies: {
    assets: "default-src 'self'; script-src 'self' 'unsafe-eval'",
    network: "default-src 'none'; connect-src 'self' http: https:",
  },
  frame: { path: '/frame', policy: "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'" },
};

describe('host files', () => {
  it('_redirects sends each alias to its canonical path with 301', () => {
    expect(redirectsFile(input)).toBe('/tools/url-encoder /encode/url 301\n');
  });
  it('_headers: hashed assets immutable, every page and 404.html revalidated, common headers on all', () => {
    const text = headersFile(input);
    expect(text).toContain(`/assets/*\n  Cache-Control: ${IMMUTABLE}\n`);
    for (const path of ['/', '/encode/url', '/404.html'])
      expect(text).toContain(`\n${path}\n  Cache-Control: ${REVALIDATE}\n`);
  });
  it('pages and 404.html carry the page policy, assets (workers) theirs, and no response two', () => {
    const text = headersFile(input);
    for (const path of ['/', '/encode/url', '/404.html'])
      expect(text).toContain(
        `\n${path}\n  Cache-Control: ${REVALIDATE}\n  Content-Security-Policy: default-src 'self'\n`,
      );
    expect(text).toContain(
      `/assets/*\n  Cache-Control: ${IMMUTABLE}\n  Content-Security-Policy: ${input.policies.assets}\n`,
    );
    expect(text.slice(0, text.indexOf('\n/assets/*'))).not.toContain('Content-Security-Policy');
    const conf = nginxFile(input);
    // the home page, every other page and 404.html
    expect(conf.match(/add_header Content-Security-Policy "default-src 'self'" always;/g)?.length).toBe(4);
    expect(conf).toContain(`add_header Content-Security-Policy "${input.policies.assets}" always;`);
    expect(text.startsWith('/*\n  X-Content-Type-Options: nosniff\n')).toBe(true);
  });
  it('each page carries its own policy (its inline styles are allowed by hash)', () => {
    const own = {
      ...input,
      pages: [
        { path: '/', file: 'index.html', policy: "style-src 'sha256-home'", devices: [] },
        { path: '/encode/url', file: 'encode/url.html', policy: "style-src 'sha256-url'", devices: [] },
      ],
      notFound: "style-src 'sha256-404'",
    };
    const text = headersFile(own);
    expect(text).toContain(
      `\n/encode/url\n  Cache-Control: ${REVALIDATE}\n  Content-Security-Policy: style-src 'sha256-url'\n`,
    );
    expect(text).toContain(`\n/\n  Cache-Control: ${REVALIDATE}\n  Content-Security-Policy: style-src 'sha256-home'\n`);
    expect(text).toContain(
      `\n/404.html\n  Cache-Control: ${REVALIDATE}\n  Content-Security-Policy: style-src 'sha256-404'\n`,
    );
    const conf = nginxFile(own);
    const block = (start: string) => conf.slice(conf.indexOf(start), conf.indexOf('}', conf.indexOf(start)));
    expect(block('location = /encode/url {')).toContain(
      `add_header Content-Security-Policy "style-src 'sha256-url'" always;`,
    );
    expect(block('location = / {')).toContain(`add_header Content-Security-Policy "style-src 'sha256-home'" always;`);
    expect(block('location = /404.html {')).toContain(
      `add_header Content-Security-Policy "style-src 'sha256-404'" always;`,
    );
  });
  it('the frame document has its own policy, which lets the site frame it', () => {
    expect(headersFile(input)).toContain(
      `\n/frame\n  Cache-Control: ${REVALIDATE}\n  Content-Security-Policy: ${input.frame.policy}\n`,
    );
    const conf = nginxFile(input);
    const block = conf.slice(
      conf.indexOf('location = /frame {'),
      conf.indexOf('}', conf.indexOf('location = /frame {')),
    );
    expect(block).toContain(`add_header Content-Security-Policy "${input.frame.policy}" always;`);
    expect(block).toContain('try_files /frame.html =404;');
  });
  it('workers that reach other origins are served from their own folder with their own policy, matched by no other rule', () => {
    const text = headersFile(input);
    expect(text).toContain(
      `\n/net/*\n  Cache-Control: ${IMMUTABLE}\n  Content-Security-Policy: ${input.policies.network}\n`,
    );
    // one policy per response: no other rule with a policy matches a file under /net/
    const rules = text.split(/\n(?=\S)/).filter((rule) => rule.includes('Content-Security-Policy'));
    const matching = rules.filter((rule) => {
      const pattern = rule.split('\n')[0];
      return pattern.endsWith('*')
        ? '/net/worker-abc.js'.startsWith(pattern.slice(0, -1))
        : pattern === '/net/worker-abc.js';
    });
    expect(matching).toHaveLength(1);
    const conf = nginxFile(input);
    const block = conf.slice(conf.indexOf('location /net/ {'));
    expect(block.slice(0, block.indexOf('}'))).toContain(
      `add_header Content-Security-Policy "${input.policies.network}" always;`,
    );
  });
  it('every response denies framing, opener access and embedding by other sites, and asks for https', () => {
    const text = headersFile(input);
    const all = text.slice(0, text.indexOf('\n/assets/*'));
    expect(all).toContain('  Cross-Origin-Opener-Policy: same-origin\n');
    expect(all).toContain('  Cross-Origin-Resource-Policy: same-origin\n');
    expect(all).toContain('  X-Frame-Options: DENY\n');
    expect(all).toContain('  Strict-Transport-Security: max-age=63072000; includeSubDomains');
  });
  it('every page turns devices and payment off, but the site may use what its tool declares; one policy per page', () => {
    const off = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
    const camera = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';
    expect(permissionsPolicy()).toBe(off);
    expect(permissionsPolicy(['camera'])).toBe(camera);
    const text = headersFile(input);
    const rules = text.split(/\n(?=\S)/);
    const ruleOf = (pattern: string) => rules.find((rule) => rule.startsWith(`${pattern}\n`)) ?? '';
    for (const path of ['/', '/encode/url', '/404.html', '/frame'])
      expect(ruleOf(path), path).toContain(`  Permissions-Policy: ${off}`);
    expect(ruleOf('/encode/qr')).toContain(`  Permissions-Policy: ${camera}`);
    // hosts join the values of every rule matching a path: only the page's own rule names it
    expect(rules.filter((rule) => rule.includes('Permissions-Policy'))).toHaveLength(5);
    const conf = nginxFile(input);
    const block = (start: string) => conf.slice(conf.indexOf(start), conf.indexOf('}', conf.indexOf(start)));
    for (const start of ['location = / {', 'location = /encode/url {', 'location = /404.html {', 'location = /frame {'])
      expect(block(start), start).toContain(`add_header Permissions-Policy "${off}" always;`);
    expect(block('location = /encode/qr {')).toContain(`add_header Permissions-Policy "${camera}" always;`);
    expect(conf.match(/add_header Permissions-Policy/g)).toHaveLength(5);
  });
  it('nginx: aliases return 301 with the query, pages resolve to their .html file, unknown paths get 404.html', () => {
    const conf = nginxFile(input);
    expect(conf).toContain('location = /tools/url-encoder { return 301 /encode/url$is_args$args; }');
    expect(conf).toContain('location = /encode/url {');
    expect(conf).toContain('try_files /encode/url.html =404;');
    expect(conf).toContain('try_files $uri =404;');
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
    // every location repeats the common headers (nginx drops inherited add_header lines)
    expect(conf.match(/add_header X-Content-Type-Options "nosniff" always;/g)?.length).toBe(locations(conf));
  });
  it('nginx: an alias that names settings sends them first, then the visitor query', () => {
    const conf = nginxFile({ ...input, redirects: [{ from: '/convert/json-yaml', to: '/convert/yaml-json?to=yaml' }] });
    expect(conf).toContain(
      'location = /convert/json-yaml { if ($args) { return 301 /convert/yaml-json?to=yaml&$args; } return 301 /convert/yaml-json?to=yaml; }',
    );
  });
  it('the service worker, its runtime and the web app manifest are revalidated, not cached as immutable', () => {
    const text = headersFile(input);
    for (const path of ['/sw.js', '/workbox-*', '/manifest.webmanifest'])
      expect(text).toContain(`\n${path}\n  Cache-Control: ${REVALIDATE}\n`);
  });
  it('a site under a base path: every rule, redirect and nginx location is under it', () => {
    const under = { ...input, basePath: '/devtools/' };
    expect(redirectsFile(under)).toBe('/devtools/tools/url-encoder /devtools/encode/url 301\n');
    const headers = headersFile(under);
    expect(headers.startsWith('/devtools/*\n')).toBe(true);
    for (const path of ['/devtools/', '/devtools/encode/url', '/devtools/404.html', '/devtools/sw.js'])
      expect(headers).toContain(`\n${path}\n  Cache-Control: ${REVALIDATE}\n`);
    expect(headers).toContain(`/devtools/assets/*\n  Cache-Control: ${IMMUTABLE}\n`);
    const conf = nginxFile(under);
    expect(conf).toContain('location = /devtools/tools/url-encoder { return 301 /devtools/encode/url$is_args$args; }');
    expect(conf).toContain('location = /devtools { return 301 /devtools/$is_args$args; }');
    expect(conf).toContain('error_page 404 /devtools/404.html;');
    expect(conf).toContain('location /devtools/assets/ {');
    expect(conf).toContain('try_files /devtools/index.html =404;');
    expect(conf).not.toMatch(/location [=^~ ]*\/(?:assets|tools|404)/);
  });
});

/** How many location blocks (with their own headers) the nginx block has. */
const locations = (conf: string) => conf.match(/location [^{]*\{\n/g)?.length ?? 0;
