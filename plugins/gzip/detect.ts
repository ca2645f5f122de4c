import { defineDetector } from '@/lib/detect';

/** gzip's magic 1f 8b and method 08 in Base64: every gzip member begins H4sI. */
const GZIP_BASE64 = /^H4sI[A-Za-z0-9+/_-]{8,}/;
/** The same bytes in hex, spaced or not, with or without 0x before each byte. */
const GZIP_HEX = /^(?:0x)?1f[\s,:]*(?:0x)?8b[\s,:]*(?:0x)?08/i;
/** zlib's usual headers 78 9c and 78 da in Base64 (eJ, eN) and hex: only long, unbroken runs, which words are not. */
const ZLIB_BASE64 = /^e[JN][A-Za-z0-9+/]{20,}={0,2}$/;
const ZLIB_HEX = /^78(?:01|5e|9c|da)[0-9a-f]{12,}$/i;

export default defineDetector({
  detect: ({ text }) => {
    const compact = text.replace(/\s+/g, '');
    if (GZIP_BASE64.test(compact))
      return { score: 0.9, reason: 'gzip data in Base64', kind: 'base64', settings: { mode: 'decompress' } };
    if (GZIP_HEX.test(text)) return { score: 0.9, reason: 'gzip data in hex', settings: { mode: 'decompress' } };
    if (ZLIB_HEX.test(compact)) return { score: 0.8, reason: 'zlib data in hex', settings: { mode: 'decompress' } };
    if (ZLIB_BASE64.test(compact))
      return { score: 0.75, reason: 'zlib data in Base64', kind: 'base64', settings: { mode: 'decompress' } };
    return null;
  },
  examples: {
    matches: [
      // printf 'Hello, World!' | gzip -c -n | base64
      'H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA',
      // printf 'Hello, World!' | gzip -n | xxd -p
      '1f8b0800000000000003f348cdc9c9d75108cf2fca49510400d0c34aec0d\n000000',
      // printf 'Hello, World!' | gzip -n | xxd -i
      '0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xf3, 0x48',
      // python3 -c "import zlib; print(zlib.compress(b'Hello, World!').hex())"
      '789cf348cdc9c9d75108cf2fca495104001f9e046a',
      // python3 -c "import zlib,base64; print(base64.b64encode(zlib.compress(b'Hello, World!')).decode())"
      'eJzzSM3JyddRCM8vyklRBAAfngRq',
    ],
    misses: [
      'hello',
      'H4sI',
      'SGVsbG8gV29ybGQ=',
      'eJohn went home',
      '1f8b',
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    ],
  },
});
