import { defineDetector, type Detection } from '@/lib/detect';
import { pastedFormat } from './pastedFormat';

export default defineDetector({
  detect: ({ text }) => {
    const pasted = pastedFormat(text);
    if (!pasted) return null;
    const detection: Detection = {
      // gzip's three-byte start (1f 8b 08) is all but certain, above a hex number's 0x or Base64's own guess; zlib's two bytes less so
      score: pasted.format === 'gzip' ? 0.97 : 0.75,
      reason: `${pasted.format} data in ${pasted.wrapping}`,
      settings: { mode: 'decompress' },
    };
    // Base64 is a kind other tools take; hex is not one of the kinds
    if (pasted.wrapping === 'Base64') detection.kind = 'base64';
    return detection;
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
