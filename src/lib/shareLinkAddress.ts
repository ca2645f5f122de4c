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
  /** input fields carried even when input is not asked for: text that says what the tool does (a regex pattern), not the data it works on */
  always?: readonly string[];
}

/**
 * The address that reopens a tool with these settings, its `always` fields and (when asked) its other
 * input: null when the input carried exceeds LINK_INPUT_LIMIT once encoded. Settings go in the query;
 * input goes in the fragment (`#input=…`), which browsers never send to a server, so it stays out of
 * servers' and proxies' logs. Links that carry input in the query open too (see ToolScope).
 */
export function buildShareLink({ base, settings, inputs, withInput, always = [] }: ShareLinkParts): string | null {
  const query = splitInputQuery(settings).rest.toString();
  const carried = new URLSearchParams();
  for (const [field, value] of inputs) if (withInput || always.includes(field)) carried.set(inputParam(field), value);
  const fragment = carried.toString();
  if (fragment.length > LINK_INPUT_LIMIT) return null;
  return `${base}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`;
}
