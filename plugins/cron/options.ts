import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    dialect: {
      type: 'string',
      title: 'Dialect',
      oneOf: [
        { const: 'auto', title: 'Detect' },
        { const: 'unix', title: 'Unix (5 fields)' },
        { const: 'seconds', title: 'Unix with seconds (6 fields)' },
        { const: 'quartz', title: 'Quartz (6–7 fields)' },
        { const: 'aws', title: 'AWS EventBridge cron(…)' },
        { const: 'k8s', title: 'Kubernetes (CRON_TZ=)' },
      ],
    },
    zone: { type: 'string', title: 'Runs in time zone', maxLength: 64 },
    from: { type: 'string', title: 'Next runs from', maxLength: 40 },
    count: {
      type: 'integer',
      title: 'Runs',
      oneOf: [
        { const: 5, title: '5' },
        { const: 10, title: '10' },
        { const: 20, title: '20' },
        { const: 50, title: '50' },
      ],
    },
  },
  additionalProperties: false,
} as const;

const uiSchema = {
  zone: { 'ui:widget': 'timeZone' },
  // blank: now; a wall time in the zone, or an exact instant with Z or an offset
  from: { 'ui:widget': 'text', 'ui:placeholder': 'Now (or 2026-03-08T01:00, …Z, …+02:00)' },
};

const defaults = { dialect: 'auto', zone: 'UTC', from: '', count: 10 } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: dialect, the zone the schedule runs in, where the search starts ('' is now) and how many runs. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, uiSchema, defaults });
