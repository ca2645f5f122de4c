/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { srcAlias } from './scripts/aliases.ts';
import { siteChunkGroups } from './scripts/chunk-groups.ts';
import { workerFileName } from './scripts/csp.ts';
import { deploymentDefines, deploymentFrom, publicRoot } from './scripts/deployment.ts';
import { eagerCommonJs } from './scripts/eager-commonjs.ts';
import { precompress } from './scripts/precompress.ts';
import { prerenderSite, SSR_OUT_DIR } from './scripts/prerender.ts';
import { generateServiceWorker } from './scripts/service-worker.ts';
import { styledComponentIds } from './scripts/styled-component-ids.ts';
import { toolIconsPlugin } from './scripts/tool-icons.ts';
import {
  failOnIneffectiveDynamicImport,
  shortParseSlices,
  siteFilesPlugin,
  styleModCssom,
} from './scripts/vite-plugins.ts';
import { webManifestPlugin } from './scripts/web-manifest.ts';

// SITE_URL and BASE_PATH: where the build is published (docs/hosting.md, "Any host, any base path")
const deployment = deploymentFrom(process.env);
const defines = deploymentDefines(deployment);

export default defineConfig(({ command }) => ({
  base: deployment.basePath,
  resolve: { alias: srcAlias },
  plugins: [
    styledComponentIds(),
    react(),
    toolIconsPlugin(),
    siteFilesPlugin(publicRoot(deployment)),
    webManifestPlugin(defines),
    failOnIneffectiveDynamicImport(),
    styleModCssom(),
    shortParseSlices(),
    eagerCommonJs(),
  ],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()), ...defines },
  // a worker that reaches other origins is written apart, where its host serves it with its own policy
  worker: { format: 'es', rolldownOptions: { output: { entryFileNames: workerFileName } } },
  build: { target: 'es2022', chunkSizeWarningLimit: 900 },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: siteChunkGroups() } } },
      },
    },
    ssr: {
      build: { outDir: SSR_OUT_DIR, rollupOptions: { input: 'src/entry-server.tsx' } },
      // the server bundle runs once, at build: bundled whole (some packages' Node entries are CommonJS), production React
      ...(command === 'build' && {
        resolve: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }),
    },
  },
  // `vite build` builds the browser bundle, then the server bundle, then prerenders every route with
  // it; the service worker comes after, so it precaches every page; precompression comes last
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client);
      await builder.build(builder.environments.ssr);
      const outDir = builder.environments.client.config.build.outDir;
      await prerenderSite(outDir, deployment.basePath);
      await generateServiceWorker(outDir);
      await precompress(outDir);
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    testTimeout: 20000,
  },
}));
