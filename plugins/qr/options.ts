import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    tab: { type: 'string', title: 'Tab', enum: ['generate', 'read'] },
    template: {
      type: 'string',
      title: 'Content',
      enum: ['text', 'url', 'wifi', 'vcard', 'otp', 'geo', 'email', 'sms'],
    },
    ecc: { type: 'string', title: 'Error correction', enum: ['L', 'M', 'Q', 'H'] },
    /** 0 is the smallest version that holds the content */
    version: { type: 'integer', title: 'Version', minimum: 0, maximum: 40 },
    margin: { type: 'integer', title: 'Quiet zone', minimum: 0, maximum: 16 },
    fg: { type: 'string', title: 'Foreground', pattern: '^#[0-9a-fA-F]{6}$' },
    bg: { type: 'string', title: 'Background', pattern: '^#[0-9a-fA-F]{6}$' },
    size: { type: 'integer', title: 'PNG size', minimum: 64, maximum: 4096 },
    wifiAuth: { type: 'string', title: 'Security', enum: ['WPA', 'WEP', 'nopass'] },
    wifiHidden: { type: 'boolean', title: 'Hidden network' },
    otpType: { type: 'string', title: 'Type', enum: ['totp', 'hotp'] },
    otpAlgorithm: { type: 'string', title: 'Algorithm', enum: ['SHA1', 'SHA256', 'SHA512'] },
    otpDigits: { type: 'string', title: 'Digits', enum: ['6', '8'] },
  },
  required: [
    'tab',
    'template',
    'ecc',
    'version',
    'margin',
    'fg',
    'bg',
    'size',
    'wifiAuth',
    'wifiHidden',
    'otpType',
    'otpAlgorithm',
    'otpDigits',
  ],
  additionalProperties: false,
} as const;

const defaults = {
  tab: 'generate',
  template: 'text',
  ecc: 'M',
  version: 0,
  margin: 4,
  fg: '#000000',
  bg: '#ffffff',
  size: 512,
  wifiAuth: 'WPA',
  wifiHidden: false,
  otpType: 'totp',
  otpAlgorithm: 'SHA1',
  otpDigits: '6',
} satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/**
 * The tool's settings: the open tab, the kind of content, how the code is drawn, and the
 * non-secret choices of the Wi-Fi and one-time password templates (the tool draws its own controls).
 * What a visitor types into a template is input, not a setting.
 */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
