import type { TransformExample } from '@/ui/transform';
import type { Mode } from './logic';
import type { Options } from './options';

/**
 * The Example button loads the current mode's first example. Every compressed text comes from a real
 * program (GNU gzip 1.12, python3's gzip and zlib, xxd), with the command in the comment above it.
 */
export const examples: readonly TransformExample<Options, Mode>[] = [
  // printf 'Hello, World!' | gzip -c -n | base64
  { mode: 'decompress', input: 'H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA', output: 'Hello, World!' },
  // two members, read whole as gzip -d reads them: (printf a | gzip; printf b | gzip) | base64
  { mode: 'decompress', input: 'H4sIAAAAAAAAA0sEAEO+t+gBAAAAH4sIAAAAAAAAA0sCAPnvvnEBAAAA', output: 'ab' },
  // a member with a file name and a time: printf 'hello\n' > hello.txt; touch -d '2024-01-02 03:04:05 UTC' hello.txt; gzip -c -9 hello.txt | base64
  { mode: 'decompress', input: 'H4sICCV9k2UCA2hlbGxvLnR4dADLSM3JyecCACAwOjYGAAAA', output: 'hello\n' },
  // python3 -c "import zlib,base64; print(base64.b64encode(zlib.compress(b'Hello, World!')).decode())"
  { mode: 'decompress', input: 'eJzzSM3JyddRCM8vyklRBAAfngRq', output: 'Hello, World!' },
  // raw deflate in hex: python3: c = zlib.compressobj(9, zlib.DEFLATED, -15); (c.compress(b'Hello, World!') + c.flush()).hex()
  { mode: 'decompress', input: 'f348cdc9c9d75108cf2fca49510400', output: 'Hello, World!' },
  // printf 'Hello, World!' | gzip -n | xxd -i
  {
    mode: 'decompress',
    input:
      '0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xf3, 0x48,\n0xcd, 0xc9, 0xc9, 0xd7, 0x51, 0x08, 0xcf, 0x2f, 0xca, 0x49, 0x51, 0x04,\n0x00, 0xd0, 0xc3, 0x4a, 0xec, 0x0d, 0x00, 0x00, 0x00',
    output: 'Hello, World!',
  },
  // URL-safe Base64 without padding: base64.urlsafe_b64encode(gzip.compress('Grüße, 世界 👋'.encode(), mtime=0)).rstrip(b'=')
  { mode: 'decompress', input: 'H4sIAAAAAAACA3MvOrzn8PxUHYUnO6Y9n9qj8GH-xG4A1BS1ThQAAAA', output: 'Grüße, 世界 👋' },
  // bytes that are not text, shown as hex: base64.b64encode(gzip.compress(bytes([255, 254, 0, 1]), mtime=0))
  { mode: 'decompress', input: 'H4sIAAAAAAACA/v/j4ERAKG3HDcEAAAA', options: { plain: 'hex' }, output: 'fffe0001' },
  // printf 'Hello, World!' | gzip -c -n | base64 (gzip's level 6, the tool's default)
  { mode: 'compress', input: 'Hello, World!', output: 'H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA' },
  // bytes given as Base64 are compressed as bytes: printf '\xff\xfe\x00\x01' | gzip -c -n | base64
  {
    mode: 'compress',
    input: '//4AAQ==',
    options: { plain: 'base64' },
    output: 'H4sIAAAAAAAAA/v/j4ERAKG3HDcEAAAA',
  },
  // python3 -c "import zlib; print(zlib.compress(b'Hello, World!', 9).hex())"
  {
    mode: 'compress',
    input: 'Hello, World!',
    options: { format: 'zlib', level: 9, write: 'hex' },
    output: '78daf348cdc9c9d75108cf2fca495104001f9e046a',
  },
  // python3: c = zlib.compressobj(6, zlib.DEFLATED, -15); base64.b64encode(c.compress(b'Hello, World!') + c.flush())
  { mode: 'compress', input: 'Hello, World!', options: { format: 'deflate' }, output: '80jNycnXUQjPL8pJUQQA' },
];

/** Pseudo-random words of `bytes` UTF-8 bytes, the same on every run: the e2e spec's and the bench's large text. */
export function largeText(bytes: number): string {
  const words = [
    'alpha',
    'bravo',
    'charlie',
    'delta',
    'echo',
    'foxtrot',
    'golf',
    'hotel',
    'india',
    'juliet',
    '42',
    '7\n',
  ];
  let seed = 42;
  const parts: string[] = [];
  let part = '';
  let length = 0;
  while (length < bytes) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const word = `${words[seed % words.length]} `;
    part += word;
    length += word.length;
    if (part.length > 65536) {
      parts.push(part);
      part = '';
    }
  }
  parts.push(part);
  return parts.join('').slice(0, bytes);
}
