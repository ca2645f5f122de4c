/** SQL formatter messages and download names. */

export const MESSAGES = {
  emptyInput: 'Please enter some SQL',
  noDialect: 'No dialect reads this script',
  formatFailed: 'Failed to format SQL',
  minifyFailed: 'Failed to minify SQL',
  noOutputToCopy: 'No output to copy',
  noOutputToDownload: 'No output to download',
} as const;

export const FILE_NAMES = { format: 'formatted.sql', minify: 'minified.sql' } as const;

/** A list of names as a sentence: "A", "A and B", "A, B and C" (or, with 'or', "A, B or C"). */
export function listOf(names: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}
