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
