import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries of the plugin platform (see README "Architecture"). */
const pluginBoundaries = {
  patterns: [
    { group: ['**/src/app/**', '**/src/shell/**', '**/src/pages/**'], message: 'Plugins use src/ui, src/lib and src/registry/types only.' },
    { group: ['../*/**', '!../../**'], message: 'Plugins must not import each other.' },
    { group: ['**/plugins/**'], message: 'Plugins must not import each other.' },
  ],
};
const manifestBoundaries = {
  patterns: [{ regex: '^(?!\\.\\./\\.\\./src/registry/types$)', message: 'A manifest is data: import only defineTool and types from src/registry/types.' }],
};
const coreBoundaries = {
  patterns: [{ group: ['**/plugins/**', '!../../plugins/*/manifest.ts', '!../../plugins/*/Tool.tsx'], message: 'Only the registry discovers plugins (import.meta.glob).' }],
};

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'storybook-static', 'node_modules', 'test-results', 'coverage', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='String'][callee.property.name='fromCharCode'] > SpreadElement", message: 'String.fromCharCode(...bytes) overflows the stack on large inputs.' },
        { selector: "CallExpression[callee.name='eval']", message: 'No eval.' },
      ],
    },
  },
  { files: ['plugins/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', pluginBoundaries] } },
  { files: ['plugins/*/manifest.ts'], rules: { 'no-restricted-imports': ['error', manifestBoundaries] } },
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'], rules: { 'no-restricted-imports': ['error', coreBoundaries] } },
  { files: ['tests/e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
);
