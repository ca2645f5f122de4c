/**
 * What a host must do besides serving files, written at build from the registry for every kind of
 * host: `_redirects` and `_headers` (Netlify, Cloudflare Pages; also read by `npm start`'s server)
 * and an nginx server block.
 */
import { NETWORK_DIR } from './csp.ts';

export interface HostInput {
  /**
   * every prerendered route, the file that holds it, its Content-Security-Policy (scripts/csp.ts)
   * and the devices its tool may ask for (the manifest's `devices`)
   */
  pages: readonly { path: string; file: string; policy: string; devices: readonly string[] }[];
  /** the policy of 404.html */
  notFound: string;
  /** aliases → canonical paths */
  redirects: readonly { from: string; to: string }[];
  /**
   * Content-Security-Policy header values (scripts/csp.ts) of the built assets (workers), of the
   * workers that reach other origins, built into `/${NETWORK_DIR}/`
   */
  policies: { assets: string; network: string };
  /** the frame document (src/lib/frameDocument.ts): its path and its policy */
  frame: { path: string; policy: string };
  /** the path the site is published under, `/` or `/devtools/` (BASE_PATH); every path above is relative to it */
  basePath?: string;
}

export interface HostFile {
  name: string;
  content: string;
}

/** Hashed build output never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files are revalidated on every visit, so a deploy shows at once. */
export const REVALIDATE = 'no-cache';

/** Headers every response carries. */
export const commonHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // no other site may embed the site's files (a page, a script, an image) in its own
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // the policy's frame-ancestors 'none' says the same to every browser that knows CSP; this is for the rest
  'X-Frame-Options': 'DENY',
  // browsers ignore it over plain http (npm start), and keep to https for two years once seen there
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

/** The devices and APIs a page's Permissions-Policy names: off unless the page's tool uses them. */
const POLICY_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'];

/**
 * A page's Permissions-Policy: what its tool uses is allowed to the site itself, and nothing else, so
 * a page that pasted data reaches cannot ask for a device. Pages carry it, not every response: hosts
 * join the values of rules that match one path, and a page's own would be joined with a default.
 */
export function permissionsPolicy(devices: readonly string[] = []): string {
  return POLICY_FEATURES.map((feature) => `${feature}=${devices.includes(feature) ? '(self)' : '()'}`).join(', ');
}

const PERMISSIONS = 'Permissions-Policy';

interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

const CSP = 'Content-Security-Policy';

/** Files whose names do not change between deploys: the service worker, its runtime and the web app manifest. */
export const UNHASHED_FILES = ['/sw.js', '/workbox-*', '/manifest.webmanifest'];

/** An app path under the base path: `/encode/url` → `/devtools/encode/url`. */
function hostPath(input: HostInput): (path: string) => string {
  const base = (input.basePath ?? '/').replace(/\/$/, '');
  return (path) => (path === '/' ? `${base}/` : base + path);
}

// Each response gets one policy: hosts join a header that several matching rules set into a list,
// and a list of policies is enforced as their intersection. Scripts that run as workers (the built
// workers and the service worker with its Workbox runtime) take the worker policy.
function headerRules(input: HostInput): HeaderRule[] {
  const at = hostPath(input);
  return [
    { pattern: at('/*'), headers: { ...commonHeaders } },
    { pattern: at('/assets/*'), headers: { 'Cache-Control': IMMUTABLE, [CSP]: input.policies.assets } },
    { pattern: at(`/${NETWORK_DIR}/*`), headers: { 'Cache-Control': IMMUTABLE, [CSP]: input.policies.network } },
    ...[...input.pages, { path: '/404.html', policy: input.notFound, devices: [] }].map((page) => ({
      pattern: at(page.path),
      headers: { 'Cache-Control': REVALIDATE, [CSP]: page.policy, [PERMISSIONS]: permissionsPolicy(page.devices) },
    })),
    {
      pattern: at(input.frame.path),
      headers: { 'Cache-Control': REVALIDATE, [CSP]: input.frame.policy, [PERMISSIONS]: permissionsPolicy() },
    },
    ...UNHASHED_FILES.map((path) => ({
      pattern: at(path),
      headers: { 'Cache-Control': REVALIDATE, [CSP]: input.policies.assets },
    })),
  ];
}

export function redirectsFile(input: HostInput): string {
  const at = hostPath(input);
  return input.redirects.map((r) => `${at(r.from)} ${at(r.to)} 301`).join('\n') + '\n';
}

export function headersFile(input: HostInput): string {
  return (
    headerRules(input)
      .map((rule) =>
        [rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
      )
      .join('\n') + '\n'
  );
}

const nginxHeaders = (headers: Record<string, string>, indent: string) =>
  Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);

export function nginxFile(input: HostInput): string {
  const at = hostPath(input);
  const base = at('/');
  // nginx drops server-level add_header lines in a location that has its own, so each location repeats them
  const withCache = (cache: string, policy: string, devices?: readonly string[]) =>
    nginxHeaders(
      {
        ...commonHeaders,
        'Cache-Control': cache,
        [CSP]: policy,
        ...(devices && { [PERMISSIONS]: permissionsPolicy(devices) }),
      },
      '        ',
    );
  const lines = [
    '# The site as nginx should serve it: copy dist/ to the root below' +
      (base === '/' ? '' : ` + ${base}`) +
      ' and include this file in',
    '# the http block (for example as /etc/nginx/conf.d/default.conf). Generated by `npm run build`.',
    'server {',
    '    listen 8080;',
    '    server_name _;',
    '    root /usr/share/nginx/html;',
    '    charset utf-8;',
    '    gzip_static on;',
    '    absolute_redirect off;',
    `    error_page 404 ${at('/404.html')};`,
    '',
    '    # host configuration files are not pages',
    `    location ^~ ${at('/_')} { return 404; }`,
    '    # one URL per page: no trailing slash, no .html',
    ...(base === '/' ? [] : [`    location = ${base.slice(0, -1)} { return 301 ${base}$is_args$args; }`]),
    `    location = ${at('/index.html')} { return 301 ${base}$is_args$args; }`,
    `    location ~ ^(?<page>${at('/')}.+)\\.html$ { return 301 $page$is_args$args; }`,
    `    rewrite ^(${at('/')}.+)/$ $1 permanent;`,
    '',
    '    # aliases of tools',
    ...input.redirects.map((r) =>
      r.to.includes('?')
        ? // an alias that names settings: the visitor's query comes after them
          `    location = ${at(r.from)} { if ($args) { return 301 ${at(r.to)}&$args; } return 301 ${at(r.to)}; }`
        : `    location = ${at(r.from)} { return 301 ${at(r.to)}$is_args$args; }`,
    ),
    '',
    `    location ${at('/assets/')} {`,
    ...withCache(IMMUTABLE, input.policies.assets),
    '        try_files $uri =404;',
    '    }',
    `    location ${at(`/${NETWORK_DIR}/`)} {`,
    ...withCache(IMMUTABLE, input.policies.network),
    '        try_files $uri =404;',
    '    }',
    '    # each page with its own policy',
    ...input.pages.flatMap((page) => [
      `    location = ${at(page.path)} {`,
      ...withCache(REVALIDATE, page.policy, page.devices),
      `        try_files ${at(`/${page.file}`)} =404;`,
      '    }',
    ]),
    '    # the other files: icons, robots.txt, the sitemap',
    '    location / {',
    ...withCache(REVALIDATE, input.policies.assets),
    '        try_files $uri =404;',
    '    }',
    `    location = ${at('/manifest.webmanifest')} {`,
    '        default_type application/manifest+json;',
    ...withCache(REVALIDATE, input.policies.assets),
    '    }',
    `    location ~ ^${at('/')}(sw|workbox-[^/]+)\\.js$ {`,
    ...withCache(REVALIDATE, input.policies.assets),
    '        try_files $uri =404;',
    '    }',
    `    location = ${at(input.frame.path)} {`,
    ...withCache(REVALIDATE, input.frame.policy, []),
    `        try_files ${at(`${input.frame.path}.html`)} =404;`,
    '    }',
    `    location = ${at('/404.html')} {`,
    '        internal;',
    ...withCache(REVALIDATE, input.notFound, []),
    '    }',
    '}',
  ];
  return lines.join('\n') + '\n';
}

export function hostFiles(input: HostInput): HostFile[] {
  return [
    { name: '_redirects', content: redirectsFile(input) },
    { name: '_headers', content: headersFile(input) },
    { name: '_nginx.conf', content: nginxFile(input) },
  ];
}
