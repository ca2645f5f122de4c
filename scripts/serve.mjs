#!/usr/bin/env node
// Serves the production build as a static host would: the prerendered page of each route, 301 from
// aliases (dist/_redirects), the headers of dist/_headers, HTTP 404 with 404.html for anything else,
// and the precompressed .br/.gz files. Prints its URL. PORT and HOST choose where it listens. A build
// made with a BASE_PATH is served under that path (read from its web app manifest's scope).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve, join } from 'node:path';
import sirv from 'sirv';

const dist = resolve(process.env.DIST || 'dist');
if (!existsSync(join(dist, '404.html'))) {
  console.error(`No prerendered build in ${dist}: run \`npm run build\` first.`);
  process.exit(1);
}

/** The path the build was made for (BASE_PATH at build): its web app manifest's scope. */
function basePathOf(dir) {
  const manifest = join(dir, 'manifest.webmanifest');
  if (!existsSync(manifest)) return '/';
  const scope = JSON.parse(readFileSync(manifest, 'utf8')).scope;
  return typeof scope === 'string' && scope.startsWith('/') && scope.endsWith('/') ? scope : '/';
}
const base = basePathOf(dist);

/** `_redirects`: "from to status" per line. */
const redirects = new Map(
  readFileSync(join(dist, '_redirects'), 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length >= 2 && parts[0].startsWith('/'))
    .map(([from, to, status]) => [from, { to, status: Number(status) || 301 }]),
);

/** `_headers`: a path pattern (exact, or ending in `*`) followed by indented "Name: value" lines. */
const headerRules = [];
for (const line of readFileSync(join(dist, '_headers'), 'utf8').split('\n')) {
  if (!line.trim()) continue;
  if (!/^\s/.test(line)) headerRules.push({ pattern: line.trim(), headers: [] });
  else {
    const at = line.indexOf(':');
    headerRules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
}
const matches = (pattern, path) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);

/** `path` is the full path of the request, base path included. */
function setHeadersFor(res, path) {
  res.setHeader('Cache-Control', 'no-cache');
  for (const rule of headerRules)
    if (matches(rule.pattern, path)) for (const [name, value] of rule.headers) res.setHeader(name, value);
}

const files = sirv(dist, {
  // each request looks its file up on disk: a file removed after start (a new build) is a 404, where the
  // list made at start would stream a file that is gone and end the server with an unhandled error
  dev: true,
  extensions: ['html'],
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders: (res, path) => setHeadersFor(res, base.slice(0, -1) + path),
});

/** 404.html as stored, and its precompressed forms where the build wrote them. */
const notFoundBodies = [
  ['br', '404.html.br'],
  ['gzip', '404.html.gz'],
  ['identity', '404.html'],
]
  .filter(([, file]) => existsSync(join(dist, file)))
  .map(([encoding, file]) => ({ encoding, body: readFileSync(join(dist, file)) }));

function notFound(req, res) {
  const accepted = String(req.headers['accept-encoding'] || '');
  const { encoding, body } = notFoundBodies.find((b) => b.encoding === 'identity' || accepted.includes(b.encoding));
  setHeadersFor(res, `${base}404.html`);
  res.writeHead(404, {
    'Content-Type': 'text/html;charset=utf-8',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function redirect(res, location) {
  res.writeHead(301, { Location: location, 'Cache-Control': 'no-cache' });
  res.end();
}

const server = createServer((req, res) => {
  const url = new URL(req.url || '/', 'http://localhost');
  const path = url.pathname;
  const alias = redirects.get(path);
  // the visitor's query comes after the settings an alias names, as nginx's block does it
  if (alias)
    return redirect(res, alias.to + (url.search && alias.to.includes('?') ? '&' + url.search.slice(1) : url.search));
  if (path === base.slice(0, -1)) return redirect(res, base + url.search);
  if (!path.startsWith(base)) return notFound(req, res);
  // one URL per page: no .html, no trailing slash
  if (path === `${base}index.html`) return redirect(res, base + url.search);
  if (path.endsWith('.html') && path !== `${base}404.html`) return redirect(res, path.slice(0, -5) + url.search);
  if (path.length > base.length && path.endsWith('/')) return redirect(res, path.replace(/\/+$/, '') + url.search);
  // host configuration files are not pages
  if (path.startsWith(`${base}_`)) return notFound(req, res);
  // the files of a build made for a base path are served under that path
  req.url = '/' + (req.url || '/').slice(base.length);
  files(req, res, () => notFound(req, res));
});

const port = Number(process.env.PORT) || 4173;
const host = process.env.HOST || '127.0.0.1';
server.listen(port, host, () => {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`\n  Site running at http://${shown}:${server.address().port}${base}\n  (Ctrl+C to stop)\n`);
});
