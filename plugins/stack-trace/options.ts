import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';
import { codeThemeChoices, RENAMED_CODE_THEMES } from '@/ui/codeThemeChoices';

export const optionsSchema = {
  type: 'object',
  properties: {
    language: { type: 'string', title: 'Language', enum: ['dotnet', 'java', 'javascript', 'python', 'generic'] },
    theme: {
      type: 'string',
      title: 'Theme',
      oneOf: codeThemeChoices({
        site: 'Site theme (light or dark)',
        'vs-dark': 'VS Code Dark',
        'vs-light': 'Light Theme',
        monokai: 'Monokai',
      }),
    },
    // runs of a runtime's or a package's frames fold to one line in the output; Copy and Download keep them
    foldFramework: { type: 'boolean', title: 'Fold framework frames' },
  },
  additionalProperties: false,
} as const;

const defaults = { language: 'dotnet', theme: 'site', foldFramework: true } satisfies OptionsInput<
  typeof optionsSchema
>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and that OptionsForm draws where the tool uses it, with the defaults. */
export const optionsSpec = defineOptions<Options>({
  schema: optionsSchema,
  defaults,
  renamed: { theme: RENAMED_CODE_THEMES },
});
