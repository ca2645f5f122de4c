import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readArmored } from './armor';
import { pem } from './convert';
import { DerError, encode, encodeOid, parseDer, readOid, TAG, wholeOf } from './der';
import { distance } from './relative';

/** A random DER tree: primitive OCTET STRINGs and INTEGERs inside SEQUENCEs and context tags. */
const tree: fc.Arbitrary<Uint8Array> = fc.letrec<{ node: Uint8Array }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.uint8Array({ maxLength: 300 }).map((bytes) => encode(TAG.octetString, bytes)),
    fc.uint8Array({ minLength: 1, maxLength: 9 }).map((bytes) => encode(TAG.integer, bytes)),
    fc.array(tie('node'), { maxLength: 4 }).map((children) => encode(TAG.sequence, ...children)),
    fc.array(tie('node'), { maxLength: 2 }).map((children) => encode(0xa0, ...children)),
  ),
})).node;

describe('DER', () => {
  it('reads back every structure it writes, each element where it was put', () => {
    fc.assert(
      fc.property(tree, (der) => {
        const root = parseDer(der);
        expect(root.end).toBe(der.length);
        expect(wholeOf(der, root)).toEqual(der);
      }),
    );
  });
  it('refuses every structure cut short, naming a byte inside it', () => {
    fc.assert(
      fc.property(
        tree.filter((der) => der.length > 2),
        fc.nat(),
        (der, cut) => {
          const short = der.subarray(0, 1 + (cut % (der.length - 1)));
          try {
            parseDer(short);
            throw new Error('a structure cut short was read');
          } catch (error) {
            expect(error).toBeInstanceOf(DerError);
            if (error instanceof DerError) expect(error.offset).toBeLessThanOrEqual(short.length);
          }
        },
      ),
    );
  });
  it('writes and reads object identifiers (X.690 §8.19), as openssl encodes them', () => {
    // openssl: `asn1=OBJECT:1.2.840.113549.1.1.11` in oid.cnf, `openssl asn1parse -genconf oid.cnf -noout -out oid.der; xxd -p oid.der`
    expect(Buffer.from(encodeOid('1.2.840.113549.1.1.11')).toString('hex')).toBe('06092a864886f70d01010b');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 39 }),
        fc.array(fc.nat({ max: 2 ** 31 }), { maxLength: 8 }),
        (a, b, rest) => {
          const oid = [a, b, ...rest].join('.');
          const der = encodeOid(oid);
          expect(readOid(der, parseDer(der))).toBe(oid);
        },
      ),
    );
  });
  it('reads back the bytes of every PEM it writes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 2000 }), (bytes) => {
        const [block] = readArmored(pem('CERTIFICATE', bytes));
        expect(block?.der).toEqual(bytes);
        expect(block?.label).toBe('CERTIFICATE');
      }),
    );
  });
});

describe('distances in words', () => {
  it('uses the largest unit of which there are two or more, rounded down', () => {
    const HOUR = 3_600_000;
    expect(distance(30 * 24 * HOUR)).toBe('30 days');
    expect(distance(-3 * HOUR)).toBe('3 hours');
    expect(distance(47 * HOUR)).toBe('47 hours');
    expect(distance(48 * HOUR)).toBe('2 days');
    expect(distance(90 * 60_000)).toBe('90 minutes');
    expect(distance(1000)).toBe('1 second');
    expect(distance(730 * 24 * HOUR)).toBe('2 years');
  });
});
