/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { failOnIneffectiveDynamicImport, siteFilesPlugin } from './scripts/vite-plugins.ts';
import { styledComponentIds } from './scripts/styled-component-ids.ts';
import { prerenderSite, SSR_OUT_DIR } from './scripts/prerender.ts';

export default defineConfig(({ command }) => ({
  plugins: [styledComponentIds(), react(), siteFilesPlugin(), failOnIneffectiveDynamicImport()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  worker: { format: 'es' },
  build: { target: 'es2022', chunkSizeWarningLimit: 900 },
  environments: {
    ssr: {
      build: { outDir: SSR_OUT_DIR, rollupOptions: { input: 'src/entry-server.tsx' } },
      // the server bundle runs once, at build: bundled whole (some packages' Node entries are CommonJS), production React
      ...(command === 'build' && { resolve: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    },
  },
  // `vite build` builds the browser bundle, then the server bundle, then prerenders every route with it
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client);
      await builder.build(builder.environments.ssr);
      await prerenderSite(builder.environments.client.config.build.outDir);
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
