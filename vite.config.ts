/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { failOnIneffectiveDynamicImport, siteFilesPlugin } from './scripts/vite-plugins.ts';

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
