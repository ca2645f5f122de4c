import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineScripts,
  metaPolicy,
  hashSource,
  frameDocumentHtml,
  frameDocumentPolicy,
  NETWORK_WORKERS,
  networkWorkerPolicy,
  styleBlocks,
  styleSources,
  workerFileName,
  type Directives,
  policyMetaTag,
  serializePolicy,
  TRUSTED_TYPES_POLICIES,
  workerPolicy,
} from './csp';

const indexHtml = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
const policy = contentSecurityPolicy(indexHtml);
const directive = (name: string) => policy.find(([n]) => n === name)?.[1];

describe('content security policy', () => {
  it('allows the inline scripts of index.html (theme, early search) by their sha256, and nothing inline or evaluated', () => {
    const scripts = inlineScripts(indexHtml);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toContain('vite-ui-theme');
    expect(scripts[1]).toContain('early-search');
    const hashes = scripts.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    expect(directive('script-src')).toEqual(["'self'", ...hashes]);
    expect(serializePolicy(policy)).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });
  it('has every required directive', () => {
    expect(directive('default-src')).toEqual(["'none'"]);
    expect(directive('worker-src')).toEqual(["'self'"]);
    expect(directive('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // the page reaches its own site only; the HTTP tester's requests go from its worker
    expect(directive('connect-src')).toEqual(["'self'"]);
    expect(directive('base-uri')).toEqual(["'none'"]);
    expect(directive('form-action')).toEqual(["'none'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('require-trusted-types-for')).toEqual(["'script'"]);
    expect(directive('trusted-types')).toEqual([...TRUSTED_TYPES_POLICIES]);
    expect(directive('trusted-types')).not.toContain("'allow-duplicates'");
  });
  it('allows no <style> but the page’s own by hash, and the empty element styled-components and CodeMirror fill through the CSSOM; style attributes may be', () => {
    const html =
      '<head><style data-styled="true">.a{color:red}</style><style></style><style>.a{color:red}</style></head><p style="x"></p>';
    const blocks = styleBlocks(html);
    expect(blocks).toEqual(['.a{color:red}', '']);
    const p = contentSecurityPolicy(indexHtml, blocks);
    // python3: base64.b64encode(hashlib.sha256(b'').digest())
    expect(p.find(([n]) => n === 'style-src')?.[1]).toEqual([
      "'self'",
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
      hashSource('.a{color:red}'),
    ]);
    expect(p.find(([n]) => n === 'style-src-attr')?.[1]).toEqual(["'unsafe-inline'"]);
    expect(styleSources(['x', 'x'])).toEqual(["'self'", hashSource(''), hashSource('x')]);
    // python3: base64.b64encode(hashlib.sha256(b'display:flex;gap:6px').digest())
    expect(hashSource('display:flex;gap:6px')).toBe("'sha256-aTdPNWq6XSKWD3gZXkMcYW4pxlCoENLbxo0c2UgZtzc='");
  });
  it('the frame document loads and runs nothing of its own, has no Trusted Types, lets inline styles be, may show a PDF, and only the site may frame it', () => {
    expect(serializePolicy(frameDocumentPolicy())).toBe(
      "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; object-src blob:; frame-src blob:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    );
    const html = frameDocumentHtml();
    expect(html).toContain(policyMetaTag(frameDocumentPolicy()));
    expect(html).not.toContain('frame-ancestors');
    expect(inlineScripts(html)).toEqual([]);
    expect(styleBlocks(html)).toEqual([]);
    // the pages may frame it, and embed nothing themselves
    expect(directive('frame-src')).toEqual(["'self'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
  });
  it('the meta variant lacks the directives a meta tag cannot carry', () => {
    const meta = serializePolicy(metaPolicy(policy));
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).toContain("base-uri 'none'");
    expect(policyMetaTag(policy)).toBe(`<meta http-equiv="Content-Security-Policy" content="${meta}">`);
  });
  it('only the network workers may connect to other origins, and only over http(s)', () => {
    const connect = (directives: Directives) => directives.find(([n]) => n === 'connect-src')?.[1];
    expect(connect(workerPolicy())).toEqual(["'self'"]);
    expect(connect(networkWorkerPolicy())).toEqual(["'self'", 'http:', 'https:']);
    for (const p of [workerPolicy(), networkWorkerPolicy()]) expect(p[0]).toEqual(['default-src', ["'none'"]]);
    expect(NETWORK_WORKERS).toEqual(['plugins/http-tester/worker.ts']);
    expect(workerFileName({ facadeModuleId: '/work/site/plugins/http-tester/worker.ts' })).toBe('net/[name]-[hash].js');
    expect(workerFileName({ facadeModuleId: 'C:\\site\\plugins\\http-tester\\worker.ts' })).toBe(
      'net/[name]-[hash].js',
    );
    expect(workerFileName({ facadeModuleId: '/work/site/plugins/json-validator/worker.ts' })).toBe(
      'assets/[name]-[hash].js',
    );
    expect(workerFileName({ facadeModuleId: null })).toBe('assets/[name]-[hash].js');
  });
  it('workers may compile code (ajv, WebAssembly) but load scripts only from the site', () => {
    expect(workerPolicy().find(([n]) => n === 'script-src')?.[1]).toEqual([
      "'self'",
      "'unsafe-eval'",
      "'wasm-unsafe-eval'",
    ]);
  });
});
