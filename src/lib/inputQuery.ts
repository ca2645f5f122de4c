/**
 * Input carried by a shared link: the field `input` is the query parameter `input`, any other
 * field `input.<field>`. Settings keep their own names (see useToolOptions).
 */
export const INPUT_PARAM = 'input';

export function inputParam(field: string): string {
  return field === INPUT_PARAM ? INPUT_PARAM : `${INPUT_PARAM}.${field}`;
}

export function fieldOfParam(param: string): string | null {
  if (param === INPUT_PARAM) return INPUT_PARAM;
  return param.startsWith(`${INPUT_PARAM}.`) && param.length > INPUT_PARAM.length + 1
    ? param.slice(INPUT_PARAM.length + 1)
    : null;
}

/** The input fields a query carries, and the query without them. */
export function splitInputQuery(search: string): { inputs: Map<string, string>; rest: URLSearchParams } {
  const params = new URLSearchParams(search);
  const inputs = new Map<string, string>();
  const rest = new URLSearchParams();
  for (const [key, value] of params) {
    const field = fieldOfParam(key);
    if (field) inputs.set(field, value);
    else rest.append(key, value);
  }
  return { inputs, rest };
}

/**
 * The input fields a shared link carries, from its query (older links) and its fragment (the
 * fragment's win), and the query and fragment left once they are taken out. A fragment that carries
 * no input (an anchor) is left as it is.
 */
export function linkedInputs(
  search: string,
  hash: string,
): { inputs: Map<string, string>; search: string; hash: string } {
  const fromQuery = splitInputQuery(search);
  const fromFragment = splitInputQuery(hash.replace(/^#/, ''));
  const query = fromQuery.rest.toString();
  const fragment = fromFragment.inputs.size > 0 ? fromFragment.rest.toString() : hash.replace(/^#/, '');
  return {
    inputs: new Map([...fromQuery.inputs, ...fromFragment.inputs]),
    search: query ? `?${query}` : '',
    hash: fragment ? `#${fragment}` : '',
  };
}
