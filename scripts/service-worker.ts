import { join } from 'node:path';
import { generateSW, type GenerateSWOptions, type ManifestTransform } from 'workbox-build';
import { NETWORK_DIR } from './csp.ts';

/**
 * The service worker (Workbox), written after prerendering so its precache lists every page. It
 * precaches the whole build — shell, prerendered pages, every tool's chunks, workers and wasm — so
 * after one visit every tool works offline. It caches nothing at run time: any request outside the
 * precache (the HTTP tester's, every cross-origin or non-GET request) goes to the network untouched.
 * A page outside the precache (an unknown path) comes from the network with the host's 404; offline,
 * where the network cannot answer, it is the precached not-found page instead of the browser's error.
 */

export const SERVICE_WORKER = 'sw.js';

/** The prerendered not-found page, precached under its file name. */
const NOT_FOUND_PAGE = '404.html';

/** A prerendered file under its page's URL (relative to the service worker): `encode/url.html` → `encode/url`, `index.html` → `./`. */
export function pageUrl(file: string): string {
  if (file === 'index.html') return './';
  if (file === NOT_FOUND_PAGE || !file.endsWith('.html')) return file;
  return file.slice(0, -'.html'.length);
}

const cleanPageUrls: ManifestTransform = (entries) => ({
  manifest: entries.map((e) => ({ ...e, url: pageUrl(e.url) })),
  warnings: [],
});

export function serviceWorkerOptions(outDir: string): GenerateSWOptions {
  return {
    globDirectory: outDir,
    swDest: join(outDir, SERVICE_WORKER),
    globPatterns: ['**/*.{html,js,css,wasm,svg,png,webp,ico,woff2,webmanifest}'],
    // host configuration and the precompressed copies are not the site's files
    globIgnores: ['_*', '**/*.br', '**/*.gz', 'workbox-*.js'],
    // pages are asked for by their URL, which never ends in .html
    manifestTransforms: [cleanPageUrls],
    // hashed file names need no revision
    dontCacheBustURLsMatching: new RegExp(`^(?:assets|${NETWORK_DIR})/`),
    // a page opened with tool settings in its query is the same page
    ignoreURLParametersMatching: [/.*/],
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: NOT_FOUND_PAGE } },
      },
    ],
    cleanupOutdatedCaches: true,
    // the first visit is controlled at once; a new version waits until the user chooses to reload
    clientsClaim: true,
    skipWaiting: false,
    // the Workbox runtime is a file beside sw.js (importScripts, same origin), not inlined or eval'd
    inlineWorkboxRuntime: false,
    sourcemap: false,
    mode: 'production',
  };
}

/** Writes sw.js and the Workbox runtime into the build. */
export async function generateServiceWorker(outDir: string): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW(serviceWorkerOptions(outDir));
  if (warnings.length) throw new Error(`Service worker: ${warnings.join('\n')}`);
  return { count, size };
}
