import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import urlImportBoundaries from './scripts/eslint/url-import-boundaries.js';

/*
 * Import boundaries of the plugin platform (see docs/architecture.md, "Boundaries"). The import-x rules and the
 * local url-import-boundaries rule judge resolved paths, so `../../src/./shell` or a worker URL
 * cannot slip past them; no-restricted-imports keeps manifests and options files to their exact
 * imports and gives plugins a message at the import itself.
 *
 * src/ is imported as `@/…` (tsconfig.json "paths", scripts/aliases.ts): the resolver behind the
 * import-x rules reads the same paths, and the patterns below spell both the alias and the relative
 * form. One config object's no-restricted-imports replaces another's, so each set carries the
 * alias rule too.
 */
/** `../src/…` and `../../src/…` from outside src/: the alias names the same file from anywhere. */
/** react-toastify's main entry injects its stylesheet as <style> text, which the pages' policy refuses. */
const toastifyUnstyled = {
  name: 'react-toastify',
  message:
    "Import 'react-toastify/unstyled': the main entry injects its stylesheet as <style> text, which the policy refuses (src/app/Toasts.tsx brings the stylesheet).",
};
const srcByAlias = {
  regex: '^(\\.\\./)+src(/|$)',
  message: 'Import src/ through the alias: use @/… instead of ../src/….',
};
/**
 * A parent import that stays inside src/ (`../lib/x`): the alias says where it lands. From a file
 * `depth` folders below src/, up to `depth` steps up stay inside; more leave src/ (../../plugins,
 * ../../.storybook) and stay relative.
 */
const srcParentByAlias = (depth) => ({
  regex: `^(\\.\\./){1,${depth}}(?!\\.\\./)`,
  message: 'Import another folder of src/ through the alias: use @/… instead of ../….',
});
/** src/a/x.ts is 1 folder deep, src/a/b/x.ts 2, and so on (deeper than src/ has room to grow) */
const srcDepths = [1, 2, 3, 4, 5, 6];
const srcFilesAt = (depth) => [`src/${'*/'.repeat(depth)}*.{ts,tsx}`];
const pluginBoundaries = {
  patterns: [
    srcByAlias,
    {
      group: [
        '@/app',
        '@/app/**',
        '@/shell',
        '@/shell/**',
        '@/pages',
        '@/pages/**',
        '**/src/app/**',
        '**/src/shell/**',
        '**/src/pages/**',
      ],
      message: 'Plugins use src/ui, src/lib and src/registry/types only.',
    },
    { group: ['../*/**', '!../../**'], message: 'Plugins must not import each other.' },
    { group: ['**/plugins/**'], message: 'Plugins must not import each other.' },
  ],
};
/** Colour theme selects offer the one list of palettes (src/ui/codeThemeChoices), by the same ids in every tool. */
const codeThemeOptions = {
  selector: "Property[key.name=/theme/i] > ObjectExpression > Property[key.name='oneOf'] > ArrayExpression",
  message: 'Offer colour themes with codeThemeChoices (src/ui/codeThemeChoices): one list of palettes, one set of ids.',
};
/** The control an option is drawn with is decided once (src/ui/optionWidget), for OptionsForm and OptionControls alike. */
const widgetChoice = {
  selector: "MemberExpression[computed=true] > Literal.property[value='ui:widget']",
  message:
    "Decide an option's control with optionWidget (src/ui/optionWidget): OptionsForm and OptionControls share it.",
};
const manifestBoundaries = {
  patterns: [
    {
      regex: '^(?!(@/registry/types|\\./options)$)',
      message:
        'A manifest is data: import only defineTool and types from @/registry/types, and its options from ./options.',
    },
  ],
};
const optionsBoundaries = {
  patterns: [
    {
      regex: '^(?!(@/registry/types|@/ui/codeThemeChoices)$)',
      message:
        'Options are data the manifest carries: import only from @/registry/types (and the colour theme choices from @/ui/codeThemeChoices).',
    },
  ],
};
const coreBoundaries = {
  group: [
    '**/plugins/**',
    '!../../plugins/*/manifest.ts',
    '!../../plugins/*/Tool.tsx',
    '!../../plugins/*/transform.ts',
    '!../../plugins/*/generator.ts',
    '!../../plugins/*/fileTool.ts',
  ],
  message: 'Only the registry discovers plugins (import.meta.glob).',
};
/**
 * One import order, which `eslint --fix` applies: Node builtins, packages, src/ through `@/`, then
 * parent and sibling files, each group alphabetized by path and with no blank line between groups.
 */
const importOrder = {
  groups: ['builtin', 'external', 'internal', 'parent', ['sibling', 'index']],
  'newlines-between': 'never',
  alphabetize: { order: 'asc', caseInsensitive: true },
};
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/external-module-folders': ['node_modules'],
  // `@/…` is src/ (tsconfig.json "paths"), never a package
  'import-x/internal-regex': '^@/',
  // packages are never parsed for their imports: only the project's own files can form a cycle
  'import-x/ignore': ['node_modules'],
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
};

const pluginIds = readdirSync(new URL('./plugins', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const e2eFiles = ['tests/e2e/**/*.ts', 'plugins/*/*.e2e.ts'];
/** Files that never ship in a bundle: tests, stories, e2e specs and benchmarks. */
const nonRuntime = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', ...e2eFiles, 'plugins/*/bench.mjs'];
const pluginRuntimeAllowed = ['./src/ui', './src/lib', './src/registry/types.ts', './node_modules'];
const pluginMessage = 'Plugin code imports only src/ui, src/lib, src/registry/types, its own folder and npm packages.';
const belowAppMessage =
  'src/ui and src/lib sit below the app: they never import src/app, src/shell, src/pages or src/registry.';
const localRules = { rules: { 'url-import-boundaries': urlImportBoundaries } };

/** Syntax no file may use; a block that adds its own restricted syntax repeats these. */
const restrictedEverywhere = [
  {
    selector: "CallExpression[callee.object.name='String'][callee.property.name='fromCharCode'] > SpreadElement",
    message: 'String.fromCharCode(...bytes) overflows the stack on large inputs.',
  },
  { selector: "CallExpression[callee.name='eval']", message: 'No eval.' },
  {
    selector: 'ImportExpression > Literal[value=/^(\\.\\.\\/)+src(\\/|$)/]',
    message: 'Import src/ through the alias: use @/… instead of ../src/….',
  },
];

/** Numbers are formatted by groupDigits: the browser's number formatter costs a phone 50 ms on its first call. */
const numberFormatting = {
  selector:
    "CallExpression[callee.property.name='toLocaleString'], NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
  message:
    "Format numbers with groupDigits or countOf (src/lib/count): the browser's number formatter costs a phone 50 ms on its first call, in the middle of a page's first render.",
};

/*
 * One helper per browser chore: plugin code reaches object URLs, files, the clipboard, toasts,
 * debouncing and workers only through src/lib and src/ui, so each rule (revoking, encodings, the
 * refused-clipboard toast, typing-only debounce, worker reuse and time limits) lives once.
 */
const pluginChores = [
  {
    selector: "MemberExpression[object.name='URL'][property.name='createObjectURL']",
    message:
      'Use useObjectUrl (a blob the page shows) or withObjectUrl (a one-off load) from src/lib/useObjectUrl, or downloadBlob from src/lib/download: they revoke the URL.',
  },
  {
    selector: "NewExpression[callee.name='FileReader']",
    message:
      'Read files with readTextFile (src/lib/readTextFile: BOM-aware UTF-8 and UTF-16) or readBlob (src/lib/bytes) for bytes.',
  },
  {
    selector: "MemberExpression[object.name='navigator'][property.name='clipboard']",
    message:
      'Use copyText, copyWithToast or readText from src/lib/clipboard (or CopyButton and PasteButton from src/ui): they show the toast when the browser refuses.',
  },
  {
    selector:
      "NewExpression[callee.name='Worker']:not(CallExpression[callee.name=/^(jobClient|sessionClient)$/] > ArrowFunctionExpression > NewExpression.body)",
    message:
      "Start a worker only as the factory of jobClient (src/lib/jobClient), or of sessionClient for a worker that keeps state: jobClient(jobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })).",
  },
];
/**
 * Lines and columns of a text are numbered once, as the editor numbers them (src/lib/lineColumn): no
 * plugin function named for it, and no column worked out from a line's start or back.
 */
const lineColumnMessage =
  "Number lines and columns with lineColumnOf, lineColumnReader or offsetOfLineColumn (src/lib/lineColumn): one rule, the editor's, for every tool.";
const lineColumnName = '/lineCol|lineAndCol|columnOf|positionOf|placeOf|offsetTo|OfPosition|^lineStart$/i';
const lineColumnChores = [
  ...['FunctionDeclaration', 'VariableDeclarator[init.type=/FunctionExpression$/]'].map((node) => ({
    selector: `${node}[id.name=${lineColumnName}]`,
    message: lineColumnMessage,
  })),
  {
    // `column: offset - lineStart + 1`, `item.column = offset - start + 1`
    selector:
      ":matches(Property[key.name='column'], AssignmentExpression[left.property.name='column']) > BinaryExpression[operator='+'][right.value=1][left.operator='-']",
    message: lineColumnMessage,
  },
  {
    // `lineStart + column - 1`
    selector:
      "BinaryExpression[operator='-'][right.value=1] > BinaryExpression.left[operator='+'][right.name='column']",
    message: lineColumnMessage,
  },
];

/** Bytes are sniffed once, by the site's one table of signatures (src/lib/sniff). */
const sniffChores = ['FunctionDeclaration', 'VariableDeclarator'].map((node) => ({
  selector: `${node}[id.name=/^sniff/i]`,
  message: 'Tell what bytes are with sniffBytes or sniffImage (src/lib/sniff): the site keeps one table of signatures.',
}));

/** Rows of data are shown by DataTable (src/ui): one look, one way to name a table and its headings. */
const tableChores = [
  "JSXOpeningElement[name.name='table']",
  "MemberExpression[object.name='styled'][property.name='table']",
  "CallExpression[callee.name='styled'] > Literal[value='table']",
].map((selector) => ({
  selector,
  message: 'Show rows of data with DataTable from src/ui (its columns, row headings, name and scrolling box).',
}));

/** Times in a zone are read and written by src/lib/timeZone: one formatter per zone, one way to write an offset. */
const timeZoneChores = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message:
      'Read and write times in a zone with wallOf, offsetAt, offsetText or wallText (src/lib/timeZone): it keeps one formatter per zone.',
  },
  // a zone is chosen one way: the zone picker, searchable by city, country, abbreviation and IANA name
  ...[
    "CallExpression[callee.object.name='Intl'][callee.property.name='supportedValuesOf']",
    // a time zone, or a zone alone; not a QR code's quiet zone
    "JSXOpeningElement[name.name!='ZonePicker'] > JSXAttribute[name.name='label'][value.value=/\\btime[ -]?zones?\\b|^zones?$/i]",
  ].map((selector) => ({
    selector,
    message:
      "Let visitors choose a time zone with ZonePicker (src/ui/ZonePicker), or 'ui:widget': 'timeZone' for an option; list zones with listTimeZones and read typed names with findTimeZone (src/lib/timeZoneSearch).",
  })),
];

const pluginChoreImports = {
  paths: [
    {
      name: 'react-toastify',
      message:
        'Show toasts with notify (src/lib/notify), which loads react-toastify on demand and keeps one toast at a time.',
    },
  ],
  patterns: [
    {
      group: ['@/lib/useDebounced', '**/src/lib/useDebounced'],
      message:
        "Debounce a run with useToolJob's debounceMs (src/lib/useToolJob), which waits only after typing; delay a busy indicator with useShownWhenSlow (src/lib/useShownWhenSlow).",
    },
  ],
};

const aboveLib = ['./src/app', './src/shell', './src/pages', './src/registry'];
/** Vite resolves aliases in import.meta.glob patterns as well */
const urlAlias = { '@/': 'src/' };

export default tseslint.config(
  {
    ignores: [
      // build and test-result folders, the per-run ones (dist-NAME, test-results-NAME) included
      'dist',
      'dist-*',
      'storybook-static',
      'node_modules',
      'test-results',
      'test-results-*',
      'coverage',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: importSettings,
    rules: {
      'no-restricted-imports': ['error', { paths: [toastifyUnstyled], patterns: [srcByAlias] }],
      'import-x/order': ['error', importOrder],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', ...restrictedEverywhere],
    },
  },
  {
    // Type-aware rules where a lost promise hides a bug: the app, the plugins, their stories and the
    // e2e specs. Unit tests are left out (Vitest reports an unawaited assertion itself), which keeps
    // them out of the type queries that make up most of the lint time.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    languageOptions: {
      // one TypeScript program, tsconfig.json's, serves every file
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // nothing imports a test or a story, so no cycle runs through one
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    ignores: nonRuntime,
    rules: {
      // A cycle is followed however long it is, and through import() too: a module loaded on demand
      // does not tie evaluation order, but it still ties the layer that loads it to its own (the
      // registry reads the site pages' table, so that table names no page component). Type-only
      // imports are skipped by this rule; scripts/import-cycles.test.ts reads those too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', pluginBoundaries],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: pluginIds.map((id) => ({
            target: `./plugins/${id}`,
            from: './plugins',
            except: [`./${id}`],
            message: 'A plugin never imports another plugin.',
          })),
        },
      ],
    },
  },
  {
    files: ['plugins/**/*.{ts,tsx}'],
    ignores: nonRuntime,
    plugins: { local: localRules },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: pluginIds.map((id) => ({
            target: `./plugins/${id}`,
            from: '.',
            except: [...pluginRuntimeAllowed, `./plugins/${id}`],
            message: pluginMessage,
          })),
        },
      ],
      'local/url-import-boundaries': [
        'error',
        { allow: ['src/ui', 'src/lib', 'src/registry/types.ts', '{dir}'], alias: urlAlias, message: pluginMessage },
      ],
    },
  },
  {
    files: ['plugins/**/*.{ts,tsx}'],
    ignores: nonRuntime,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...restrictedEverywhere,
        ...pluginChores,
        ...lineColumnChores,
        ...sniffChores,
        ...tableChores,
        ...timeZoneChores,
        numberFormatting,
      ],
      'no-restricted-imports': [
        'error',
        { paths: pluginChoreImports.paths, patterns: [...pluginBoundaries.patterns, ...pluginChoreImports.patterns] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...nonRuntime, 'src/lib/count.ts', 'src/ui/optionWidget.ts'],
    rules: { 'no-restricted-syntax': ['error', ...restrictedEverywhere, numberFormatting, widgetChoice] },
  },
  { files: ['plugins/*/manifest.ts'], rules: { 'no-restricted-imports': ['error', manifestBoundaries] } },
  {
    files: ['plugins/*/options.ts'],
    rules: {
      'no-restricted-imports': ['error', optionsBoundaries],
      'no-restricted-syntax': ['error', ...restrictedEverywhere, codeThemeOptions],
    },
  },
  ...srcDepths.flatMap((depth) => [
    {
      files: srcFilesAt(depth),
      rules: { 'no-restricted-imports': ['error', { paths: [toastifyUnstyled], patterns: [srcParentByAlias(depth)] }] },
    },
    {
      files: srcFilesAt(depth),
      ignores: nonRuntime,
      rules: {
        'no-restricted-imports': [
          'error',
          { paths: [toastifyUnstyled], patterns: [srcParentByAlias(depth), coreBoundaries] },
        ],
      },
    },
  ]),
  {
    files: ['src/*.{ts,tsx}'],
    ignores: nonRuntime,
    rules: { 'no-restricted-imports': ['error', { paths: [toastifyUnstyled], patterns: [coreBoundaries] }] },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    ignores: nonRuntime,
    plugins: { local: localRules },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: ['./src/ui', './src/lib'], from: aboveLib, message: belowAppMessage }] },
      ],
      'local/url-import-boundaries': ['error', { deny: aboveLib, alias: urlAlias, message: belowAppMessage }],
    },
  },
  {
    // Vite bundles vite.config.ts and the scripts it imports without any alias, so there src/ comes in
    // as types only (through `@/`); a script that needs src/ at run time loads it with runnerImport
    // and srcAlias (scripts/aliases.ts)
    files: ['vite.config.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            srcByAlias,
            {
              regex: '^@/',
              allowTypeImports: true,
              message:
                'Vite loads its config without the alias: import src/ here as types only, or load it with runnerImport and srcAlias.',
            },
          ],
        },
      ],
    },
  },
  { files: e2eFiles, rules: { 'react-hooks/rules-of-hooks': 'off' } },
  {
    files: e2eFiles,
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Wait for a state with a web-first assertion, expect.poll or page.clock, not for time.',
        },
      ],
    },
  },
  {
    // scripts run by plain Node keep relative paths (Node knows no `@/`), in the same order
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/order': ['error', importOrder] },
  },
);
