import { transformAsync } from '@babel/core';
import styledComponentsBabel from 'babel-plugin-styled-components';
import type { Plugin } from 'vite';

/**
 * Gives every styled component a stable id derived from its file and position
 * (babel-plugin-styled-components), so prerendered class names match the browser's whatever
 * order the chunks load in; without it ids come from a global counter.
 */
export function styledComponentIds(): Plugin {
  return {
    name: 'styled-component-ids',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !code.includes('styled-components'))
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[styledComponentsBabel, { ssr: true, displayName: false, fileName: false, pure: true }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
