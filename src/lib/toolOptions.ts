import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** JSON Schema subset used for tool options; validated by ajv at registry build. */
export type JsonSchema = Record<string, unknown>;

export interface ToolOptions<T extends Record<string, unknown> = Record<string, unknown>> {
  schema: JsonSchema;
  uiSchema?: Record<string, unknown>;
  defaults: T;
  /**
   * Values an option had before they were renamed, and the value each is now (option → old → new):
   * links and kept settings that carry an old value open with the new one.
   */
  renamed?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Any value the schema accepts (defaulted properties optional): what a tool's defaults must be. */
export type OptionsInput<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;

/** The values a tool reads: the schema's type, with every property its defaults set always present. */
export type OptionValues<S extends JSONSchema, D> =
  OptionsInput<S> extends infer V extends object
    ? Required<Pick<V, Extract<keyof D, keyof V>>> & Omit<V, keyof D>
    : never;
