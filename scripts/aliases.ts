import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `@/…` is `src/…`. tsconfig.json "paths" says the same to TypeScript, ESLint and Playwright; Vite
 * learns it here: vite.config.ts (the build, Vitest and Storybook) and every Vite the scripts start on
 * their own (runnerImport and build with `configFile: false`), which read no config file.
 */
// a path built from the module's own file: under Vitest's jsdom a `new URL()` is jsdom's, which fileURLToPath refuses
export const srcAlias = [
  { find: /^@\//, replacement: `${join(dirname(fileURLToPath(import.meta.url)), '..', 'src')}/` },
];
