import { inputParam, splitInputQuery } from './inputQuery';

/** Input larger than this once percent-encoded is not put in a link (links this long break in chat apps and logs). */
export const LINK_INPUT_LIMIT = 8 * 1024;

export interface ShareLinkParts {
  /** origin and path of the tool, e.g. https://example.org/encode/base64text */
  base: string;
  /** the tool's settings as a query (input fields are dropped if present) */
  settings: string;
  /** the input fields that hold text */
  inputs: ReadonlyMap<string, string>;
  withInput: boolean;
}

/** The address that reopens a tool with these settings (and input, when asked): null when the input exceeds LINK_INPUT_LIMIT. */
export function buildShareLink({ base, settings, inputs, withInput }: ShareLinkParts): string | null {
  const query = splitInputQuery(settings).rest;
  if (withInput) {
    const carried = new URLSearchParams();
    for (const [field, value] of inputs) carried.set(inputParam(field), value);
    const encoded = carried.toString();
    if (encoded.length > LINK_INPUT_LIMIT) return null;
    for (const [key, value] of carried) query.set(key, value);
  }
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
