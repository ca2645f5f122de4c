/** Large text views: when text is too large for a textarea, and its row index computed in the worker. */
import { indexRows, type RowIndex } from '../../src/lib/rows';

export { isLargeText, LARGE_TEXT_CHARS, LARGE_TEXT_LINES } from '../../src/lib/rows';
export type { RowIndex };

/**
 * Indexes the rows of a large text. Run in the worker: on a 9 MB formatted document this is a
 * few hundred milliseconds of work the main thread must not do.
 */
export function indexTextRows(text: string, wrapAt = 120): RowIndex {
  return indexRows(text, wrapAt);
}
