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

/** How long one slice of @codemirror/language's background parsing may run, as it is written. */
export const PARSE_SLICE_TEXT = 'Math.min(this.chunkBudget, 100 /* Work.Slice */,';

/** The longest slice the site lets it run, in milliseconds. */
export const PARSE_SLICE_MS = 40;

/**
 * @codemirror/language parses a document in the background in slices of up to 100 ms where the
 * browser has `isInputPending` (Chromium), trusting it to end a slice when input comes; but a 100 ms
 * task still holds every frame meanwhile, and a pasted 3 MB document takes ten of them. Slices of 40
 * ms, about what it runs where the browser gives it idle callbacks instead, keep each task short.
 */
export function parseInShortSlices(code: string): string {
  if (!code.includes(PARSE_SLICE_TEXT))
    throw new Error('@codemirror/language no longer slices its parsing as expected: check parseInShortSlices');
  return code.replace(PARSE_SLICE_TEXT, `Math.min(this.chunkBudget, ${PARSE_SLICE_MS},`);
}

/**
 * A change the browser build makes to a dependency's code (`module` matches its path); `patch` throws
 * when the code is not what it expects, so a new version of the dependency fails the build instead
 * of shipping unchanged.
 */
function patchDependency(name: string, module: RegExp, patch: (code: string) => string): Plugin {
  return {
    name,
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: (code, id) => (module.test(id) ? patch(code) : null),
  };
}

/** The browser build's CodeMirror adds its styles without inline style text (see styleModThroughCssom). */
export const styleModCssom = () =>
  patchDependency('style-mod-cssom', /[\\/]node_modules[\\/]style-mod[\\/]/, styleModThroughCssom);

/** The browser build's CodeMirror parses in short slices (see parseInShortSlices). */
export const shortParseSlices = () =>
  patchDependency(
    'codemirror-short-parse-slices',
    /[\\/]node_modules[\\/]@codemirror[\\/]language[\\/]dist[\\/]index\.js$/,
    parseInShortSlices,
  );
