import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'base-n',
  name: 'Base32 / Base58 / Base85',
  description:
    'Encode text to Base32, base32hex, Base16, Base58, Base58Check, Ascii85, Z85, Bech32 and Bech32m and decode it back, with the alphabet detected, checksums verified and every invalid character named with its place.',
  group: 'encoding',
  path: '/encode/base-n',
  // each alias opens in its alphabet
  aliases: [
    { path: '/encode/base32', settings: { alphabet: 'base32' } },
    { path: '/encode/base58', settings: { alphabet: 'base58' } },
    { path: '/encode/ascii85', settings: { alphabet: 'ascii85' } },
    { path: '/encode/z85', settings: { alphabet: 'z85' } },
  ],
  order: 2,
  icon: 'binary',
  // any text is offered for encoding; a decoded result is text to hand on
  accepts: [{ kinds: ['text'], as: 'to encode', settings: { mode: 'encode' } }],
  produces: ['text'],
  keywords: [
    'base32',
    'base32hex',
    'base16',
    'hex',
    'base58',
    'base58check',
    'bitcoin address',
    'ascii85',
    'base85',
    'z85',
    'zeromq',
    'bech32',
    'bech32m',
    'segwit',
    'rfc 4648',
    'encode',
    'decode',
  ],
  features: [
    'RFC 4648 Base32, base32hex and Base16',
    'Base58 and Base58Check (checksum verified)',
    'Ascii85 (Adobe) and Z85 (ZeroMQ)',
    'Bech32 and Bech32m, told apart',
    'Alphabet detected when decoding',
    'UTF-8 or UTF-16LE text',
  ],
  seo: {
    title: 'Base32, Base58 & Base85 Encoder / Decoder',
    description:
      'Encode and decode Base32, Base58, Base58Check, Ascii85, Z85 and Bech32 online. Detects the alphabet, checks checksums and names bad characters. Private: runs in your browser.',
    keywords: [
      'base32 encode',
      'base32 decode',
      'base58 decode',
      'base58check',
      'ascii85 decode',
      'z85 encode',
      'bech32 decode',
      'bech32m',
    ],
  },
  options: optionsSpec,
});
