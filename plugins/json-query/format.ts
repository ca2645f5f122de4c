/** How results are written out: pure text work, shared by the page and the worker. */

/**
 * Indents one compact JSON text (jq -c output) as jq prints it by default: two spaces, one member
 * per line, `"key": value`, and `[]` / `{}` for empty containers. Only layout changes: strings
 * and numbers are copied as they are, so a number keeps every digit jq gave it.
 */
export function indentJson(compact: string, indent = '  '): string {
  let out = '';
  let depth = 0;
  const newline = () => '\n' + indent.repeat(depth);
  for (let i = 0; i < compact.length; i++) {
    const c = compact[i];
    if (c === '"') {
      let j = i + 1;
      while (j < compact.length && compact[j] !== '"') j += compact[j] === '\\' ? 2 : 1;
      out += compact.slice(i, j + 1);
      i = j;
    } else if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      if (compact[i + 1] === close) {
        out += c + close;
        i++;
      } else {
        depth++;
        out += c + newline();
      }
    } else if (c === '}' || c === ']') {
      depth--;
      out += newline() + c;
    } else if (c === ',') {
      out += ',' + newline();
    } else if (c === ':') {
      out += ': ';
    } else if (c !== ' ' && c !== '\n' && c !== '\t' && c !== '\r') {
      out += c;
    }
  }
  return out;
}

/** How jq's outputs are shown: indented (jq's default) or one per line (-c), strings as JSON or as their raw text (-r). */
export interface JqLayout {
  compact: boolean;
  rawStrings: boolean;
}

export function formatJqOutputs(outputs: readonly string[], { compact, rawStrings }: JqLayout): string {
  return outputs
    .map((text) => {
      if (rawStrings && text.startsWith('"')) {
        const value: unknown = JSON.parse(text);
        if (typeof value === 'string') return value;
      }
      return compact ? text : indentJson(text);
    })
    .join('\n');
}

/** What a JSONPath result shows: the values found, their normalized paths, or both side by side. */
export type JsonPathShow = 'values' | 'paths' | 'both';

/** The JSONPath result as one JSON document (a nodelist's values, paths, or {path, value} pairs), indented by two spaces. */
export function formatJsonPath(values: readonly unknown[], paths: readonly string[], show: JsonPathShow): string {
  if (show === 'paths') return JSON.stringify(paths, null, 2);
  if (show === 'both')
    return JSON.stringify(
      paths.map((path, i) => ({ path, value: values[i] })),
      null,
      2,
    );
  return JSON.stringify(values, null, 2);
}
