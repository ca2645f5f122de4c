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

/** Where a number in the document is in the value JSON.parse made: a member's name or an array's index. */
export type Location = readonly (string | number)[];

/** The document's own text of its numbers, for those JSON.stringify would write otherwise. */
export interface NumberTexts {
  /** some number is written otherwise than JSON.stringify writes its double */
  any: boolean;
  /** the text of the number at `key` in `holder` (an array or object of the parsed document) */
  of: (holder: object, key: string | number) => string | undefined;
  /** the text of the number at `location` from the document's top */
  at: (location: Location) => string | undefined;
}

/** The nodes a JSONPath query found: each one's value, normalized path and location. */
export interface JsonPathNodes {
  values: readonly unknown[];
  paths: readonly string[];
  locations: readonly Location[];
}

/**
 * Writes `value` as JSON.stringify(value, null, 2) does, indented by `pad` after each line break,
 * except that a number the document writes otherwise is written as the document does: the value
 * itself where `text` is given, members by `numbers`.
 */
function writeJson(value: unknown, text: string | undefined, numbers: NumberTexts, pad: string): string {
  if (typeof value === 'number') return text ?? JSON.stringify(value);
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const inner = pad + '  ';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item: unknown, i) => inner + writeJson(item, numbers.of(value, i), numbers, inner));
    return `[\n${items.join(',\n')}\n${pad}]`;
  }
  const members = Object.entries(value);
  if (members.length === 0) return '{}';
  const lines = members.map(
    ([key, member]: [string, unknown]) =>
      `${inner}${JSON.stringify(key)}: ${writeJson(member, numbers.of(value, key), numbers, inner)}`,
  );
  return `{\n${lines.join(',\n')}\n${pad}}`;
}

/**
 * The JSONPath result as one JSON document (a nodelist's values, paths, or {path, value} pairs),
 * indented by two spaces. Numbers are written as the document writes them, so every digit of
 * 100000000000000000001 is kept, as jq keeps it.
 */
export function formatJsonPath(
  { values, paths, locations }: JsonPathNodes,
  show: JsonPathShow,
  numbers: NumberTexts,
): string {
  if (show === 'paths') return JSON.stringify(paths, null, 2);
  if (!numbers.any)
    return JSON.stringify(show === 'both' ? paths.map((path, i) => ({ path, value: values[i] })) : values, null, 2);
  if (values.length === 0) return '[]';
  const items = values.map((value, i) => {
    const text = numbers.at(locations[i]);
    if (show === 'values') return '  ' + writeJson(value, text, numbers, '  ');
    return `  {\n    "path": ${JSON.stringify(paths[i])},\n    "value": ${writeJson(value, text, numbers, '    ')}\n  }`;
  });
  return `[\n${items.join(',\n')}\n]`;
}
