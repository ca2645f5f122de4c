import { defineExamples } from '@/lib/examples';
import { readForView } from './logic';

/**
 * Files (a name and their bytes, as text or byte values) and the `xxd` dump the tool's output shows
 * for them. Each dump is what `xxd <file>` (xxd 2022-01-14) printed for the same bytes, written with
 * `printf '<bytes>' > <file>`.
 */
export const HELLO = 'Hello, world!\nThis is a hex viewer test\u0000\u0001\u0002';
/** `printf 'Hello, world!\nThis is a hex viewer test\x00\x01\x02\xff' > hello.txt; xxd hello.txt` */
export const HELLO_BYTES = [...Array.from(new TextEncoder().encode(HELLO)), 0xff];
export const HELLO_XXD =
  '00000000: 4865 6c6c 6f2c 2077 6f72 6c64 210a 5468  Hello, world!.Th\n' +
  '00000010: 6973 2069 7320 6120 6865 7820 7669 6577  is is a hex view\n' +
  '00000020: 6572 2074 6573 7400 0102 ff              er test....\n';
/** `xxd -i hello.txt` */
export const HELLO_XXD_I =
  'unsigned char hello_txt[] = {\n' +
  '  0x48, 0x65, 0x6c, 0x6c, 0x6f, 0x2c, 0x20, 0x77, 0x6f, 0x72, 0x6c, 0x64,\n' +
  '  0x21, 0x0a, 0x54, 0x68, 0x69, 0x73, 0x20, 0x69, 0x73, 0x20, 0x61, 0x20,\n' +
  '  0x68, 0x65, 0x78, 0x20, 0x76, 0x69, 0x65, 0x77, 0x65, 0x72, 0x20, 0x74,\n' +
  '  0x65, 0x73, 0x74, 0x00, 0x01, 0x02, 0xff\n' +
  '};\n' +
  'unsigned int hello_txt_len = 43;\n';
/** `xxd -s 5 -l 20 hello.txt`: rows start at the selection, offsets are the file's */
export const HELLO_XXD_5_20 =
  '00000005: 2c20 776f 726c 6421 0a54 6869 7320 6973  , world!.This is\n' +
  '00000015: 2061 2068                                 a h\n';
/** python3 -c 'import base64; print(base64.b64encode(open("hello.txt","rb").read()[5:25]).decode())' */
export const HELLO_BASE64_5_20 = 'LCB3b3JsZCEKVGhpcyBpcyBhIGg=';

/** A PNG's signature and IHDR start (33 bytes): `xxd tiny.png` */
export const TINY_PNG = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
];
export const TINY_PNG_XXD =
  '00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR\n' +
  '00000010: 0000 0001 0000 0001 0806 0000 001f 15c4  ................\n' +
  '00000020: 89                                       .\n';

/** Every byte value once, 0 to 255: `python3 -c "import sys; sys.stdout.buffer.write(bytes(range(256)))" | xxd` (rows 2, 5 and 7) */
export const ALL_BYTES_ROWS = {
  2: '00000020: 2021 2223 2425 2627 2829 2a2b 2c2d 2e2f   !"#$%&\'()*+,-./',
  5: '00000050: 5051 5253 5455 5657 5859 5a5b 5c5d 5e5f  PQRSTUVWXYZ[\\]^_',
  7: '00000070: 7071 7273 7475 7677 7879 7a7b 7c7d 7e7f  pqrstuvwxyz{|}~.',
} as const;

/** Pseudo-random bytes of a given size, the same on every run (the e2e's and the bench's large files). */
export function noiseBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let x = 2463534242;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

export default defineExamples<{ name: string; content: string | readonly number[] }, string>({
  examples: [
    { name: 'A text file with control bytes', input: { name: 'hello.txt', content: HELLO_BYTES }, output: HELLO_XXD },
    { name: 'The start of a PNG', input: { name: 'tiny.png', content: TINY_PNG }, output: TINY_PNG_XXD },
    { name: 'An empty file', input: { name: 'empty.bin', content: [] }, output: '' },
  ],
  run: async ({ name, content }) => {
    const data = typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);
    const read = await readForView(new File([data], name));
    return read.ok ? read.dump : read.message;
  },
});
