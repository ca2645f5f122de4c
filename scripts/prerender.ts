import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  contentSecurityPolicy,
  frameDocumentHtml,
  frameDocumentPolicy,
  styleBlocks,
  networkWorkerPolicy,
  policyMetaTag,
  serializePolicy,
  workerPolicy,
} from './csp.ts';
import { hostFiles } from './host-files.ts';

/** Where `vite build` puts the server bundle that prerendering runs. */
export const SSR_OUT_DIR = 'dist-ssr';

/** The file a route is written to: `/` → index.html, `/encode/url` → encode/url.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** The hoisted tags React writes ahead of the markup (title, meta, link) belong in `<head>`. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/**
 * Fills the built index.html with one prerendered page: its head tags and styles, and its markup in
 * #root, which names the page's path (`data-path`) so the client can tell whether it may hydrate it:
 * a host that answers every path with one file serves a page built for another path.
 */
export function fillTemplate(template: string, page: { body: string; styles: string }, path: string): string {
  const head = LEADING_HEAD_TAGS.exec(page.body)?.[0] ?? '';
  const body = page.body.slice(head.length);
  if (!template.includes('<div id="root"></div>') || !template.includes('</head>'))
    throw new Error('index.html has no <div id="root"></div> or </head>');
  return template
    .replace('</head>', () => `${head}${page.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-path="${escapeAttribute(path)}">${body}</div>`);
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page's policy as the first tag after `<meta charset>`, so it governs everything that follows. */
export function withPolicyMeta(template: string, metaTag: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(template);
  if (!charset) throw new Error('index.html has no <meta charset>');
  const at = charset.index + charset[0].length;
  return `${template.slice(0, at)}\n    ${metaTag}${template.slice(at)}`;
}

/**
 * Writes every route's HTML, 404.html and the static hosts' redirect and header files (for the site
 * published under `basePath`) into the client build.
 */
export async function prerenderSite(outDir: string, basePath = '/'): Promise<void> {
  const server: typeof import('@/entry-server') = await import(
    pathToFileURL(resolve(SSR_OUT_DIR, 'entry-server.js')).href
  );
  const built = readFileSync(join(outDir, 'index.html'), 'utf8');
  const write = (name: string, content: string) => {
    const file = join(outDir, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  const render = async (path: string) => fillTemplate(built, await server.renderPage(path), path);
  // a single-page-app host answers every path with the home page: every policy allows its styles too
  const homeStyles = styleBlocks(await render('/'));
  /** Writes a page with its own policy as a meta tag, and gives the policy for the host's header. */
  const writePage = async (path: string, file: string) => {
    const html = await render(path);
    const policy = contentSecurityPolicy(built, [...styleBlocks(html), ...homeStyles]);
    write(file, withPolicyMeta(html, policyMetaTag(policy)));
    return { path, file, policy: serializePolicy(policy), devices: server.pageDevices.get(path) ?? [] };
  };
  const pages = [];
  for (const path of server.prerenderPages) pages.push(await writePage(path, htmlFileFor(path)));
  const notFound = await writePage(server.NOT_FOUND_PATH, '404.html');
  write(htmlFileFor(server.FRAME_DOCUMENT_PATH), frameDocumentHtml());
  for (const file of hostFiles({
    pages,
    notFound: notFound.policy,
    redirects: server.redirects,
    frame: { path: server.FRAME_DOCUMENT_PATH, policy: serializePolicy(frameDocumentPolicy()) },
    policies: {
      assets: serializePolicy(workerPolicy()),
      network: serializePolicy(networkWorkerPolicy()),
    },
    basePath,
  })) {
    write(file.name, file.content);
  }
}
