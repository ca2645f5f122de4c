import { describe, expect, it } from 'vitest';
import { MAX_DIGITS } from './digits';
import { decimalDigits } from './examples';
import { INPUT_SWITCH, inputSwitch } from './inputSwitch';
import { baseOption, convert, outputBaseFor, type NumberRequest } from './logic';
import { optionsSpec, type Options } from './options';
import { INTEGER_MESSAGES } from './readInteger';

const request = (input: string, options: Partial<NumberRequest> = {}): NumberRequest => ({
  mode: 'integer',
  input,
  from: 0,
  to: 0,
  width: 32,
  group: 'none',
  upper: false,
  float: 'float64',
  ...options,
});
const options = (values: Partial<Options>): Options => ({ ...optionsSpec.defaults, ...values });

describe('the conversion', () => {
  it('reads a base option as the conversion takes it', () => {
    expect(baseOption('auto')).toBe(0);
    expect(baseOption('36')).toBe(36);
    expect(baseOption('1')).toBe(0);
  });

  it('gives the output base the visitor chose, or decimal’s partner: hexadecimal for decimal, decimal for the rest', () => {
    expect(outputBaseFor(0, 10)).toBe(16);
    expect(outputBaseFor(0, 16)).toBe(10);
    expect(outputBaseFor(0, 2)).toBe(10);
    expect(outputBaseFor(7, 10)).toBe(7);
  });

  it('shows 2, 8, 10, 16, 36 and the chosen base, and every base from 2 to 36', () => {
    const result = convert(request('0xff', { to: 7 }));
    if (!result.ok || result.details.mode !== 'integer') throw new Error('not converted');
    // python3: format(255, 'b'), format(255, 'o'), int('513', 7) == 255, int('73', 36) == 255
    expect(result.output).toBe('513');
    expect(result.details.main.map((r) => [r.base, r.digits])).toEqual([
      [2, '11111111'],
      [7, '513'],
      [8, '377'],
      [10, '255'],
      [16, 'ff'],
      [36, '73'],
    ]);
    expect(result.details.all.map((r) => r.base)).toEqual(Array.from({ length: 35 }, (_, i) => i + 2));
    expect(result.details).toMatchObject({ inputBase: 16, outputBase: 7, bits: 8, decimalDigits: 3, negative: false });
    expect(result.details.twos).toMatchObject({ width: 32, hex: '000000ff' });
  });

  it('gives the error with its line, column and offset for Go to error', () => {
    expect(convert(request('12', { from: 2 }))).toEqual({
      ok: false,
      error: { message: '`2` is not a base-2 digit, column 2', offset: 1, line: 1, column: 2 },
    });
  });

  it('gives a float’s bits for a value, and the value for bits', () => {
    const value = convert(request('0.1', { mode: 'float' }));
    expect(value).toMatchObject({ ok: true, output: '0x3fb999999999999a', details: { mode: 'float', from: 'value' } });
    const bits = convert(request('0x3FB999999999999A', { mode: 'float', upper: true }));
    expect(bits).toMatchObject({
      ok: true,
      output: '0.1',
      details: { from: 'bits', view: { hex: '3FB999999999999A' } },
    });
  });

  it(`converts a ${MAX_DIGITS}-digit number into every base in well under a second`, () => {
    const digits = decimalDigits(MAX_DIGITS);
    expect(digits).toHaveLength(MAX_DIGITS);
    const started = performance.now();
    const result = convert(request(digits));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.ok && result.details.mode === 'integer' && BigInt(`0x${result.output}`)).toBe(BigInt(digits));
  });

  it('refuses 5 MB of digits at once, saying the limit', () => {
    const started = performance.now();
    const result = convert(request('7'.repeat(5 * 1024 * 1024)));
    expect(result).toMatchObject({
      ok: false,
      error: { message: INTEGER_MESSAGES.tooLong(5 * 1024 * 1024), offset: 0 },
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the input sets the options where it plainly calls for others', () => {
  it('turns a fraction typed in the Integer tab to the Float tab', () => {
    expect(inputSwitch('3.14', options({}))).toEqual({ mode: 'float' });
    expect(inputSwitch('1e-7', options({}))).toEqual({ mode: 'float' });
    expect(inputSwitch('NaN', options({}))).toEqual({ mode: 'float' });
    expect(inputSwitch('0x1.8p3', options({}))).toEqual({ mode: 'float' });
    expect(INPUT_SWITCH.note(options({ mode: 'float' }))).toBe('Looks like a fraction: shown as an IEEE 754 float.');
    expect(INPUT_SWITCH.instead(options({}))).toBe('Integer instead');
  });

  it('turns the input base to Auto for a prefix the chosen base cannot read', () => {
    expect(inputSwitch('0xff', options({ from: '2' }))).toEqual({ from: 'auto' });
    expect(INPUT_SWITCH.instead(options({ from: '2' }))).toBe('Integer in base 2 instead');
  });

  it('leaves the options alone for what either tab reads, or neither, or the Float tab', () => {
    expect(inputSwitch('255', options({}))).toBeNull();
    // in base 16, 1e5 is a number: 0x1e5
    expect(inputSwitch('1e5', options({ from: '16' }))).toBeNull();
    expect(inputSwitch('hello', options({}))).toBeNull();
    expect(inputSwitch('12', options({ from: '2' }))).toBeNull();
    expect(inputSwitch('255', options({ mode: 'float' }))).toBeNull();
    expect(inputSwitch(`${'1'.repeat(300)}.5`, options({}))).toBeNull();
  });
});
