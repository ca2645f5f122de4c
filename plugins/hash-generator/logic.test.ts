import { Blob as NodeBlob } from 'node:buffer';
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import {
  DEFAULT_ALGORITHM,
  DEFAULT_CHUNK_SIZE,
  DEFAULT_DIGEST_FORMAT,
  DIGEST_FORMATS,
  DIGEST_FORMAT_LABELS,
  DIGEST_SIZES,
  HASH_ALGORITHMS,
  MESSAGES,
  UnsupportedAlgorithmError,
  createHasher,
  digestHex,
  findMatchingAlgorithm,
  formatDigest,
  hashBlob,
  hashBytes,
  hashChunks,
  hashText,
  isHashAlgorithm,
  parseAlgorithm,
  parseHmacKey,
  runHashJob,
  verifyDigest,
  type HashAlgorithm,
} from './logic';
import { optionsSchema } from './options';

const NODE_NAMES: Record<HashAlgorithm, string> = {
  MD5: 'md5',
  'SHA-1': 'sha1',
  'SHA-256': 'sha256',
  'SHA-384': 'sha384',
  'SHA-512': 'sha512',
};
const nodeHash = (a: HashAlgorithm, data: Uint8Array | string) => createHash(NODE_NAMES[a]).update(data).digest('hex');
const nodeHmac = (a: HashAlgorithm, key: Uint8Array | string, data: Uint8Array | string) =>
  createHmac(NODE_NAMES[a], key).update(data).digest('hex');

const bytes = (n: number, seed = 1) => {
  const out = new Uint8Array(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
};

/** FIPS 180-2 / RFC 1321 digests of '' and 'abc'. */
const VECTORS: Record<HashAlgorithm, [string, string]> = {
  MD5: ['d41d8cd98f00b204e9800998ecf8427e', '900150983cd24fb0d6963f7d28e17f72'],
  'SHA-1': ['da39a3ee5e6b4b0d3255bfef95601890afd80709', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
  'SHA-256': [
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  ],
  'SHA-384': [
    '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
    'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
  ],
  'SHA-512': [
    'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
    'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
  ],
};

describe('algorithms and messages', () => {
  it('reads algorithm names leniently and rejects anything else', () => {
    expect(parseAlgorithm('sha256')).toBe('SHA-256');
    expect(parseAlgorithm(' Sha-1 ')).toBe('SHA-1');
    expect(parseAlgorithm('md5')).toBe('MD5');
    expect(parseAlgorithm('SHA_512')).toBe('SHA-512');
    for (const bad of ['SHA-224', 'sha3-256', 'crc32', '', 'SHA', 'MD4', 42, null]) {
      expect(() => parseAlgorithm(bad)).toThrow(UnsupportedAlgorithmError);
      expect(() => parseAlgorithm(bad)).toThrow('Unsupported hash algorithm');
    }
    expect(isHashAlgorithm('SHA-256')).toBe(true);
    expect(isHashAlgorithm('sha256')).toBe(false);
  });
  it("rejects an unsupported algorithm with 'Unsupported hash algorithm' everywhere", async () => {
    const bogus = 'SHA-3' as HashAlgorithm;
    await expect(digestHex('abc', bogus)).rejects.toThrow('Unsupported hash algorithm');
    await expect(createHasher(bogus)).rejects.toThrow(UnsupportedAlgorithmError);
    await expect(hashText('abc', ['SHA-256', bogus])).rejects.toThrow('Unsupported hash algorithm');
    const progress = vi.fn();
    await expect(
      runHashJob({ input: { kind: 'text', text: 'abc' }, algorithms: ['SHA-256', 'CRC32'] }, progress),
    ).rejects.toThrow('Unsupported hash algorithm');
    expect(progress).not.toHaveBeenCalled();
  });
});

describe('published test vectors', () => {
  it.each(HASH_ALGORITHMS)("%s of '' and 'abc' (text, bytes and blob)", async (a) => {
    const [empty, abc] = VECTORS[a];
    expect(await digestHex('', a)).toBe(empty);
    expect(await digestHex('abc', a)).toBe(abc);
    expect(await digestHex(new Uint8Array(0), a)).toBe(empty);
    expect(await digestHex(new TextEncoder().encode('abc').buffer, a)).toBe(abc);
    expect(await digestHex(new Blob([]), a)).toBe(empty);
    expect(await digestHex(new Blob(['abc']), a)).toBe(abc);
    expect((await digestHex('abc', a)).length).toBe(DIGEST_SIZES[a] * 2);
  });

  it('RFC 1321 MD5 test suite', async () => {
    const suite: [string, string][] = [
      ['', 'd41d8cd98f00b204e9800998ecf8427e'],
      ['a', '0cc175b9c0f1b6a831c399e269772661'],
      ['abc', '900150983cd24fb0d6963f7d28e17f72'],
      ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
      ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
      ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
      ['1234567890'.repeat(8), '57edf4a22be3c955ac49da2e2107b67a'],
    ];
    for (const [input, digest] of suite) expect(await digestHex(input, 'MD5')).toBe(digest);
  });

  it('FIPS 180 multi-block messages, streamed in odd chunk sizes', async () => {
    const two = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';
    expect(await digestHex(two, 'SHA-1', { chunkSize: 7 })).toBe('84983e441c3bd26ebaae4aa1f95129e5e54670f1');
    expect(await digestHex(two, 'SHA-256', { chunkSize: 3 })).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    const million = 'a'.repeat(1_000_000);
    for (const chunkSize of [999, 65_536, DEFAULT_CHUNK_SIZE]) {
      expect(await digestHex(million, 'SHA-256', { chunkSize })).toBe(
        'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
      );
      expect(await digestHex(new Blob([million]), 'SHA-1', { chunkSize })).toBe(
        '34aa973cd4c4daa4f61eeb2bdbad27316534016f',
      );
    }
  });

  it('RFC 4231 HMAC-SHA-256 test cases 1, 2 and 6 (key longer than a block)', async () => {
    expect(await digestHex('Hi There', 'SHA-256', { hmacKey: new Uint8Array(20).fill(0x0b) })).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(await digestHex('what do ya want for nothing?', 'SHA-256', { hmacKey: 'Jefe' })).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(
      await digestHex('Test Using Larger Than Block-Size Key - Hash Key First', 'SHA-256', {
        hmacKey: new Uint8Array(131).fill(0xaa),
      }),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
  });

  it('RFC 2202 / RFC 4231 test case 2 for the other algorithms', async () => {
    const d = await hashText('what do ya want for nothing?', HASH_ALGORITHMS, { hmacKey: 'Jefe' });
    expect(d).toEqual({
      MD5: '750c783e6ab0b503eaa86e310a5db738',
      'SHA-1': 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79',
      'SHA-256': '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
      'SHA-384': 'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
      'SHA-512':
        '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    });
  });
});

describe('agreement with Node crypto', () => {
  it('every algorithm in one pass, any data, any chunk size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 3000 }),
        fc.integer({ min: 1, max: 700 }),
        async (data, chunkSize) => {
          const d = await hashBytes(data, HASH_ALGORITHMS, { chunkSize });
          for (const a of HASH_ALGORITHMS) expect(d[a]).toBe(nodeHash(a, data));
        },
      ),
      { numRuns: 40 },
    );
  });
  it('HMAC with any key (including empty and longer than a block)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 200 }), async (key, data) => {
        const d = await hashBytes(data, HASH_ALGORITHMS, { hmacKey: key, chunkSize: 64 });
        for (const a of HASH_ALGORITHMS) expect(d[a]).toBe(nodeHmac(a, key, data));
      }),
      { numRuns: 30 },
    );
    expect(await digestHex('abc', 'SHA-256', { hmacKey: '' })).toBe(nodeHmac('SHA-256', '', 'abc'));
    expect(await digestHex('abc', 'SHA-256', { hmacKey: '' })).not.toBe(VECTORS['SHA-256'][1]);
  });
  it('text is hashed as UTF-8, lone surrogates as U+FFFD', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 80 }), async (s) => {
        expect(await digestHex(s, 'SHA-256')).toBe(nodeHash('SHA-256', s));
      }),
      { numRuns: 60 },
    );
    expect(await digestHex('héllo 😀', 'MD5')).toBe(nodeHash('MD5', Buffer.from('héllo 😀', 'utf8')));
  });
  it('Blob streaming gives the same digests as in-memory hashing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 5000 }),
        fc.integer({ min: 1, max: 2000 }),
        async (data, chunkSize) => {
          const expected = await hashBytes(data, ['SHA-256', 'MD5']);
          // jsdom's Blob is read through FileReader, Node's (like the browser's) through Blob.arrayBuffer
          expect(await hashBlob(new Blob([data]), ['SHA-256', 'MD5'], { chunkSize })).toEqual(expected);
          expect(await hashBlob(new NodeBlob([data]) as unknown as Blob, ['SHA-256', 'MD5'], { chunkSize })).toEqual(
            expected,
          );
        },
      ),
      { numRuns: 25 },
    );
  });
  it('hashes an async stream of chunks', async () => {
    async function* gen() {
      yield new TextEncoder().encode('ab');
      yield new TextEncoder().encode('c');
    }
    expect(await hashChunks(gen(), 3, ['SHA-512'])).toEqual({ 'SHA-512': VECTORS['SHA-512'][1] });
  });
});

describe('progress and abort', () => {
  it('reports real, monotonic progress ending at the total', async () => {
    const data = bytes(10_000);
    const calls: [number, number][] = [];
    await hashBytes(data, ['SHA-256'], { chunkSize: 3000, onProgress: (d, t) => calls.push([d, t]) });
    expect(calls).toEqual([
      [0, 10_000],
      [3000, 10_000],
      [6000, 10_000],
      [9000, 10_000],
      [10_000, 10_000],
    ]);
    const blobCalls: number[] = [];
    await hashBlob(new Blob([data]), ['MD5'], { chunkSize: 4096, onProgress: (d) => blobCalls.push(d) });
    expect(blobCalls).toEqual([0, 4096, 8192, 10_000]);
  });
  it('reports (0, 0) once for empty input', async () => {
    const p = vi.fn();
    await hashText('', ['SHA-1'], { onProgress: p });
    expect(p.mock.calls).toEqual([[0, 0]]);
  });
  it('stops between chunks when aborted', async () => {
    const ctl = new AbortController();
    const seen: number[] = [];
    const run = hashBytes(bytes(10_000), ['SHA-256'], {
      chunkSize: 1000,
      signal: ctl.signal,
      onProgress: (d) => {
        seen.push(d);
        if (d >= 3000) ctl.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.at(-1)).toBe(3000);
    const pre = new AbortController();
    pre.abort();
    await expect(hashText('abc', ['MD5'], { signal: pre.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('output formats', () => {
  const abc256 = VECTORS['SHA-256'][1];
  it('hex lower, hex upper and Base64', () => {
    expect(formatDigest(abc256, 'hex')).toBe(abc256);
    expect(formatDigest(abc256)).toBe(abc256);
    expect(formatDigest(abc256, 'HEX')).toBe(abc256.toUpperCase());
    expect(formatDigest(abc256, 'base64')).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
    expect(formatDigest(VECTORS.MD5[0], 'base64')).toBe('1B2M2Y8AsgTpgAmY7PhCfg==');
  });
  it('Base64 output equals Node’s for any digest', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 64 }), (d) => {
        const hex = Buffer.from(d).toString('hex');
        return formatDigest(hex, 'base64') === Buffer.from(d).toString('base64');
      }),
    );
  });
});

describe('verify', () => {
  const hex = VECTORS['SHA-256'][1];
  const b64 = 'ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=';
  it('says nothing for an empty expected value', () => {
    expect(verifyDigest(hex, '  ')).toEqual({ status: 'empty', message: '', format: null });
  });
  it.each([
    ['lowercase hex', hex, 'hex'],
    ['uppercase hex', hex.toUpperCase(), 'hex'],
    ['mixed case hex with spaces around', `  ${hex.slice(0, 10).toUpperCase()}${hex.slice(10)}\n`, 'hex'],
    ['colon-separated hex', hex.match(/../g)!.join(':'), 'hex'],
    ['Base64', b64, 'base64'],
    ['unpadded base64url', b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'base64'],
    ['a sha256sum line', `${hex}  ubuntu.iso`, 'hex'],
    ['a BSD line', `SHA256 (ubuntu.iso) = ${hex}`, 'hex'],
    ['an SRI value', `sha256-${b64}`, 'base64'],
  ])('matches %s', (_name, expected, format) => {
    expect(verifyDigest(hex, expected)).toEqual({ status: 'match', message: MESSAGES.match, format });
  });
  it('reports a mismatch, with help when the length is wrong or the text is not a digest', () => {
    const wrong = (hex[0] === 'b' ? 'c' : 'b') + hex.slice(1);
    expect(verifyDigest(hex, wrong)).toEqual({ status: 'mismatch', message: MESSAGES.mismatch, format: 'hex' });
    const md5 = verifyDigest(hex, VECTORS.MD5[1]);
    expect(md5.status).toBe('mismatch');
    expect(md5.detail).toMatch(/16 bytes.*32 \(64 hex characters\)/);
    expect(verifyDigest(hex, 'not a digest!')).toMatchObject({
      status: 'mismatch',
      format: null,
      detail: MESSAGES.notHexOrBase64,
    });
  });
  it('every format of a digest verifies, and any changed digit does not', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 16, maxLength: 64 }),
        fc.constantFrom('hex', 'HEX', 'base64' as const),
        fc.nat(),
        (d, format, pos) => {
          const h = Buffer.from(d).toString('hex');
          expect(verifyDigest(h, formatDigest(h, format)).status).toBe('match');
          const i = pos % h.length;
          const changed = h.slice(0, i) + (h[i] === '0' ? '1' : '0') + h.slice(i + 1);
          expect(verifyDigest(h, changed).status).toBe('mismatch');
        },
      ),
    );
  });
  it('finds which algorithm an expected digest belongs to', async () => {
    const all = await hashText('abc', HASH_ALGORITHMS);
    expect(findMatchingAlgorithm(all, VECTORS['SHA-384'][1].toUpperCase())).toBe('SHA-384');
    expect(findMatchingAlgorithm(all, formatDigest(VECTORS.MD5[1], 'base64'))).toBe('MD5');
    expect(findMatchingAlgorithm(all, VECTORS.MD5[0])).toBeUndefined();
  });
});

describe('HMAC keys', () => {
  it('reads UTF-8, hex and Base64 keys', () => {
    expect(Array.from(parseHmacKey('Jé'))).toEqual([0x4a, 0xc3, 0xa9]);
    expect(Array.from(parseHmacKey('0x0B0b 0c', 'hex'))).toEqual([11, 11, 12]);
    expect(Array.from(parseHmacKey('AQID', 'base64'))).toEqual([1, 2, 3]);
    expect(parseHmacKey('', 'hex').length).toBe(0);
  });
  it('rejects keys that do not fit the encoding', () => {
    expect(() => parseHmacKey('abc', 'hex')).toThrow(MESSAGES.invalidHexKey);
    expect(() => parseHmacKey('zz', 'hex')).toThrow(MESSAGES.invalidHexKey);
    expect(() => parseHmacKey('a', 'base64')).toThrow(MESSAGES.invalidBase64Key);
  });
});

describe('worker job', () => {
  it('gives the same digests for text, bytes and blob inputs', async () => {
    const text = 'The quick brown fox 🦊';
    const data = new TextEncoder().encode(text);
    const a = await runHashJob({ input: { kind: 'text', text }, algorithms: HASH_ALGORITHMS });
    const b = await runHashJob({ input: { kind: 'bytes', bytes: data.buffer }, algorithms: HASH_ALGORITHMS });
    const c = await runHashJob({
      input: { kind: 'blob', blob: new Blob([data]) },
      algorithms: HASH_ALGORITHMS,
      chunkSize: 5,
    });
    expect(a.digests).toEqual(b.digests);
    expect(c.digests).toEqual(b.digests);
    expect(a.bytes).toBe(data.byteLength);
    for (const alg of HASH_ALGORITHMS) expect(a.digests[alg]).toBe(nodeHash(alg, text));
  });
  it('computes HMAC when given a key and reports progress', async () => {
    const progress = vi.fn();
    const r = await runHashJob(
      {
        input: { kind: 'text', text: 'what do ya want for nothing?' },
        algorithms: ['SHA-256'],
        hmacKey: parseHmacKey('Jefe'),
      },
      progress,
    );
    expect(r.digests).toEqual({ 'SHA-256': '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843' });
    expect(progress).toHaveBeenLastCalledWith(28, 28);
  });
  it('hashes 5 MB of text with all five algorithms correctly and fast', async () => {
    const text = 'Lorem ipsum dolor sit amet, ünïcödé 😀\n'.repeat(Math.ceil((5 * 1024 * 1024) / 40));
    const progress: number[] = [];
    const start = performance.now();
    const r = await runHashJob({ input: { kind: 'text', text }, algorithms: HASH_ALGORITHMS }, (d) => progress.push(d));
    const ms = performance.now() - start;
    for (const a of HASH_ALGORITHMS) expect(r.digests[a]).toBe(nodeHash(a, text));
    expect(progress.length).toBeGreaterThan(5);
    expect(progress.at(-1)).toBe(r.bytes);
    expect(ms).toBeLessThan(3000);
  });
});

describe('manifest options', () => {
  it('offer the logic algorithms and formats; SHA-256, hex and live update by default', async () => {
    const { default: manifest } = await import('./manifest');
    const props = optionsSchema.properties;
    expect(props.algorithm.enum).toEqual([...HASH_ALGORITHMS]);
    expect(props.format.oneOf.map((o) => o.const)).toEqual([...DIGEST_FORMATS]);
    expect(props.format.oneOf.map((o) => o.title)).toEqual(DIGEST_FORMATS.map((f) => DIGEST_FORMAT_LABELS[f]));
    expect(manifest.options.defaults).toEqual({
      algorithm: DEFAULT_ALGORITHM,
      format: DEFAULT_DIGEST_FORMAT,
      live: true,
      compareAll: false,
    });
    expect(manifest.aliases).toEqual(['/tools/hash-generator']);
  });
});
