/**
 * A number with its digits grouped in threes as English writes it ('1,234,567', '1,234.5', at most
 * three decimals): what `toLocaleString('en-US')` gives, without it. The browser's first call of that
 * builds its number formatter, about 12 ms on a desktop and 50 on a phone, in the middle of a page's
 * first render; every count on the site goes through here instead (a lint rule says so).
 */
export function groupDigits(n: number | bigint): string {
  if (typeof n === 'bigint') return group(n < 0n ? '-' : '', (n < 0n ? -n : n).toString(), '');
  // beyond these the plain notation has an exponent; they are no counts, and rare enough to pay for the formatter
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return n.toLocaleString('en-US');
  const [whole, fraction] = toThreeDecimals(String(Math.abs(n)));
  // as the formatter does, a negative number keeps its sign even when it rounds to zero
  return group(n < 0 || Object.is(n, -0) ? '-' : '', whole, fraction);
}

/**
 * A number's shortest decimal form (what `String` gives) rounded to three decimals, half away from
 * zero, as the formatter rounds it: by its decimal digits, since scaling by 1,000 and back in
 * floating point loses digits past 2^53 / 1,000. A form with an exponent (below 1e-6) rounds to 0.
 */
function toThreeDecimals(digits: string): [whole: string, fraction: string] {
  if (digits.includes('e')) return ['0', ''];
  const [whole, fraction = ''] = digits.split('.');
  if (fraction.length <= 3) return [whole, fraction.replace(/0+$/, '')];
  const up = fraction[3] >= '5' ? 1n : 0n;
  const thousandths = (BigInt(whole + fraction.slice(0, 3)) + up).toString().padStart(4, '0');
  return [thousandths.slice(0, -3), thousandths.slice(-3).replace(/0+$/, '')];
}

const group = (sign: string, whole: string, fraction: string) =>
  `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;

/**
 * A count with its noun in the right number: `countOf(1, 'match', 'matches')` → '1 match',
 * `countOf(2, 'match', 'matches')` → '2 matches', `countOf(1200, 'line')` → '1,200 lines'.
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${groupDigits(n)} ${n === 1 ? singular : plural}`;
}
