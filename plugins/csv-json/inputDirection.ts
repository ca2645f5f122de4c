import { detectionInput } from '@/lib/detect';
import { isJsonDocument } from '@/lib/jsonDocument';
import csvDetector from './detect';
import type { Mode } from './logic';

/**
 * The direction an input plainly calls for when it is not the chosen one, or null: a JSON array or
 * object that parses reads as JSON, and rows the paste detector takes for CSV (two or more lines that
 * split into the same number of fields, at least two) read as CSV. Text that could be either, or is
 * neither yet (JSON still being typed), leaves the direction as it is.
 */
export function directionFor(input: string, current: Mode): Mode | null {
  if (current === 'csv-json') return isJsonDocument(input) ? 'json-csv' : null;
  return !isJsonDocument(input) && csvDetector.detect(detectionInput(input)) !== null ? 'csv-json' : null;
}

/** What the tool says when the input chose the direction, and the button that goes back. */
export const DIRECTION_SWITCHED = {
  note: (now: Mode) =>
    now === 'json-csv' ? 'Looks like JSON — converting JSON → CSV.' : 'Looks like CSV — converting CSV → JSON.',
  instead: (before: Mode) => (before === 'csv-json' ? 'CSV → JSON instead' : 'JSON → CSV instead'),
} as const;
