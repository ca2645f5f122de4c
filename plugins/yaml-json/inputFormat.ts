import { detectionInput } from '@/lib/detect';
import { isJsonDocument } from '@/lib/jsonDocument';
import pasteDetector from './detect';
import { FORMAT_NAMES, type Format, type InputFormat } from './logic';

/**
 * The format an input plainly is when the tool is set to read another, or null: a JSON array or
 * object that parses is JSON, and text the paste detector takes for TOML or YAML (lines of
 * `key = value` or `[table]`, lines of `key: value`) is that. YAML reads JSON as it is, so a tool set
 * to YAML keeps JSON; text that could be either, and Detect, change nothing.
 */
export function plainFormat(input: string, from: InputFormat): Format | null {
  if (from === 'auto') return null;
  const found = isJsonDocument(input) ? 'json' : pasteDetector.detect(detectionInput(input))?.kind;
  if (found !== 'json' && found !== 'yaml' && found !== 'toml') return null;
  if (found === from || (from === 'yaml' && found === 'json')) return null;
  return found;
}

/** What the tool says when the input set the format it is read as, and the button that goes back. */
export const FORMAT_SWITCHED = {
  note: (now: InputFormat) => (now === 'auto' ? '' : `Looks like ${FORMAT_NAMES[now]} — read as ${FORMAT_NAMES[now]}.`),
  instead: (before: InputFormat) => (before === 'auto' ? 'Detect instead' : `Read as ${FORMAT_NAMES[before]}`),
} as const;
