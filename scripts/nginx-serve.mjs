#!/usr/bin/env node
// Serves the production build with Debian's nginx and the server block the build generated
// (dist/_nginx.conf), unprivileged: a temporary prefix holds the top-level config, pid, logs and
// temp files. PORT chooses the port, DIST the build. Runs in the foreground until stopped.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, symlinkSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const nginx = NGINX_CANDIDATES.find((p) => existsSync(p));
if (!nginx) {
  console.error(
    'nginx is not installed: run `node scripts/ensure-system-tools.mjs` as root, or `sudo apt-get install -y nginx`.',
  );
  process.exit(1);
}
const dist = resolve(process.env.DIST || 'dist');
const port = Number(process.env.PORT) || 4180;
const block = readFileSync(join(dist, '_nginx.conf'), 'utf8');
const base = /error_page 404 (\S*)404\.html;/.exec(block)?.[1] ?? '/';

const prefix = mkdtempSync(join(tmpdir(), 'devutils-nginx-'));
// the document root holds the build at its base path, as the Dockerfile copies it
let root = dist;
if (base !== '/') {
  root = join(prefix, 'html');
  mkdirSync(join(root, base, '..'), { recursive: true });
  symlinkSync(dist, join(root, base.replace(/\/$/, '')));
}
const server = block
  .replace(/^(\s*)listen \d+;/m, `$1listen 127.0.0.1:${port};`)
  .replace(/^(\s*)root \S+;/m, `$1root ${root};`);
if (!server.includes(`listen 127.0.0.1:${port};`) || !server.includes(`root ${root};`))
  throw new Error('_nginx.conf has no listen or root line to point at this build');
writeFileSync(join(prefix, 'server.conf'), server);
const mimeTypes = ['/etc/nginx/mime.types'].find((p) => existsSync(p));
writeFileSync(
  join(prefix, 'nginx.conf'),
  [
    'worker_processes 1;',
    'daemon off;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    // as root, the worker keeps root's rights to read the build wherever it is
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'events { worker_connections 256; }',
    'http {',
    mimeTypes ? `  include ${mimeTypes};` : '',
    '  default_type application/octet-stream;',
    `  access_log ${join(prefix, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(prefix, t)};`),
    `  include ${join(prefix, 'server.conf')};`,
    '}',
    '',
  ].join('\n'),
);

const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf')];
execFileSync(nginx, [...args, '-t', '-q'], { stdio: 'inherit' });
const child = spawn(nginx, args, { stdio: 'inherit' });
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});
console.log(`\n  nginx serving ${dist} at http://127.0.0.1:${port}${base}\n`);
