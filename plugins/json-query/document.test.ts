import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locateJsonError, parseDocument, positionOf } from './document';

/**
 * Each row: a text, then Python's json.loads error for it — msg, lineno, colno, pos — as printed by
 * python3 -c 'import json; json.loads(text)' (JSONDecodeError). Columns are the same as Python's
 * for these ASCII texts.
 */
const PYTHON_ERRORS: [string, string, number, number, number][] = [
  ['{"a":}', 'Expecting value', 1, 6, 5],
  ['{"a" 1}', "Expecting ':' delimiter", 1, 6, 5],
  ['[1 2]', "Expecting ',' delimiter", 1, 4, 3],
  ['{"a":1,}', 'Expecting property name enclosed in double quotes', 1, 8, 7],
  ['[1,]', 'Expecting value', 1, 4, 3],
  ['{"a":1} x', 'Extra data', 1, 9, 8],
  ['"abc', 'Unterminated string starting at', 1, 1, 0],
  ['"a\\x"', 'Invalid \\escape', 1, 3, 2],
  ['"a\tb"', 'Invalid control character at', 1, 3, 2],
  ['tru', 'Expecting value', 1, 1, 0],
  ['01', 'Extra data', 1, 2, 1],
  ['-', 'Expecting value', 1, 1, 0],
  ['1.', 'Extra data', 1, 2, 1],
  ['', 'Expecting value', 1, 1, 0],
  ['[', 'Expecting value', 1, 2, 1],
  ['{', 'Expecting property name enclosed in double quotes', 1, 2, 1],
  ['{"a"', "Expecting ':' delimiter", 1, 5, 4],
  ['[1', "Expecting ',' delimiter", 1, 3, 2],
  ['[1.]', "Expecting ',' delimiter", 1, 3, 2],
  ['{"a":1\n,\n"b":[1,\n2,,3]}', 'Expecting value', 4, 3, 19],
  ['  \n  ', 'Expecting value', 2, 3, 5],
  ['[[[[', 'Expecting value', 1, 5, 4],
  ['{"a":[1,{"b":2}]} ]', 'Extra data', 1, 19, 18],
  ['{1:2}', 'Expecting property name enclosed in double quotes', 1, 2, 1],
  ['"\\u12"', 'Invalid \\uXXXX escape', 1, 3, 2],
  ['[1,2', "Expecting ',' delimiter", 1, 5, 4],
  ['nul', 'Expecting value', 1, 1, 0],
  ['{"a":1 "b":2}', "Expecting ',' delimiter", 1, 8, 7],
  ['[-01]', "Expecting ',' delimiter", 1, 4, 3],
  ['[1e]', "Expecting ',' delimiter", 1, 3, 2],
  ['{"a":[}', 'Expecting value', 1, 7, 6],
];

describe('parseDocument', () => {
  it.each(PYTHON_ERRORS)(
    '%j fails where Python says: %s at line %i, column %i',
    (text, message, line, column, offset) => {
      expect(parseDocument(text)).toEqual({ ok: false, message, line, column, offset });
    },
  );

  it('skips a byte order mark, and places an error after one in the text as given', () => {
    expect(parseDocument('\uFEFF{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    // the error is at '}' (offset 5 without the mark, 6 with it)
    expect(parseDocument('\uFEFF{"a":}')).toMatchObject({
      ok: false,
      message: 'Expecting value',
      offset: 6,
      line: 1,
      column: 7,
    });
  });

  it('follows nesting deeper than the call stack allows', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(99_999);
    expect(locateJsonError(deep)).toEqual({ message: "Expecting ',' delimiter", offset: deep.length });
  });

  it('gives back every JSON value JSON.stringify writes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseDocument(JSON.stringify(value, null, 1));
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.value).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('reports a cut JSON text at or before where it was cut', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.jsonValue(), { minLength: 1 }),
          fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }),
        ),
        fc.nat(),
        (value, cut) => {
          const text = JSON.stringify(value);
          const prefix = text.slice(0, cut % text.length);
          const result = parseDocument(prefix);
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.offset).toBeLessThanOrEqual(prefix.length);
        },
      ),
    );
  });
});

describe('positionOf', () => {
  it('counts lines and columns from 1', () => {
    expect(positionOf('ab\ncd\n', 0)).toEqual({ line: 1, column: 1 });
    expect(positionOf('ab\ncd\n', 4)).toEqual({ line: 2, column: 2 });
    expect(positionOf('ab\ncd\n', 6)).toEqual({ line: 3, column: 1 });
  });
});
