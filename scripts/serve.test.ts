import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `npm start`'s server over a small build made here, on a port of its own. */
const dist = mkdtempSync(join(tmpdir(), 'serve-'));
const port = 4300 + Math.floor(Math.random() * 500);
const url = (path: string) => `http://127.0.0.1:${port}${path}`;
let server: ChildProcess;

beforeAll(async () => {
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dist, '_redirects'), '/old /page 301\n/named /page?to=yaml 301\n');
  writeFileSync(join(dist, '_headers'), '/page\n  X-Test: page\n');
  writeFileSync(join(dist, 'page.html'), '<!doctype html><title>Page</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'gone.js'), 'export {};');
  server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST: dist },
    stdio: 'pipe',
  });
  await new Promise<void>((done, fail) => {
    server.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes(String(port)) && done());
    server.on('exit', (code) => fail(new Error(`server ended with ${code}`)));
  });
});

afterAll(() => {
  server.kill();
  rmSync(dist, { recursive: true, force: true });
});

describe('npm start’s server', () => {
  it('serves a page with its headers', async () => {
    const response = await fetch(url('/page'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-test')).toBe('page');
  });

  it('answers a file removed after it started with 404, and keeps serving', async () => {
    expect((await fetch(url('/assets/gone.js'))).status).toBe(200);
    rmSync(join(dist, 'assets', 'gone.js'));
    expect((await fetch(url('/assets/gone.js'))).status).toBe(404);
    expect(server.exitCode).toBeNull();
    expect((await fetch(url('/page'))).status).toBe(200);
  });

  it('puts the visitor query after the settings an alias names', async () => {
    const plain = await fetch(url('/old?x=1'), { redirect: 'manual' });
    expect(plain.headers.get('location')).toBe('/page?x=1');
    const named = await fetch(url('/named?x=1'), { redirect: 'manual' });
    expect(named.headers.get('location')).toBe('/page?to=yaml&x=1');
    const bare = await fetch(url('/named'), { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe('/page?to=yaml');
  });
});
