import { createHash } from 'node:crypto';

/**
 * The site's Content-Security-Policy, built in one place at build time and sent three ways: as a
 * response header by every kind of host (`_headers`, the nginx block, `npm start`'s server) and as
 * `<meta http-equiv>` in every prerendered page for hosts that cannot set headers.
 */

/** Names of the Trusted Types policies the app creates; every other policy name is refused. */
export const TRUSTED_TYPES_POLICIES = [
  // allows only React DOM's inert '<script></script>' and same-origin worker script URLs
  // (src/lib/trustedHtml.ts); refuses any other string
  'default',
  // DOMPurify's own policy: it parses the HTML it sanitises (HTML preview, SVG clean-up) through it
  'dompurify',
  // inert parsing of user HTML for the HTML to Text tool (src/lib/trustedHtml.ts)
  'inert-html',
  // the HTML preview's srcdoc, made of DOMPurify's output (plugins/html-text/preview.ts)
  'html-preview',
] as const;

export type Directives = ReadonlyArray<readonly [name: string, values: readonly string[]]>;

/**
 * The workers that reach other origins, and the folder of the build they are written to. Only the
 * HTTP tester's request leaves the site, and it is sent from its worker, whose script is served with
 * the network policy; every page and every other worker may connect to the site alone.
 */
export const NETWORK_WORKERS = ['plugins/http-tester/worker.ts'] as const;
export const NETWORK_DIR = 'net';

/** Where the build writes a worker's script: a network worker in NETWORK_DIR, the rest among the assets. */
export function workerFileName(chunk: { facadeModuleId: string | null }): string {
  const id = chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
  const dir = NETWORK_WORKERS.some((file) => id.endsWith(`/${file}`)) ? NETWORK_DIR : 'assets';
  return `${dir}/[name]-[hash].js`;
}

/** The text of every inline `<script>` (no `src`) in an HTML document. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
}

/** The CSP source that allows one inline script or style: `'sha256-…'` of its exact text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of each `<style>` element a page's HTML holds, each distinct text once. */
export function styleBlocks(html: string): string[] {
  return [...new Set([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]))];
}

/**
 * What `style-src` allows besides the site's stylesheets: each prerendered `<style>` by hash, and the
 * empty `<style>` element styled-components and CodeMirror add at run time, whose rules arrive
 * through the CSSOM, which the policy does not govern.
 */
export function styleSources(blocks: readonly string[]): string[] {
  return ["'self'", hashSource(''), ...[...new Set(blocks)].filter((b) => b !== '').map(hashSource)];
}

/**
 * The policy of a page built from `indexHtml` (its inline scripts are allowed by hash) whose
 * prerendered markup holds the `<style>` elements `styles`.
 */
export function contentSecurityPolicy(indexHtml: string, styles: readonly string[] = []): Directives {
  return [
    // nothing is allowed that is not named below
    ['default-src', ["'none'"]],
    // the inline scripts (the theme before first paint, the search box before the app is live); nothing evaluated
    ['script-src', ["'self'", ...inlineScripts(indexHtml).map(hashSource)]],
    // no <style> but the page's own, by hash: injected CSS could read the page through selectors
    ['style-src', styleSources(styles)],
    // style="" attributes may be: React writes them into the prerendered markup, and the browser's own
    // editing of the code editor's contenteditable writes them too. An attribute styles its element
    // and nothing else, and loads nothing that img-src and font-src do not allow.
    ['style-src-attr', ["'unsafe-inline'"]],
    // pasted and converted images are shown from data: and blob: URLs
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    // every worker is a same-origin file (a service worker too); none is built from a blob
    ['worker-src', ["'self'"]],
    // the page talks to its own site only; the HTTP tester's requests go from its worker (NETWORK_WORKERS)
    ['connect-src', ["'self'"]],
    // the frame document (src/lib/frameDocument.ts) is the site's own, and shows the PDF preview; the
    // HTML preview is a sandboxed srcdoc frame, which needs no source. No plugins.
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    // every HTML or script string given to the DOM must come from one of the named policies
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', [...TRUSTED_TYPES_POLICIES]],
  ];
}

/**
 * The policy of worker scripts (their own response's policy governs a worker, not the page's). The
 * JSON Schema validator (ajv) compiles the user's schema to code and hash-wasm compiles WebAssembly,
 * both only inside workers, so workers may evaluate. They load scripts and WebAssembly from the site
 * and connect to it alone.
 */
export function workerPolicy(): Directives {
  return [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]],
    ['connect-src', ["'self'"]],
    ['base-uri', ["'none'"]],
  ];
}

/**
 * The policy of a network worker's script (NETWORK_WORKERS): the HTTP tester sends requests to
 * whatever URL its user types, so it may connect to any http(s) origin; no ws:, no other scheme.
 */
export function networkWorkerPolicy(): Directives {
  return [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'"]],
    ['connect-src', ["'self'", 'http:', 'https:']],
    ['base-uri', ["'none'"]],
  ];
}

/**
 * The frame document's policy (src/lib/frameDocument.ts says what the document is for): it loads and
 * runs nothing of its own; it has no Trusted Types and lets inline styles be; it may embed a PDF from a
 * blob: URL (the browser's viewer is a frame inside the <object>); only the site may frame it.
 */
export function frameDocumentPolicy(): Directives {
  return [
    ['default-src', ["'none'"]],
    // named so the refusals of inline handlers in what it parses say which directive refused them
    ['script-src', ["'none'"]],
    ['style-src', ["'unsafe-inline'"]],
    ['object-src', ['blob:']],
    ['frame-src', ['blob:']],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'self'"]],
  ];
}

/** The frame document itself, with its policy for hosts that cannot send headers. */
export function frameDocumentHtml(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${policyMetaTag(frameDocumentPolicy())}<title>DevUtils frame</title></head><body></body></html>\n`;
}

/** Directives a `<meta http-equiv>` policy cannot carry (browsers ignore them there). */
const HEADER_ONLY = new Set(['frame-ancestors', 'sandbox', 'report-uri', 'report-to']);

export function serializePolicy(directives: Directives): string {
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** The policy as a meta tag may carry it. */
export function metaPolicy(directives: Directives): Directives {
  return directives.filter(([name]) => !HEADER_ONLY.has(name));
}

/** The `<meta>` tag for the head of a prerendered page. */
export function policyMetaTag(directives: Directives): string {
  return `<meta http-equiv="Content-Security-Policy" content="${serializePolicy(metaPolicy(directives))}">`;
}
