import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsToBigInt, formatInteger, MAX_DIGITS, type DigitStyle } from './digits';
import { literalsOf } from './literals';
import { AUTO_BASE, INTEGER_MESSAGES, inputBaseOf, readInteger } from './readInteger';
import { TWOS_MESSAGES, twosComplement } from './twos';

const plain: DigitStyle = { upper: false, group: 'none' };

/** The value read, or the error message. */
const value = (text: string, base = AUTO_BASE) => {
  const read = readInteger(text, base);
  return read.ok ? read.value : read.error.message;
};
const errorOf = (text: string, base = AUTO_BASE) => {
  const read = readInteger(text, base);
  if (read.ok) throw new Error(`${text} was read as ${read.value}`);
  return read.error;
};

describe('reading a whole number', () => {
  it('reads what Python 3 int() reads, prefixes, separators and case alike', () => {
    // python3: int('0xDEAD_BEEF', 16) → 3735928559; int('0b1010', 2) → 10; int('0o777', 8) → 511;
    // int('-42') → -42; int('zz', 36) → 1295; int('ZZ', 36) → 1295; int('0b1', 16) → 177
    expect(value('0xDEAD_BEEF')).toBe(3735928559n);
    expect(value('0XdeadBEEF')).toBe(3735928559n);
    expect(value('0b1010')).toBe(10n);
    expect(value('0B1010')).toBe(10n);
    expect(value('0o777')).toBe(511n);
    expect(value('-42')).toBe(-42n);
    expect(value('+42')).toBe(42n);
    expect(value('\u221242')).toBe(-42n);
    expect(value('zz', 36)).toBe(1295n);
    expect(value('ZZ', 36)).toBe(1295n);
    // in base 16, 0b1 is three hex digits, as int('0b1', 16) reads them
    expect(value('0b1', 16)).toBe(177n);
    // the prefix of the chosen base is read as a prefix: int('0xff', 16) → 255
    expect(value('0xff', 16)).toBe(255n);
    expect(value('-0x80000000')).toBe(-2147483648n);
  });

  it('takes spaces and _ between digits, and white space around the number', () => {
    expect(value('1111 0000 1111 0000', 2)).toBe(0xf0f0n);
    expect(value('  1_000_000\n')).toBe(1000000n);
    expect(value('0x_ff')).toBe(255n);
  });

  it('reads C and JavaScript suffixes where their letters are no digits of the base', () => {
    // the literals C and JavaScript write for the same values (checked with gcc and node)
    expect(value('0xffffffffffffffffULL')).toBe(18446744073709551615n);
    expect(value('0xffffffffU')).toBe(4294967295n);
    expect(value('0x7fffffffffffffffLL')).toBe(9223372036854775807n);
    expect(value('0x1fffffffffffffn')).toBe(9007199254740991n);
    expect(value('123n')).toBe(123n);
    expect(value('10l')).toBe(10n);
    // n is a digit in base 24 and above, so there it is read as one
    expect(value('1n', 24)).toBe(47n);
  });

  it('never goes through Number: every digit of a 300-digit number is kept', () => {
    // python3 -c "print(int('9' * 300) + 1 == 10 ** 300)" → True
    expect(value('9'.repeat(300))).toBe(10n ** 300n - 1n);
    // python3 -c "print(format(2**64 + 1, 'x'))" → 10000000000000001
    expect(formatInteger(value('18446744073709551617') as bigint, 16, plain)).toBe('10000000000000001');
  });

  it('names a digit that is no digit of the base, with its column', () => {
    expect(errorOf('0b1021').message).toBe('`2` is not a base-2 digit, column 5');
    expect(errorOf('12', 2)).toMatchObject({
      message: '`2` is not a base-2 digit, column 2',
      offset: 1,
      line: 1,
      column: 2,
    });
    expect(errorOf('0o78').message).toBe('`8` is not a base-8 digit, column 4');
    expect(errorOf('12g4', 16).message).toBe('`g` is not a base-16 digit, column 3');
  });

  it('says what was meant where the character tells', () => {
    expect(errorOf('ff').message).toBe(`\`f\` is not a base-10 digit, column 1${INTEGER_MESSAGES.hexHint}`);
    expect(errorOf('3.14').message).toBe(`\`.\` is not a base-10 digit, column 2${INTEGER_MESSAGES.fractionHint}`);
    expect(errorOf('1,000').message).toBe(`\`,\` is not a base-10 digit, column 2${INTEGER_MESSAGES.commaHint}`);
    // a chosen base gets no hint about hexadecimal: it was chosen
    expect(errorOf('ff', 10).message).toBe('`f` is not a base-10 digit, column 1');
  });

  it('names characters that cannot be seen, and counts lines and columns as the editor does', () => {
    expect(errorOf('12\n34')).toMatchObject({ message: 'a line break is not a base-10 digit, column 3', offset: 2 });
    expect(errorOf('12\u00a034').message).toBe('U+00A0 is not a base-10 digit, column 3');
    expect(errorOf('1😀').message).toBe('`😀` is not a base-10 digit, column 2');
    expect(errorOf('\n\n 12x')).toMatchObject({
      message: '`x` is not a base-10 digit, line 3, column 4',
      line: 3,
      column: 4,
    });
  });

  it('says a prefix the chosen base cannot read marks another base', () => {
    expect(errorOf('0xff', 2)).toMatchObject({
      message: INTEGER_MESSAGES.prefixClash('0x', 16, 2, 'column 2'),
      offset: 1,
    });
    expect(errorOf('0o17', 10).message).toBe(INTEGER_MESSAGES.prefixClash('0o', 8, 10, 'column 2'));
  });

  it('asks for digits after a prefix or sign', () => {
    expect(errorOf('0x').message).toBe('No digits after `0x`, column 3');
    expect(errorOf('-').message).toBe('No digits after the sign, column 2');
    expect(errorOf('  ').message).toBe(INTEGER_MESSAGES.blank);
  });

  it(`converts up to ${MAX_DIGITS} digits and says so past them, counting every digit`, () => {
    expect(value('7'.repeat(MAX_DIGITS))).toBe(BigInt('7'.repeat(MAX_DIGITS)));
    expect(errorOf(`0x${'f'.repeat(MAX_DIGITS + 1)}`).message).toBe(INTEGER_MESSAGES.tooLong(MAX_DIGITS + 1));
    expect(INTEGER_MESSAGES.tooLong(5_242_880)).toBe(
      'The number has 5,242,880 digits: this tool converts numbers of up to 10,000 digits',
    );
  });

  it('finds the first bad character of 5 MB of garbage at once, with its offset', () => {
    const garbage = `${'1'.repeat(3_000_000)}#${'x'.repeat(2_000_000)}`;
    const started = performance.now();
    expect(errorOf(garbage)).toMatchObject({ offset: 3_000_000, column: 3_000_001 });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('notes that a leading zero is no octal prefix', () => {
    const read = readInteger('0755', AUTO_BASE);
    // python3: int('0755', 10) → 755
    expect(read).toMatchObject({ ok: true, value: 755n, notes: [INTEGER_MESSAGES.leadingZero] });
    expect(readInteger('0755', 10)).toMatchObject({ ok: true, notes: [] });
  });

  it('tells the base a text is read in without reading it', () => {
    expect(inputBaseOf(' -0x1f', AUTO_BASE)).toBe(16);
    expect(inputBaseOf('0B1', AUTO_BASE)).toBe(2);
    expect(inputBaseOf('0o7', AUTO_BASE)).toBe(8);
    expect(inputBaseOf('123', AUTO_BASE)).toBe(10);
    expect(inputBaseOf('0x1f', 36)).toBe(36);
  });
});

describe('writing a whole number', () => {
  it('writes what Python 3 format() writes', () => {
    // python3: format(255, 'b') → '11111111'; format(-42, 'x') → '-2a'; format(0o777, 'X') → '1FF';
    // format(2**100, 'x') → '10000000000000000000000000'
    expect(formatInteger(255n, 2, plain)).toBe('11111111');
    expect(formatInteger(-42n, 16, plain)).toBe('-2a');
    expect(formatInteger(511n, 16, { upper: true, group: 'none' })).toBe('1FF');
    expect(formatInteger(2n ** 100n, 16, plain)).toBe('10000000000000000000000000');
    expect(formatInteger(0n, 7, plain)).toBe('0');
  });

  it("groups digits as Python 3's format(n, '_…') does: threes in decimal, fours elsewhere", () => {
    // python3: format(0xf0f0, '_b') → '1111_0000_1111_0000'; format(2**64-1, '_x') → 'ffff_ffff_ffff_ffff';
    // format(10**12, '_d') → '1_000_000_000_000'; format(0o7777777, '_o') → '777_7777'; format(-12345, '_d') → '-12_345'
    const underscore: DigitStyle = { upper: false, group: 'underscore' };
    expect(formatInteger(0xf0f0n, 2, underscore)).toBe('1111_0000_1111_0000');
    expect(formatInteger(2n ** 64n - 1n, 16, underscore)).toBe('ffff_ffff_ffff_ffff');
    expect(formatInteger(10n ** 12n, 10, underscore)).toBe('1_000_000_000_000');
    expect(formatInteger(0o7777777n, 8, underscore)).toBe('777_7777');
    expect(formatInteger(-12345n, 10, underscore)).toBe('-12_345');
    expect(formatInteger(10n ** 12n, 10, { upper: false, group: 'space' })).toBe('1 000 000 000 000');
  });

  it('reads back what it writes, in every base, for any size and sign (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 2000n), max: 2n ** 2000n }),
        fc.integer({ min: 2, max: 36 }),
        fc.boolean(),
        fc.constantFrom('none', 'space', 'underscore'),
        (n, base, upper, group) => {
          const text = formatInteger(n, base, { upper, group });
          expect(readInteger(text, base)).toMatchObject({ ok: true, value: n });
        },
      ),
    );
  });

  it('reads digits in chunks exactly as BigInt reads them one by one (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 36 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer(),
        (base, length, seed) => {
          let state = seed >>> 0;
          let digits = '';
          let expected = 0n;
          for (let i = 0; i < length; i++) {
            state = (state * 1664525 + 1013904223) >>> 0;
            const d = state % base;
            digits += d.toString(base);
            expected = expected * BigInt(base) + BigInt(d);
          }
          expect(digitsToBigInt(digits, base)).toBe(expected);
        },
      ),
    );
  });
});

describe("two's complement", () => {
  // python3: u = n & ((1 << w) - 1); s = u - (1 << w) if u >> (w - 1) else u; print(format(u, f'0{w//4}x'), u, s)
  const vectors = [
    [-1n, 8, 'ff', '255', '-1'],
    [-300n, 8, 'd4', '212', '-44'],
    [255n, 8, 'ff', '255', '-1'],
    [128n, 8, '80', '128', '-128'],
    [-128n, 8, '80', '128', '-128'],
    [-129n, 8, '7f', '127', '127'],
    [256n, 8, '00', '0', '0'],
    [-1n, 128, 'ffffffffffffffffffffffffffffffff', '340282366920938463463374607431768211455', '-1'],
    [2n ** 63n, 64, '8000000000000000', '9223372036854775808', '-9223372036854775808'],
    [-(2n ** 63n), 64, '8000000000000000', '9223372036854775808', '-9223372036854775808'],
    [3735928559n, 32, 'deadbeef', '3735928559', '-559038737'],
    [-559038737n, 32, 'deadbeef', '3735928559', '-559038737'],
    [2n ** 128n, 128, '00000000000000000000000000000000', '0', '0'],
  ] as const;
  it.each(vectors)('%s at %i bits', (n, width, hex, unsigned, signed) => {
    const twos = twosComplement(n, width, plain);
    expect(twos).toMatchObject({ hex, unsigned, signed });
    expect(twos.binary).toBe(BigInt(`0x${hex}`).toString(2).padStart(width, '0'));
  });

  it('warns when the value fits in neither signed nor unsigned bits, and says what the bits read as', () => {
    expect(twosComplement(-300n, 8, plain).overflow).toBe(TWOS_MESSAGES.overflow('-300', 8, '0xd4'));
    expect(twosComplement(256n, 8, plain).overflow).toBe(TWOS_MESSAGES.overflow('256', 8, '0x00'));
    expect(twosComplement(-129n, 8, plain).overflow).not.toBeNull();
    expect(twosComplement(-128n, 8, plain)).toMatchObject({ overflow: null, readsNegative: null });
    expect(twosComplement(127n, 8, plain)).toMatchObject({ overflow: null, readsNegative: null });
    expect(twosComplement(255n, 8, plain)).toMatchObject({
      overflow: null,
      readsNegative: TWOS_MESSAGES.readsNegative('255', 8, '-1'),
    });
    expect(TWOS_MESSAGES.overflow('-300', 8, '0xd4')).toBe(
      '-300 does not fit in 8 bits (signed or unsigned): the bits shown are its low 8 bits, 0xd4',
    );
    // a long value is named by its length
    expect(twosComplement(10n ** 60n, 8, plain).overflow).toMatch(/^The 61-digit number does not fit/);
  });

  it('groups the bits in fours with every digit of the width written', () => {
    const twos = twosComplement(-2n, 16, { upper: true, group: 'space' });
    expect(twos.hex).toBe('FFFE');
    expect(twos.binary).toBe('1111 1111 1111 1110');
    expect(twosComplement(1n, 32, { upper: false, group: 'underscore' }).hex).toBe('0000_0001');
  });

  it('reads back the value from its bits: signed for negatives, unsigned otherwise (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(8, 16, 32, 64, 128),
        fc.bigInt({ min: -(2n ** 130n), max: 2n ** 130n }),
        (width, n) => {
          const twos = twosComplement(n, width, plain);
          const back = BigInt(n < 0n ? twos.signed : twos.unsigned);
          if (twos.overflow === null) expect(back).toBe(n);
          else
            expect(BigInt(twos.unsigned)).toBe(((n % 2n ** BigInt(width)) + 2n ** BigInt(width)) % 2n ** BigInt(width));
        },
      ),
    );
  });
});

describe('literals', () => {
  const codeOf = (n: bigint, language: string, style = plain) =>
    literalsOf(n, style).find((l) => l.language === language)?.code;

  it('writes C literals in the type that holds the value on every platform', () => {
    // gcc -std=c11, _Generic on each literal: 0xff int; 0x80000000U unsigned int; 0xffffffffU unsigned int;
    // 0x100000000LL long long; 0x8000000000000000ULL unsigned long long; -0x2a int; -0x80000000LL long long
    // = -2147483648 (while -0x80000000 alone is unsigned int 2147483648); (-0x7fffffffffffffffLL - 1) long long
    // = -9223372036854775808
    expect(codeOf(255n, 'C')).toBe('0xff');
    expect(codeOf(0x80000000n, 'C')).toBe('0x80000000U');
    expect(codeOf(0xffffffffn, 'C')).toBe('0xffffffffU');
    expect(codeOf(0x100000000n, 'C')).toBe('0x100000000LL');
    expect(codeOf(2n ** 63n, 'C')).toBe('0x8000000000000000ULL');
    expect(codeOf(-42n, 'C')).toBe('-0x2a');
    expect(codeOf(-(2n ** 31n), 'C')).toBe('-0x80000000LL');
    expect(codeOf(-(2n ** 63n), 'C')).toBe('(-0x7fffffffffffffffLL - 1)');
    expect(codeOf(-(2n ** 63n), 'C', { upper: true, group: 'none' })).toBe('(-0x7FFFFFFFFFFFFFFFLL - 1)');
    expect(codeOf(2n ** 64n, 'C')).toBeNull();
    expect(codeOf(-(2n ** 63n) - 1n, 'C')).toBeNull();
  });

  it('writes a JavaScript Number up to 2^53 - 1 and a BigInt past it, each evaluating to the value', () => {
    expect(codeOf(2n ** 53n - 1n, 'JavaScript')).toBe('0x1fffffffffffff');
    expect(codeOf(2n ** 53n, 'JavaScript')).toBe('0x20000000000000n');
    expect(codeOf(-(2n ** 64n), 'JavaScript')).toBe('-0x10000000000000000n');
    // the JavaScript engine running the test is the reference: each literal evaluates to the value
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }),
        fc.constantFrom('none', 'underscore', 'space'),
        (n, group) => {
          const code = codeOf(n, 'JavaScript', { upper: false, group }) ?? '';
          const evaluated: unknown = new Function(`return ${code};`)();
          expect(typeof evaluated === 'bigint' ? evaluated : BigInt(Number(evaluated))).toBe(n);
        },
      ),
    );
  });

  it("writes Python literals that Python 3's eval reads back", () => {
    // python3 -c "print(eval('0xffff_ffff'), eval('-0x2a'), eval('0xdead_beef_cafe_babe_1234'))"
    //   → 4294967295 -42 1051570404360395033547316
    expect(codeOf(4294967295n, 'Python', { upper: false, group: 'space' })).toBe('0xffff_ffff');
    expect(codeOf(-42n, 'Python')).toBe('-0x2a');
    expect(codeOf(1051570404360395033547316n, 'Python', { upper: false, group: 'underscore' })).toBe(
      '0xdead_beef_cafe_babe_1234',
    );
  });
});
