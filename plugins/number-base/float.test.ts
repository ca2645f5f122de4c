import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactDecimal, LAYOUTS, numberText, viewOf, type FloatFormat } from './ieee';
import { FLOAT_MESSAGES, isBitsText, readFloat } from './readFloat';

const hexOf = (bits: bigint, format: FloatFormat) => bits.toString(16).padStart(LAYOUTS[format].width / 4, '0');

/** The bits a text reads as, in hex, or the error message. */
const bitsOf = (text: string, format: FloatFormat = 'float64') => {
  const read = readFloat(text, format);
  return read.ok ? hexOf(read.bits, format) : read.error.message;
};
const view = (hex: string, format: FloatFormat = 'float64') => viewOf(format, BigInt(`0x${hex}`), false);

/** A double's bits, as the platform stores it. */
function doubleBits(x: number): bigint {
  const data = new DataView(new ArrayBuffer(8));
  data.setFloat64(0, x);
  return data.getBigUint64(0);
}

describe('a value to its bits', () => {
  // C, glibc 2.36: printf("%08x %016llx", strtof(s), strtod(s)) for each s
  const vectors = [
    ['0.1', '3dcccccd', '3fb999999999999a'],
    ['0.3', '3e99999a', '3fd3333333333333'],
    ['-1.5', 'bfc00000', 'bff8000000000000'],
    ['2.5', '40200000', '4004000000000000'],
    ['65504', '477fe000', '40effc0000000000'],
    ['123456789', '4ceb79a3', '419d6f3454000000'],
    ['1e-7', '33d6bf95', '3e7ad7f29abcaf48'],
    ['1e308', '7f800000', '7fe1ccf385ebc8a0'],
    ['3.4028235e38', '7f7fffff', '47efffffe54daff8'],
    ['1e-45', '00000001', '3696d601ad376ab9'],
    ['1.17549435e-38', '00800000', '380fffffff9fdba8'],
    ['2.2250738585072014e-308', '00000000', '0010000000000000'],
    ['5e-324', '00000000', '0000000000000001'],
    ['-0', '80000000', '8000000000000000'],
    ['0x1.8p3', '41400000', '4028000000000000'],
    // ties go to the even fraction: 2^24 + 1 lies halfway between two float32s
    ['16777217', '4b800000', '4170000010000000'],
    ['1.000000059604644775390625', '3f800000', '3ff0000010000000'],
  ] as const;
  it.each(vectors)('%s', (text, f32, f64) => {
    expect(bitsOf(text, 'float32')).toBe(f32);
    expect(bitsOf(text, 'float64')).toBe(f64);
  });

  it('rounds a decimal once, to the format: never to float64 first', () => {
    // C: strtof("1.0000000596046447753906250001") → 3f800001, just above the midpoint of 1 and its
    // successor; Python's struct.pack('>f', float(s)) gives 3f800000, having rounded to float64 first
    expect(bitsOf('1.0000000596046447753906250001', 'float32')).toBe('3f800001');
  });

  it('reads Infinity and NaN as Python 3 struct.pack writes them', () => {
    // struct.pack('>d', float('nan')).hex() → 7ff8000000000000; float('-nan') → fff8000000000000;
    // struct.pack('>f', float('inf')).hex() → 7f800000
    expect(bitsOf('NaN')).toBe('7ff8000000000000');
    expect(bitsOf('-nan')).toBe('fff8000000000000');
    expect(bitsOf('inf', 'float32')).toBe('7f800000');
    expect(bitsOf('-Infinity')).toBe('fff0000000000000');
  });

  it('says when the value is not exact, too large or too small', () => {
    expect(readFloat('0.1', 'float64')).toMatchObject({ notes: [FLOAT_MESSAGES.rounded('float64')] });
    expect(readFloat('0.5', 'float64')).toMatchObject({ notes: [] });
    // C: strtof("3.40282357e38") and strtof("1e39") → inf; strtof("7e-46") → 0; strtod("1e-400") → 0
    expect(readFloat('3.40282357e38', 'float32')).toMatchObject({
      bits: 0x7f800000n,
      notes: [FLOAT_MESSAGES.overflow('float32', '3.4028235e+38')],
    });
    expect(bitsOf('1e39', 'float32')).toBe('7f800000');
    expect(readFloat('7e-46', 'float32')).toMatchObject({
      bits: 0n,
      notes: [FLOAT_MESSAGES.underflow('float32', '1e-45')],
    });
    expect(readFloat('-1e-400', 'float64')).toMatchObject({
      bits: 0x8000000000000000n,
      notes: [FLOAT_MESSAGES.underflow('float64', '5e-324')],
    });
    expect(FLOAT_MESSAGES.overflow('float64', '1.7976931348623157e+308')).toBe(
      'Too large for float64 (the largest is 1.7976931348623157e+308): rounded to Infinity',
    );
  });

  it('answers an exponent of a million without the arithmetic', () => {
    const started = performance.now();
    expect(bitsOf('1e999999999999')).toBe('7ff0000000000000');
    expect(bitsOf('1e-999999999999')).toBe('0000000000000000');
    expect(bitsOf('0x1p99999999')).toBe('7ff0000000000000');
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('agrees with the platform’s own parse of any double’s shortest text (property)', () => {
    fc.assert(
      fc.property(fc.double(), (x) => {
        const read = readFloat(numberText(x), 'float64');
        expect(read.ok && read.bits).toBe(Number.isNaN(x) ? 0x7ff8000000000000n : doubleBits(x));
      }),
    );
  });

  it('agrees with the platform’s correctly rounded strtod on random decimals (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,24}$/),
        fc.integer({ min: -340, max: 320 }),
        fc.boolean(),
        (digits, exponent, negative) => {
          const text = `${negative ? '-' : ''}${digits}e${exponent}`;
          expect(bitsOf(text)).toBe(hexOf(doubleBits(parseFloat(text)), 'float64'));
        },
      ),
    );
  });

  it('rounds a decimal to float32 as Math.fround does wherever no double rounding can creep in (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,20}$/), fc.integer({ min: -60, max: 40 }), (digits, exponent) => {
        const text = `${digits}e${exponent}`;
        const d = parseFloat(text);
        const f = Math.fround(d);
        // a double exactly halfway between two float32s was itself rounded, and may round either way
        const step = Math.abs(f - Math.fround(d + (d - f)));
        fc.pre(!(d !== f && Math.abs(d - f) * 2 === step));
        const data = new DataView(new ArrayBuffer(4));
        data.setFloat32(0, f);
        expect(bitsOf(text, 'float32')).toBe(hexOf(BigInt(data.getUint32(0)), 'float32'));
      }),
    );
  });
});

describe('bits to their value', () => {
  it('writes the shortest decimal that reads back: JavaScript’s for float64, numpy’s digits for float32', () => {
    // repr(struct.unpack('>d', bytes.fromhex(h))[0]) for each h
    expect(view('400921fb54442d18').shortest).toBe('3.141592653589793');
    expect(view('7fefffffffffffff').shortest).toBe('1.7976931348623157e+308');
    expect(view('0000000000000001').shortest).toBe('5e-324');
    expect(view('8000000000000000').shortest).toBe('-0');
    // str(numpy.float32(struct.unpack('>f', bytes.fromhex(h))[0])) for each h
    expect(view('3dcccccd', 'float32').shortest).toBe('0.1');
    expect(view('00000001', 'float32').shortest).toBe('1e-45');
    expect(view('7f7fffff', 'float32').shortest).toBe('3.4028235e+38');
    expect(view('00800000', 'float32').shortest).toBe('1.1754944e-38');
    expect(view('3eaaaaab', 'float32').shortest).toBe('0.33333334');
    expect(view('c0490fdb', 'float32').shortest).toBe('-3.1415927');
  });

  it("writes every digit of the value as Python 3's str(decimal.Decimal(x)) does", () => {
    // str(Decimal(x)) for x = 0.1, 1e-7, 1e22, -0.0, 2.5, and for float32 bits via struct.unpack('>f', …)
    expect(view('3fb999999999999a').exact).toBe('0.1000000000000000055511151231257827021181583404541015625');
    expect(view('3e7ad7f29abcaf48').exact).toBe(
      '9.99999999999999954748111825886258685613938723690807819366455078125E-8',
    );
    expect(view('4480f0cf064dd592').exact).toBe('10000000000000000000000');
    expect(view('8000000000000000').exact).toBe('-0');
    expect(view('4004000000000000').exact).toBe('2.5');
    expect(view('3dcccccd', 'float32').exact).toBe('0.100000001490116119384765625');
    expect(view('3eaaaaab', 'float32').exact).toBe('0.3333333432674407958984375');
    expect(view('7f7fffff', 'float32').exact).toBe('340282346638528859811704183484516925440');
    expect(view('00000001', 'float32').exact).toBe(
      '1.40129846432481707092372958328991613128026194187651577175706828388979108268586060148663818836212158203125E-45',
    );
    expect(view('0000000000000001').exact?.slice(0, 40)).toBe('4.94065645841246544176568792868221372365');
    expect(exactDecimal(1n, -20)).toBe('9.5367431640625E-7');
  });

  it('writes the hex float as C’s printf("%a") does', () => {
    // glibc 2.36: printf("%a") of 0.1, 5e-324, 1.0, -1.5, 1e-7, -0.0, 0.1f, 65504.0f
    expect(view('3fb999999999999a').hexFloat).toBe('0x1.999999999999ap-4');
    expect(view('0000000000000001').hexFloat).toBe('0x0.0000000000001p-1022');
    expect(view('3ff0000000000000').hexFloat).toBe('0x1p+0');
    expect(view('bff8000000000000').hexFloat).toBe('-0x1.8p+0');
    expect(view('3e7ad7f29abcaf48').hexFloat).toBe('0x1.ad7f29abcaf48p-24');
    expect(view('8000000000000000').hexFloat).toBe('-0x0p+0');
    expect(view('3dcccccd', 'float32').hexFloat).toBe('0x1.99999ap-4');
    expect(view('477fe000', 'float32').hexFloat).toBe('0x1.ffcp+15');
    // a float32 subnormal in its own layout: python3 -c "float.fromhex('0x0.000002p-126')" equals
    // struct.unpack('>f', bytes.fromhex('00000001'))[0] → True
    expect(view('00000001', 'float32').hexFloat).toBe('0x0.000002p-126');
  });

  it('takes the bits apart into sign, exponent and fraction, and names the kind', () => {
    expect(view('3fb999999999999a')).toMatchObject({
      kind: 'normal',
      signBit: '0',
      exponentField: '01111111011',
      fractionField: '1001100110011001100110011001100110011001100110011010',
      biasedExponent: 1019,
      exponent: -4,
      fractionHex: '999999999999a',
      nan: null,
    });
    expect(view('0000000000000001')).toMatchObject({ kind: 'subnormal', exponent: -1022 });
    expect(view('80000000', 'float32')).toMatchObject({ kind: 'zero', signBit: '1', exponent: null });
    expect(view('ff800000', 'float32')).toMatchObject({ kind: 'infinity', shortest: '-Infinity', exact: null });
  });

  it('keeps a NaN’s quiet bit and payload as the bits have them', () => {
    expect(view('7ff0000000000001')).toMatchObject({
      kind: 'nan',
      nan: { quiet: false, payload: '1' },
      shortest: 'NaN',
    });
    expect(view('fff8000000000abc')).toMatchObject({ kind: 'nan', signBit: '1', nan: { quiet: true, payload: 'abc' } });
    expect(view('7fc00001', 'float32')).toMatchObject({ nan: { quiet: true, payload: '1' } });
  });

  it('reads bits written in hex or binary, with spaces, _ and zeros in front', () => {
    expect(readFloat('0x3fb9_9999_9999_999a', 'float64')).toMatchObject({
      ok: true,
      from: 'bits',
      bits: 0x3fb999999999999an,
    });
    expect(readFloat('0b0 01111111 00000000000000000000000', 'float32')).toMatchObject({ bits: 0x3f800000n });
    expect(readFloat('0x0000000000000000000001', 'float32')).toMatchObject({ bits: 1n });
    expect(readFloat('0x3f800000', 'float64')).toMatchObject({
      bits: 0x3f800000n,
      notes: [FLOAT_MESSAGES.otherWidth(8, 'float64', 'float32')],
    });
  });

  it('names what it cannot read, with its column', () => {
    expect(bitsOf('1.2.3')).toBe('`.` is not part of a decimal number, column 4');
    expect(bitsOf('12x')).toBe('`x` is not part of a decimal number, column 3');
    expect(bitsOf('1e')).toBe('No digits in the exponent, column 3');
    expect(bitsOf('0x3fg')).toBe('`g` is not a base-16 digit of the bits, column 5');
    expect(bitsOf('0b102')).toBe('`2` is not a base-2 digit of the bits, column 5');
    expect(bitsOf('0x1.8q3')).toBe('`q` is not part of a hexadecimal float, column 6');
    expect(bitsOf('0x1ffffffff', 'float32')).toBe(FLOAT_MESSAGES.tooWide(32, 'float32', 'column 3'));
    expect(bitsOf('-0x3f800000', 'float32')).toBe(FLOAT_MESSAGES.signedBits('column 1'));
    expect(bitsOf('')).toBe(FLOAT_MESSAGES.blank);
    expect(bitsOf(`0.${'1'.repeat(10_000)}`)).toBe(FLOAT_MESSAGES.tooLong(10_001));
  });

  it('tells bits from values by the prefix and the hex float’s point or p', () => {
    expect(isBitsText(' 0x3fb999999999999a ')).toBe(true);
    expect(isBitsText('0b0011')).toBe(true);
    expect(isBitsText('0x1.8p3')).toBe(false);
    expect(isBitsText('0x1p3')).toBe(false);
    expect(isBitsText('0.1')).toBe(false);
  });
});

describe('round trips', () => {
  const pattern = (width: 32 | 64) => fc.bigInt({ min: 0n, max: 2n ** BigInt(width) - 1n });
  const formats = [
    ['float32', 32],
    ['float64', 64],
  ] as const;

  it.each(formats)('%s: any bits → fields → the same bits, NaN payloads included (property)', (format, width) => {
    fc.assert(
      fc.property(pattern(width), (bits) => {
        const v = viewOf(format, bits, false);
        expect(BigInt(`0b${v.signBit}${v.exponentField}${v.fractionField}`)).toBe(bits);
        expect(BigInt(`0x${v.hex}`)).toBe(bits);
        const back = readFloat(`0x${v.hex}`, format);
        expect(back.ok && back.bits).toBe(bits);
      }),
    );
  });

  it.each(formats)(
    '%s: any finite bits → shortest, exact and hex float → the same bits (property)',
    (format, width) => {
      fc.assert(
        fc.property(pattern(width), (bits) => {
          const v = viewOf(format, bits, false);
          fc.pre(v.kind !== 'nan' && v.kind !== 'infinity');
          for (const text of [v.shortest, v.exact ?? '', v.hexFloat ?? '']) {
            const back = readFloat(text, format);
            expect(back.ok && back.bits, text).toBe(bits);
          }
          // the exact value is exact: it needs no rounding
          expect(readFloat(v.exact ?? '', format)).toMatchObject({ notes: [] });
        }),
      );
    },
  );

  it('float64: any double, -0, subnormals and ±Infinity included, keeps its bits and its shortest text (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (x) => {
        const v = viewOf('float64', doubleBits(x), false);
        expect(v.shortest).toBe(numberText(x));
      }),
    );
  });
});
