import type { Plugin } from 'vite';
import { siteFiles } from './site-files.ts';

/** Writes sitemap.xml and robots.txt from the plugin manifests at build time (and validates them with ajv). */
export function siteFilesPlugin(publicRoot: string): Plugin {
  return {
    name: 'site-files',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      for (const file of await siteFiles(publicRoot)) {
        this.emitFile({ type: 'asset', fileName: file.name, source: file.content });
      }
    },
  };
}

const INEFFECTIVE =
  /dynamic import will not move module into another chunk|dynamically imported by .* but also statically imported/i;

/** A dynamic import that a static import of the same module defeats (a tool leaking into the entry chunk) fails the build. */
export function failOnIneffectiveDynamicImport(): Plugin {
  return {
    name: 'fail-on-ineffective-dynamic-import',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      const logger = config.logger;
      const warn = logger.warn.bind(logger);
      logger.warn = (msg, options) => {
        if (INEFFECTIVE.test(msg)) throw new Error(`Ineffective dynamic import: ${msg}`);
        warn(msg, options);
      };
    },
    onLog(_level, log) {
      if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' || INEFFECTIVE.test(log.message)) {
        throw new Error(`Ineffective dynamic import: ${log.message}`);
      }
    },
  };
}
