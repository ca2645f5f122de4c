/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { siteFiles } from './scripts/site-files.ts';

/** Writes sitemap.xml and robots.txt from the plugin manifests at build time. */
function siteFilesPlugin(): Plugin {
  return {
    name: 'site-files',
    async generateBundle() {
      for (const file of await siteFiles()) {
        this.emitFile({ type: 'asset', fileName: file.name, source: file.content });
      }
    },
  };
}

/** A dynamic import that a static import of the same module defeats is a bug here: fail the build. */
function failOnIneffectiveDynamicImport(): Plugin {
  return {
    name: 'fail-on-ineffective-dynamic-import',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      const logger = config.logger;
      const warn = logger.warn.bind(logger);
      logger.warn = (msg, options) => {
        if (/dynamic import will not move module into another chunk|dynamically imported by .* but also statically imported/i.test(msg)) {
          throw new Error(`Ineffective dynamic import: ${msg}`);
        }
        warn(msg, options);
      };
    },
    onLog(_level, log) {
      if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') {
        throw new Error(`Ineffective dynamic import: ${log.message}`);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), siteFilesPlugin(), failOnIneffectiveDynamicImport()],
  worker: { format: 'es' },
  build: { target: 'es2022', chunkSizeWarningLimit: 900 },
  preview: { port: 4173, strictPort: true },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    testTimeout: 20000,
  },
});
