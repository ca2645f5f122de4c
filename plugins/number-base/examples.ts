import type { TransformExample } from '@/ui/transform';
import type { Mode } from './logic';
import type { Options } from './options';

/**
 * The Example button loads the current tab's first example. Every output is what Python 3's int
 * and format, or struct, give: the command is in the comment above each.
 */
export const examples: readonly TransformExample<Options, Mode>[] = [
  // int('0xDEAD_BEEF', 16) → 3735928559
  { mode: 'integer', input: '0xDEAD_BEEF', output: '3735928559' },
  // format(255, 'b') → '11111111'
  { mode: 'integer', input: '255', options: { to: '2' }, output: '11111111' },
  // format(int('-42'), 'x') → '-2a'
  { mode: 'integer', input: '-42', output: '-2a' },
  // format(2**100, 'x'): beyond 2^53, where a Number would lose digits
  {
    mode: 'integer',
    input: '1267650600228229401496703205376',
    output: '10000000000000000000000000',
  },
  // format(int('18446744073709551615'), '_x') → 'ffff_ffff_ffff_ffff'
  {
    mode: 'integer',
    input: '18446744073709551615',
    options: { group: 'underscore' },
    output: 'ffff_ffff_ffff_ffff',
  },
  // int('zz', 36) → 1295
  { mode: 'integer', input: 'ZZ', options: { from: '36', to: '10' }, output: '1295' },
  // format(int('0b1111000011110000', 0), '_b') → '1111_0000_1111_0000', with spaces for _
  {
    mode: 'integer',
    input: '0b1111000011110000',
    options: { to: '2', group: 'space' },
    output: '1111 0000 1111 0000',
  },
  // format(10**12, '_d') → '1_000_000_000_000', with spaces for _
  { mode: 'integer', input: '0xE8D4A51000', options: { group: 'space' }, output: '1 000 000 000 000' },
  // format(int('0o777', 8), 'X') → '1FF'
  { mode: 'integer', input: '0o777', options: { to: '16', upper: true }, output: '1FF' },
  // int('0777') → 777: a leading zero is no octal prefix
  { mode: 'integer', input: '0777', options: { to: '10' }, output: '777' },
  // '0x' + struct.pack('>d', 0.1).hex() → '0x3fb999999999999a'
  { mode: 'float', input: '0.1', output: '0x3fb999999999999a' },
  // '0x' + struct.pack('>f', 0.1).hex() → '0x3dcccccd'
  { mode: 'float', input: '0.1', options: { float: 'float32' }, output: '0x3dcccccd' },
  // repr(struct.unpack('>d', bytes.fromhex('400921fb54442d18'))[0]) → '3.141592653589793'
  { mode: 'float', input: '0x400921fb54442d18', output: '3.141592653589793' },
  // '0x' + struct.pack('>d', -0.0).hex() → '0x8000000000000000'
  { mode: 'float', input: '-0', output: '0x8000000000000000' },
  // '0x' + struct.pack('>d', float('1e-320')).hex() → '0x00000000000007e8' (a subnormal)
  { mode: 'float', input: '1e-320', output: '0x00000000000007e8' },
  // repr(struct.unpack('>d', bytes.fromhex('7fefffffffffffff'))[0]) → '1.7976931348623157e+308'
  { mode: 'float', input: '0x7fefffffffffffff', output: '1.7976931348623157e+308' },
  // '0x' + struct.pack('>d', float.fromhex('0x1.8p3')).hex() → '0x4028000000000000'
  { mode: 'float', input: '0x1.8p3', output: '0x4028000000000000' },
];

/** A decimal number of `digits` digits, the same on every run: the bench's and the e2e spec's large inputs. */
export function decimalDigits(digits: number): string {
  let text = '';
  let state = 12345;
  while (text.length < digits) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += String(state % 1000000000).padStart(9, '0');
  }
  // no leading zero, so the number has exactly `digits` digits
  return `9${text.slice(1, digits)}`;
}
