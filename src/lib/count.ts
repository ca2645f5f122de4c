/**
 * A count with its noun in the right number: `countOf(1, 'match', 'matches')` → '1 match',
 * `countOf(2, 'match', 'matches')` → '2 matches', `countOf(1200, 'line')` → '1,200 lines'.
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;
}
