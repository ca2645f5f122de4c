import type { TransformExample } from '@/ui/transform';
import type { Mode } from './logic';
import type { Options } from './options';

/**
 * The Example button loads the current direction's first example. Every output comes from a
 * standard's test vectors or a reference program, named in the comment above it.
 */
export const examples: readonly TransformExample<Options, Mode>[] = [
  // RFC 4648's test vectors; python3 -c "import base64; print(base64.b32encode(b'foobar'))" → MZXW6YTBOI======
  { mode: 'encode', input: 'foobar', options: { alphabet: 'base32' }, output: 'MZXW6YTBOI======' },
  // base64.b32hexencode(b'foobar') → CPNMUOJ1E8======
  { mode: 'encode', input: 'foobar', options: { alphabet: 'base32hex' }, output: 'CPNMUOJ1E8======' },
  // base64.b16encode(b'foobar') → 666F6F626172
  { mode: 'encode', input: 'foobar', options: { alphabet: 'base16' }, output: '666F6F626172' },
  // base64.b32encode('Hello, 世界 👋'.encode()) → JBSWY3DPFQQOJOEW46KYYIHQT6IYW===
  {
    mode: 'encode',
    input: 'Hello, 世界 👋',
    options: { alphabet: 'base32' },
    output: 'JBSWY3DPFQQOJOEW46KYYIHQT6IYW===',
  },
  // base64.b32encode('Hi'.encode('utf-16-le')) → JAAGSAA=
  { mode: 'encode', input: 'Hi', options: { alphabet: 'base32', text: 'utf16le' }, output: 'JAAGSAA=' },
  // base64.a85encode(b'Hello, World!', adobe=True) → <~87cURD_*#4DfTZ)+T~>
  { mode: 'encode', input: 'Hello, World!', options: { alphabet: 'ascii85' }, output: '<~87cURD_*#4DfTZ)+T~>' },
  // bitcoin core src/test/data/base58_encode_decode.json: 73696d706c792061206c6f6e6720737472696e67 ("simply a long string")
  {
    mode: 'encode',
    input: 'simply a long string',
    options: { alphabet: 'base58' },
    output: '2cFupjhnEsSn59qHXstmK2ffpLv2',
  },
  // python3: hashlib double SHA-256 checksum, then Base58 as bitcoin core writes it
  { mode: 'encode', input: 'Hello, World!', options: { alphabet: 'base58check' }, output: 'gTazoqFvnegwaKM8v1B33sR' },
  // the BIP 173 reference (sipa/bech32 ref/python/segwit_addr.py):
  // bech32_encode('text', convertbits(b'Hello, World!', 8, 5)) → text1fpjkcmr09ss9wmmjd3jzzm0pp43
  {
    mode: 'encode',
    input: 'Hello, World!',
    options: { alphabet: 'bech32', hrp: 'text' },
    output: 'text1fpjkcmr09ss9wmmjd3jzzm0pp43',
  },
  // the same with BIP 350's constant 0x2bc830a3 → text1fpjkcmr09ss9wmmjd3jzzwn3dsn
  {
    mode: 'encode',
    input: 'Hello, World!',
    options: { alphabet: 'bech32m', hrp: 'text' },
    output: 'text1fpjkcmr09ss9wmmjd3jzzwn3dsn',
  },
  // base64.a85decode('<~87cURD_*$l\\<c<CMu~>', adobe=True).decode() → 'Hello, 世界'
  { mode: 'decode', input: '<~87cURD_*$l\\<c<CMu~>', options: { alphabet: 'base32' }, output: 'Hello, 世界' },
  // RFC 4648: BASE32("foob") = "MZXW6YQ=", here with its padding dropped
  { mode: 'decode', input: 'MZXW6YQ', options: { alphabet: 'base32' }, output: 'foob' },
  // bitcoin core base58_encode_decode.json, read with detection from another alphabet
  {
    mode: 'decode',
    input: '2cFupjhnEsSn59qHXstmK2ffpLv2',
    options: { alphabet: 'base32' },
    output: 'simply a long string',
  },
  // the genesis block's address: Base58Check of version 00 and hash160 62e907b1…88f18 (python3 hashlib, as above)
  {
    mode: 'decode',
    input: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    options: { alphabet: 'base58check' },
    output: '0062e907b15cbf27d5425399ebf6f0fb50ebb88f18',
  },
  // BIP 173 / 350: BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4 is scriptPubKey 0014 751e…3bd6 (version 0)
  {
    mode: 'decode',
    input: 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    options: { alphabet: 'bech32' },
    output: '751e76e8199196d454941c45d1b3a323f1433bd6',
  },
  // BIP 350: bc1p0xlx…zk5jj0 is scriptPubKey 5120 79be…1798 (version 1, Bech32m)
  {
    mode: 'decode',
    input: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    options: { alphabet: 'bech32m' },
    output: '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
  },
  // ZeroMQ's Z85 spec: bytes 86 4F D2 6F B5 59 F7 5B are "HelloWorld" (python3's b85encode gives hELLOwORLD: another alphabet)
  { mode: 'decode', input: 'HelloWorld', options: { alphabet: 'z85', auto: false }, output: '864fd26fb559f75b' },
];

/** Pseudo-random text of `bytes` UTF-8 bytes, the same on every run: the e2e spec's and the bench's large input. */
export function largeText(bytes: number): string {
  const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet'];
  let seed = 42;
  let out = '';
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const word = `${words[seed % words.length]} `;
    out += word;
    length += word.length;
    if (out.length > 65536) {
      parts.push(out);
      out = '';
    }
  }
  parts.push(out);
  return parts.join('').slice(0, bytes);
}
