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

/** How style-mod (CodeMirror's styles) fills its `<style>` element: as text, which a policy without 'unsafe-inline' refuses. */
export const STYLE_MOD_TEXT = `      if (changed) {
        let text = ""
        for (let i = 0; i < this.modules.length; i++)
          text += this.modules[i].getRules() + "\\n"
        this.styleTag.textContent = text
      }
      let target = root.head || root
      if (this.styleTag.parentNode != target)
        target.insertBefore(this.styleTag, target.firstChild)`;

/**
 * The same through the CSSOM, which no policy governs: the element stays empty (allowed by the hash of
 * the empty text, scripts/csp.ts) and first in the head, so CodeMirror's rules keep their place in
 * the cascade. A rule the browser does not know is skipped, as it would be in the text.
 */
export const STYLE_MOD_CSSOM = `      let target = root.head || root
      if (this.styleTag.parentNode != target)
        target.insertBefore(this.styleTag, target.firstChild)
      if (changed) {
        let sheet = this.styleTag.sheet
        while (sheet.cssRules.length) sheet.deleteRule(0)
        for (let i = 0; i < this.modules.length; i++)
          for (let rule of this.modules[i].rules)
            try { sheet.insertRule(rule, sheet.cssRules.length) } catch (e) {}
      }`;

/** style-mod's source with its styles added through the CSSOM; a version whose code differs fails the build. */
export function styleModThroughCssom(code: string): string {
  if (!code.includes(STYLE_MOD_TEXT))
    throw new Error('style-mod no longer fills its <style> element as expected: check styleModThroughCssom');
  return code.replace(STYLE_MOD_TEXT, STYLE_MOD_CSSOM);
}

/** The browser build's CodeMirror adds its styles without inline style text (see styleModThroughCssom). */
export function styleModCssom(): Plugin {
  return {
    name: 'style-mod-cssom',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      return /[\\/]node_modules[\\/]style-mod[\\/]/.test(id) ? styleModThroughCssom(code) : null;
    },
  };
}
