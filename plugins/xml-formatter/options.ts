import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';
import { codeThemeChoices } from '@/ui/codeThemeChoices';

export const optionsSchema = {
  type: 'object',
  properties: {
    indent: {
      type: 'integer',
      title: 'Indent',
      oneOf: [
        { const: 2, title: '2 spaces' },
        { const: 4, title: '4 spaces' },
        { const: 8, title: '8 spaces' },
      ],
    },
    theme: {
      type: 'string',
      title: 'Colour theme',
      // the palettes by their ids, as the XML tool has always named them
      oneOf: codeThemeChoices({
        site: 'Site theme (light or dark)',
        'vs-dark': 'vs-dark',
        'vs-light': 'vs-light',
        monokai: 'monokai',
      }),
    },
  },
  additionalProperties: false,
} as const;

const defaults = { theme: 'site', indent: 2 } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and that OptionsForm draws where the tool uses it, with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
