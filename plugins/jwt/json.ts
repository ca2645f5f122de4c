/**
 * Indents JSON text by two spaces without parsing it into values, so what the token carries is
 * shown as it is: numbers keep every digit (a 64-bit id stays exact), strings keep their escapes,
 * and a repeated key stays visible. The text must already be known to be JSON.
 */
export function reindent(json: string): string {
  let out = '';
  let depth = 0;
  const newline = () => '\n' + '  '.repeat(depth);
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (char === '"') {
      let j = i + 1;
      while (j < json.length && json[j] !== '"') j += json[j] === '\\' ? 2 : 1;
      out += json.slice(i, j + 1);
      i = j;
    } else if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      let j = i + 1;
      while (j < json.length && isSpace(json[j])) j++;
      if (json[j] === close) {
        out += char + close;
        i = j;
      } else {
        depth++;
        out += char + newline();
      }
    } else if (char === '}' || char === ']') {
      depth--;
      out += newline() + char;
    } else if (char === ',') out += ',' + newline();
    else if (char === ':') out += ': ';
    else if (!isSpace(char)) out += char;
  }
  return out;
}

const isSpace = (char: string) => char === ' ' || char === '\t' || char === '\n' || char === '\r';
