import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    mode: {
      type: 'string',
      title: 'Mode',
      oneOf: [
        { const: 'escape', title: 'Escape' },
        { const: 'unescape', title: 'Unescape' },
      ],
    },
    language: {
      type: 'string',
      title: 'Language',
      oneOf: [
        { const: 'json', title: 'JSON' },
        { const: 'javascript', title: 'JavaScript' },
        { const: 'java', title: 'Java' },
        { const: 'csharp', title: 'C#' },
        { const: 'python', title: 'Python' },
        { const: 'go', title: 'Go' },
        { const: 'shell', title: "Shell (POSIX '…')" },
        { const: 'bash', title: "Bash ($'…')" },
        { const: 'sql', title: "SQL ('' doubled)" },
        { const: 'mysql', title: "MySQL (\\' backslash escapes)" },
        { const: 'html', title: 'HTML / XML entities' },
        { const: 'csv', title: 'CSV field' },
      ],
    },
    quote: {
      type: 'string',
      title: 'JavaScript quote',
      oneOf: [
        { const: 'double', title: 'Double "…"' },
        { const: 'single', title: "Single '…'" },
        { const: 'backtick', title: 'Template `…`' },
      ],
    },
    asciiOnly: { type: 'boolean', title: 'Escape non-ASCII' },
    es6: { type: 'boolean', title: 'ES6 \\u{…} (JavaScript)' },
  },
  additionalProperties: false,
} as const;

/** The languages whose literals can write a character outside ASCII as an escape. */
const ASCII_ESCAPING = ['json', 'javascript', 'java', 'csharp', 'python', 'go', 'bash', 'html'];

/**
 * The language and quote are read before the input: placed above it. An option shows only under the languages it
 * applies to: the quote and ES6 escapes are JavaScript's; a shell word, SQL, MySQL and CSV have no escape for
 * non-ASCII.
 */
const uiSchema = {
  'ui:placement': 'top',
  quote: { 'ui:shownWhen': { language: ['javascript'] } },
  es6: { 'ui:shownWhen': { language: ['javascript'] } },
  asciiOnly: { 'ui:shownWhen': { language: ASCII_ESCAPING } },
};

const defaults = {
  mode: 'escape',
  language: 'json',
  quote: 'double',
  asciiOnly: false,
  es6: false,
} satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and draws their controls. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, uiSchema, defaults });
