import { defineOptions, type OptionValues } from '@/registry/types';

/** The tool has no settings: the view follows from the file alone, and the export's format is chosen beside it. */
export const optionsSchema = { type: 'object', properties: {}, additionalProperties: false } as const;

const defaults = {};

export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The empty options the file tool declares (the manifest carries none). */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
