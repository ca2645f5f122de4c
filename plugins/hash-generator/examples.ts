import { defineExamples } from '@/lib/examples';
import { runHashJob, type DigestMap } from './logic';

/** The pangram every hash reference quotes; the Example button loads it. */
export const PANGRAM = 'The quick brown fox jumps over the lazy dog';

/**
 * Digests as python3 gives them: hashlib.new(name, text.encode()).hexdigest() for each algorithm, and
 * hmac.new(key.encode(), text.encode(), name).hexdigest() for the HMACs.
 */
export default defineExamples<{ text: string; hmacKey?: string; algorithms: readonly string[] }, DigestMap>({
  examples: [
    {
      name: 'every algorithm',
      input: { text: PANGRAM, algorithms: ['MD5', 'SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'] },
      output: {
        MD5: '9e107d9d372bb6826bd81d3542a419d6',
        'SHA-1': '2fd4e1c67a2d28fced849ee1bb76e7391b93eb12',
        'SHA-256': 'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592',
        'SHA-384': 'ca737f1014a48f4c0b6dd43cb177b0afd9e5169367544c494011e3317dbf9a509cb1e5dc1e85a941bbee3d7f2afbc9b1',
        'SHA-512':
          '07e547d9586f6a73f73fbac0435ed76951218fb7d0c8d788a309d785436bbb642e93a252a954f23912547d1e8a3b5ed6e1bfd7097821233fa0538f3db854fee6',
      },
    },
    {
      name: 'HMAC with the key "key"',
      input: { text: PANGRAM, hmacKey: 'key', algorithms: ['MD5', 'SHA-256'] },
      output: {
        MD5: '80070713463e7749b90c2dc24911e275',
        'SHA-256': 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
      },
    },
  ],
  run: async ({ text, hmacKey, algorithms }) => {
    return (await runHashJob({ input: { kind: 'text', text }, algorithms, hmacKey })).digests;
  },
});

/** A line of Latin, accents and an emoji (39 UTF-16 code units, 45 UTF-8 bytes): the large inputs repeat it. */
export const LOREM_LINE = 'Lorem ipsum dolor sit amet, ünïcödé 😀\n';

/** `characters` UTF-16 code units of repeated LOREM_LINE: the 5 MB text of the e2e and the bench. */
export function loremText(characters: number): string {
  return LOREM_LINE.repeat(Math.ceil(characters / LOREM_LINE.length)).slice(0, characters);
}
