import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;

/** The default URL: a public sample posts endpoint. */
export const DEFAULT_URL = 'https://jsonplaceholder.typicode.com/posts';

/** Default timeout (ms); 0 or less means no timeout. */
export const DEFAULT_TIMEOUT_MS = 30000;
export const MAX_TIMEOUT_MS = 600000;

const row = {
  type: 'object',
  properties: {
    key: { type: 'string', title: 'Key', default: '' },
    value: { type: 'string', title: 'Value', default: '' },
    enabled: { type: 'boolean', title: 'Enabled', default: true },
  },
  required: ['key', 'value', 'enabled'],
} as const;

const rowUi = {
  'ui:options': { orderable: false },
  items: {
    key: { 'ui:emptyValue': '', 'ui:placeholder': 'name' },
    value: { 'ui:emptyValue': '', 'ui:placeholder': 'value' },
  },
} as const;

/** JSON Schema of the form: params and headers are arrays of rows. */
export const optionsSchema = {
  type: 'object',
  properties: {
    method: { type: 'string', title: 'Method', enum: METHODS, default: 'GET' },
    url: { type: 'string', title: 'URL', default: DEFAULT_URL },
    params: { type: 'array', title: 'Params', items: row, default: [] },
    headers: { type: 'array', title: 'Headers', items: row, default: [] },
    body: { type: 'string', title: 'Body', default: '' },
    contentType: { type: 'string', title: 'Content type', default: 'application/json' },
    timeout: {
      type: 'integer',
      title: 'Timeout (ms)',
      minimum: 0,
      maximum: MAX_TIMEOUT_MS,
      default: DEFAULT_TIMEOUT_MS,
    },
  },
} as const;

export const uiSchema = { params: rowUi, headers: rowUi };

const defaults = {
  method: 'GET',
  url: DEFAULT_URL,
  params: [],
  headers: [],
  body: '',
  contentType: 'application/json',
  timeout: DEFAULT_TIMEOUT_MS,
} satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them and checks a link's query and stored settings (the tool draws its own controls), with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, uiSchema, defaults });
