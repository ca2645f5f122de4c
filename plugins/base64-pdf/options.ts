import { defineOptions, type OptionValues } from '@/registry/types';

/** The tool has no settings: the PDF follows from the Base64 alone. */
export const optionsSchema = { type: 'object', properties: {}, additionalProperties: false } as const;

const defaults = {};

export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The empty options the transform declares (the manifest carries none). */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
