import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heldExactly, locateJsonError, parseDocument, readNumbers } from './document';

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

/**
 * Each row: a number as a document writes it, and whether the double JSON.parse reads it as holds it
 * exactly, as python3 says: an integer text beyond 2**53 - 1 is not, an infinite float is not, and
 * otherwise Decimal(text) == Decimal(repr(float(text))) (repr is the shortest text of the double, as
 * JavaScript's String).
 */
const PYTHON_HELD: [string, boolean][] = [
  ['0', true],
  ['-0', true],
  ['0.1', true],
  ['1.0', true],
  ['1e2', true],
  ['1E-7', true],
  ['0e999', true],
  ['9007199254740991', true],
  ['-9007199254740991', true],
  ['9007199254740992', false],
  ['-9007199254740993', false],
  ['9007199254740993', false],
  ['100000000000000000000', false],
  ['100000000000000000001', false],
  ['1.000000000000000000001', false],
  ['0.30000000000000004', true],
  ['0.3000000000000000444', false],
  ['1e400', false],
  ['-1e400', false],
  ['1e-400', false],
  ['123456789012345678e-2', false],
  ['1.7976931348623157e308', true],
  ['5e-324', true],
  ['2e-324', false],
];

describe('heldExactly', () => {
  it.each(PYTHON_HELD)('%s: %s', (text, held) => {
    expect(heldExactly(text, Number(text))).toBe(held);
  });
});

/** The expected texts below are the documents' own, as the documents write them. */
describe('readNumbers', () => {
  const read = (text: string) => {
    const parsed = parseDocument(text);
    if (!parsed.ok) throw new Error(parsed.message);
    return { value: parsed.value, numbers: readNumbers(text, parsed.value) };
  };

  it('keeps the text of each number JSON.stringify would write otherwise, and finds the first a double does not hold', () => {
    const { numbers } = read('{"n": 100000000000000000001, "m": [-9007199254740993, 1.5, 1.0, 1E2, -0]}');
    expect(numbers.any).toBe(true);
    expect(numbers.at(['n'])).toBe('100000000000000000001');
    expect(numbers.at(['m', 0])).toBe('-9007199254740993');
    // JSON.stringify writes 1.5 as the document does
    expect(numbers.at(['m', 1])).toBeUndefined();
    expect(numbers.at(['m', 2])).toBe('1.0');
    expect(numbers.at(['m', 3])).toBe('1E2');
    expect(numbers.at(['m', 4])).toBe('-0');
    expect(numbers.inexact).toBe(6);
  });

  it('reads the members of the arrays and objects JSON.parse made', () => {
    const { value, numbers } = read('[{"a": 1.0}, [2, 1e400]]');
    if (!Array.isArray(value)) throw new Error('an array');
    expect(numbers.of(value[0], 'a')).toBe('1.0');
    expect(numbers.of(value[1], 1)).toBe('1e400');
    expect(numbers.of(value[1], 0)).toBeUndefined();
    expect(numbers.inexact).toBe(17);
  });

  it('has nothing to say of a document whose numbers JSON.stringify writes as written', () => {
    const { numbers } = read('{"a": [1, 2.5, -3, 1e-7, "1.0"], "b": 9007199254740991}');
    expect(numbers.any).toBe(false);
    expect(numbers.inexact).toBeNull();
    expect(numbers.at(['a', 0])).toBeUndefined();
  });

  it('keeps the text of a document that is one number', () => {
    expect(read('1e400').numbers.at([])).toBe('1e400');
    expect(read(' 100000000000000000001 ').numbers).toMatchObject({ inexact: 1 });
    expect(read('2').numbers.at([])).toBeUndefined();
  });

  it('counts a byte order mark in the offset, as the editor shows it', () => {
    const { numbers } = read('\uFEFF[0, 1e400]');
    expect(numbers.at([1])).toBe('1e400');
    expect(numbers.inexact).toBe(5);
  });

  it('reads escaped member names, and __proto__ as an ordinary name', () => {
    const { numbers } = read('{"\\u0061\\n": 1.0, "__proto__": 2.0}');
    expect(numbers.at(['a\n'])).toBe('1.0');
    expect(numbers.at(['__proto__'])).toBe('2.0');
  });

  it("takes a repeated name's last member, as JSON.parse does", () => {
    expect(read('{"a": 1.0, "a": 2}').numbers.at(['a'])).toBeUndefined();
    expect(read('{"a": 2, "a": 1.50}').numbers.at(['a'])).toBe('1.50');
    expect(read('{"a": {"x": 1.0}, "a": [3.0]}').numbers.at(['a', 0])).toBe('3.0');
    expect(read('{"a": [1.0], "a": {"0": 2}}').numbers.at(['a', '0'])).toBeUndefined();
    expect(read('{"a": {"b": {"x": 1.0}}, "a": {"b": {"x": 7}}}').numbers.at(['a', 'b', 'x'])).toBeUndefined();
  });

  it("keeps an integer's text only where JSON.stringify writes its double otherwise, and flags it past 2^53 - 1", () => {
    const limit = 2n ** 53n - 1n;
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), (n) => {
        const text = String(n);
        const { numbers } = read(`[${text}]`);
        expect(numbers.at([0])).toBe(String(Number(text)) === text ? undefined : text);
        expect(numbers.inexact).toBe(n > limit || n < -limit ? 1 : null);
      }),
    );
  });

  it('follows nesting deeper than the call stack allows', () => {
    const deep = '['.repeat(100_000) + '1.0' + ']'.repeat(100_000);
    const location = new Array<number>(100_000).fill(0);
    expect(read(deep).numbers.at(location)).toBe('1.0');
  });
});
