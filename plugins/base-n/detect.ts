import { defineDetector, type Detection } from '@/lib/detect';
import { decodeBech32 } from './bech32';

/** Whether a Bech32 or Bech32m string's checksum holds: no other text passes it by chance. */
function bech32Variant(text: string): 'bech32' | 'bech32m' | null {
  try {
    return decodeBech32(text).variant;
  } catch {
    return null;
  }
}

const ASCII85 = /^<~[!-uz\s]*~>$/;
/** Padded Base32: the = signs make it Base32 rather than Base64, which pads with at most two. */
const BASE32_PADDED = /^(?:[A-Z2-7]{8})*[A-Z2-7]{2,7}={1,6}$/;
/** A Bitcoin address in Base58Check: 1 or 3, then 25 to 34 Base58 digits. */
const BASE58_ADDRESS = /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/;

export default defineDetector({
  detect: ({ text }): Detection | null => {
    if (ASCII85.test(text))
      return { score: 0.95, reason: 'Ascii85', settings: { mode: 'decode', alphabet: 'ascii85' } };
    if (/^\S+1[02-9ac-hj-np-z]{6,}$/i.test(text) && text.length <= 200) {
      const variant = bech32Variant(text);
      if (variant)
        return {
          score: 0.95,
          reason: variant === 'bech32m' ? 'Bech32m' : 'Bech32',
          settings: { mode: 'decode', alphabet: variant },
        };
    }
    if (BASE58_ADDRESS.test(text))
      return {
        score: 0.6,
        reason: 'Base58Check (a Bitcoin address)',
        settings: { mode: 'decode', alphabet: 'base58check' },
      };
    const compact = text.replace(/\s+/g, '');
    if (compact.length >= 8 && BASE32_PADDED.test(compact))
      return { score: 0.8, reason: 'Base32', settings: { mode: 'decode', alphabet: 'base32' } };
    return null;
  },
  examples: {
    matches: [
      // python3: base64.a85encode(b'Hello, World!', adobe=True)
      '<~87cURD_*#4DfTZ)+T~>',
      // BIP 173 and BIP 350 valid strings
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      // the genesis block's address
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      // RFC 4648: BASE32("foobar")
      'MZXW6YTBOI======',
    ],
    misses: [
      'hello',
      'SGVsbG8gV29ybGQ=',
      'MZXW6YTB',
      // a Bech32 shape whose checksum is wrong (BIP 350: checksum calculated with the upper-case HRP)
      'M1VUXWEZ',
      'user1@example.com',
      '123e4567-e89b-12d3-a456-426614174000',
    ],
  },
});
