import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

/** Bases 2 to 36, the digits 0-9 then a-z: as text, the form a link and an alias give them in. */
const bases = [
  { const: '2', title: '2 (binary)' },
  { const: '3', title: '3' },
  { const: '4', title: '4' },
  { const: '5', title: '5' },
  { const: '6', title: '6' },
  { const: '7', title: '7' },
  { const: '8', title: '8 (octal)' },
  { const: '9', title: '9' },
  { const: '10', title: '10 (decimal)' },
  { const: '11', title: '11' },
  { const: '12', title: '12' },
  { const: '13', title: '13' },
  { const: '14', title: '14' },
  { const: '15', title: '15' },
  { const: '16', title: '16 (hexadecimal)' },
  { const: '17', title: '17' },
  { const: '18', title: '18' },
  { const: '19', title: '19' },
  { const: '20', title: '20' },
  { const: '21', title: '21' },
  { const: '22', title: '22' },
  { const: '23', title: '23' },
  { const: '24', title: '24' },
  { const: '25', title: '25' },
  { const: '26', title: '26' },
  { const: '27', title: '27' },
  { const: '28', title: '28' },
  { const: '29', title: '29' },
  { const: '30', title: '30' },
  { const: '31', title: '31' },
  { const: '32', title: '32' },
  { const: '33', title: '33' },
  { const: '34', title: '34' },
  { const: '35', title: '35' },
  { const: '36', title: '36' },
] as const;

export const optionsSchema = {
  type: 'object',
  properties: {
    mode: { type: 'string', title: 'Number', enum: ['integer', 'float'] },
    // auto reads a prefix (0x, 0b, 0o) and takes decimal without one
    from: {
      type: 'string',
      title: 'Input base',
      oneOf: [{ const: 'auto', title: 'Auto (0x, 0b, 0o, else 10)' }, ...bases],
    },
    // auto gives hexadecimal for a decimal input and decimal for any other
    to: {
      type: 'string',
      title: 'Output base',
      oneOf: [{ const: 'auto', title: 'Auto (16 for decimal, else 10)' }, ...bases],
    },
    width: {
      type: 'integer',
      title: "Two's complement",
      oneOf: [
        { const: 8, title: '8 bits' },
        { const: 16, title: '16 bits' },
        { const: 32, title: '32 bits' },
        { const: 64, title: '64 bits' },
        { const: 128, title: '128 bits' },
      ],
    },
    group: {
      type: 'string',
      title: 'Digit groups',
      oneOf: [
        { const: 'none', title: 'None' },
        { const: 'space', title: 'Spaces' },
        { const: 'underscore', title: 'Underscores' },
      ],
    },
    float: {
      type: 'string',
      title: 'Float format',
      oneOf: [
        { const: 'float64', title: 'float64 (double)' },
        { const: 'float32', title: 'float32 (single)' },
      ],
    },
    upper: { type: 'boolean', title: 'Upper-case letters' },
  },
  additionalProperties: false,
} as const;

const defaults = {
  mode: 'integer',
  from: 'auto',
  to: 'auto',
  width: 32,
  group: 'none',
  float: 'float64',
  upper: false,
} satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and draws their controls. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
