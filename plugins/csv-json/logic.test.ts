import fc from 'fast-check';
import { guardFormula, parseCsv, writeCsv, CSV_MESSAGES, type Delimiter } from './csv';
import { JsonNumber, parseJson, stringifyJson, type JsonObject, type JsonValue } from './json';
import {
  csvToJson,
  inferCell,
  jsonToCsv,
  nestingProblem,
  EXTRA_KEY,
  MESSAGES,
  type CsvToJsonOptions,
  type JsonToCsvOptions,
} from './logic';
import { optionsSpec } from './options';

const toJson = (text: string, options: Partial<CsvToJsonOptions> = {}) =>
  csvToJson(text, { delimiter: 'auto', header: true, inferTypes: false, nested: true, ...options });
const toCsv = (text: string, options: Partial<JsonToCsvOptions> = {}) =>
  jsonToCsv(text, { delimiter: 'auto', header: true, nested: true, lineEnding: 'crlf', guard: false, ...options });

function output(result: ReturnType<typeof csvToJson>): string {
  if (!result.ok) throw new Error(`expected output, got ${result.error.message}`);
  return result.output;
}
function details(result: ReturnType<typeof csvToJson>) {
  if (!result.ok) throw new Error(`expected output, got ${result.error.message}`);
  return result.details;
}
function failure(result: ReturnType<typeof csvToJson>) {
  if (result.ok) throw new Error('expected an error');
  return result.error;
}
/** The records' fields, and their offsets. */
function read(text: string, delimiter: Delimiter | 'auto' = 'auto') {
  const records: { fields: string[]; offset: number }[] = [];
  const parsed = parseCsv(text, delimiter, (record) => records.push(record));
  if (!parsed.ok) throw new Error(parsed.message);
  return { ...parsed, records };
}
const fields = (text: string, delimiter: Delimiter | 'auto' = 'auto') =>
  read(text, delimiter).records.map((r) => r.fields);

describe('reading CSV (RFC 4180)', () => {
  // each expected value is what python3's csv.reader gives for the same text
  it.each([
    [
      'quoted delimiter, doubled quotes and CRLF inside quotes',
      'name,quote\r\nAda,"Hello, ""world"""\r\nBob,"line1\r\nline2"\r\n',
      [
        ['name', 'quote'],
        ['Ada', 'Hello, "world"'],
        ['Bob', 'line1\r\nline2'],
      ],
    ],
    [
      'LF line endings, semicolons detected',
      'a;b\n1;2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CR line endings, tabs detected',
      'a\tb\r1\t2\r',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'pipes detected, a quoted pipe is data',
      'x|y\n"p|q"|z\n',
      [
        ['x', 'y'],
        ['p|q', 'z'],
      ],
    ],
    [
      'leading zeros are text',
      'id,code\r\n1,007\r\n',
      [
        ['id', 'code'],
        ['1', '007'],
      ],
    ],
  ])('%s', (_, text, expected) => {
    expect(fields(text)).toEqual(expected);
  });

  it('drops a byte order mark, and positions still count it', () => {
    expect(fields('\uFEFFa,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(read('\uFEFFa,b\r\n1,2\r\n').records[1].offset).toBe(6);
  });

  it('names the detected delimiter, and uses a chosen one as given', () => {
    const detected = read('a;b\n1;2\n');
    expect([detected.delimiter, detected.detected]).toEqual([';', true]);
    expect(fields('a;b,c\n1;2,3\n', ',')).toEqual([
      ['a;b', 'c'],
      ['1;2', '3'],
    ]);
    const single = read('only\none\n');
    expect([single.delimiter, single.detected]).toEqual([',', false]);
  });

  it('skips empty lines but keeps a line holding "" as a record of one empty field', () => {
    expect(fields('a\r\n\r\n""\r\nb\r\n\r\n')).toEqual([['a'], [''], ['b']]);
    expect(fields('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reports a quoted field never closed at its opening quote', () => {
    const e = failure(toJson('a,b\r\n1,"open\r\n2,3\r\n'));
    expect(e.message).toBe(CSV_MESSAGES.unterminated);
    expect([e.offset, e.line, e.column]).toEqual([7, 2, 3]);
  });

  it('reports text after a closing quote where it starts', () => {
    const e = failure(toJson('a,b\n"x"y,2\n'));
    expect(e.message).toBe(CSV_MESSAGES.textAfterQuote);
    expect([e.offset, e.line, e.column]).toEqual([7, 2, 4]);
  });

  it('says so on an empty input', () => {
    expect(failure(toJson('  \n')).message).toBe(MESSAGES.emptyCsv);
  });
});

describe('writing CSV', () => {
  // the expected texts are python3's csv.writer(quoting=csv.QUOTE_MINIMAL, lineterminator='\r\n') output
  it('quotes only the fields that need it, like csv.writer', () => {
    const rows = [
      ['id', 'user.name', 'tags', 'note'],
      ['1', 'Ada', '["x","y"]', ''],
      ['2', 'Bob, Jr.', '[]', 'say "hi"'],
      ['3', 'Cy', '[1]', 'two\nlines'],
    ];
    expect(writeCsv(rows, ',', '\r\n')).toBe(
      'id,user.name,tags,note\r\n1,Ada,"[""x"",""y""]",\r\n2,"Bob, Jr.",[],"say ""hi"""\r\n3,Cy,[1],"two\nlines"\r\n',
    );
    expect(writeCsv([[''], ['a']], ',', '\r\n')).toBe('""\r\na\r\n');
    expect(
      writeCsv(
        [
          ['a', 'b'],
          ['1;2', '3'],
        ],
        ';',
        '\r\n',
      ),
    ).toBe('a;b\r\n"1;2";3\r\n');
  });

  it('guards formulas and leaves plain numbers alone', () => {
    expect(['=1+2', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx', '-', '=', '-5x'].map(guardFormula)).toEqual([
      "'=1+2",
      "'+cmd",
      "'-2+3",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      "'-",
      "'=",
      "'-5x",
    ]);
    expect(['-5', '+1', '-1.5e3', '-.5', '42', 'a=b', ''].map(guardFormula)).toEqual([
      '-5',
      '+1',
      '-1.5e3',
      '-.5',
      '42',
      'a=b',
      '',
    ]);
  });
});

describe('CSV → JSON', () => {
  it('keeps values as strings with inference off and nests dot paths', () => {
    // python3: csv.DictReader, keys split on '.', json.dumps(indent=2)
    expect(output(toJson('id,user.name,user.email\r\n1,Ada,ada@example.com\r\n'))).toBe(
      '[\n  {\n    "id": "1",\n    "user": {\n      "name": "Ada",\n      "email": "ada@example.com"\n    }\n  }\n]',
    );
  });

  it('infers types without ever rounding or dropping digits', () => {
    expect(inferCell('')).toBeNull();
    expect([inferCell('true'), inferCell('false'), inferCell('TRUE')]).toEqual([true, false, 'TRUE']);
    expect(inferCell('42')).toEqual(new JsonNumber('42'));
    expect(inferCell('-3.25')).toEqual(new JsonNumber('-3.25'));
    // these read back as other text: they stay strings
    for (const s of [
      '007',
      '1.0',
      '1.50',
      '1e5',
      '-0',
      '9007199254740993',
      '12345678901234567890',
      '+1',
      '.5',
      '5.',
      ' 5',
      'null',
      'NaN',
      'Infinity',
    ])
      expect(inferCell(s)).toBe(s);
    expect(inferCell('9007199254740991')).toEqual(new JsonNumber('9007199254740991'));
    expect(inferCell('[1,"a",null]')).toEqual([new JsonNumber('1'), 'a', null]);
    expect(inferCell('[1, 2]')).toBe('[1, 2]');
    expect(inferCell('{"a":1}')).toBe('{"a":1}');
    expect(output(toJson('a,b\r\n007,12345678901234567890\r\n', { inferTypes: true }))).toBe(
      '[\n  {\n    "a": "007",\n    "b": "12345678901234567890"\n  }\n]',
    );
  });

  it('reads a cell as a number only when the number writes back the same text (python3 vectors)', () => {
    // python3, the rule written beside csv.DictReader: '' is None, 'true'/'false' booleans, and a cell
    // matching JSON's number grammar a number when ECMA-262 Number::toString(float(cell)) is the cell:
    //   def js_text(x):  # ECMA-262 Number::toString from repr's shortest round-trip digits
    //     if x == 0: return '0'
    //     if x < 0: return '-' + js_text(-x)
    //     _, d, e = Decimal(repr(x)).normalize().as_tuple(); s = ''.join(map(str, d)); k = len(s); n = e + k
    //     if k <= n <= 21: return s + '0' * (n - k)
    //     if 0 < n <= 21: return s[:n] + '.' + s[n:]
    //     if -6 < n <= 0: return '0.' + '0' * -n + s
    //     return (s if k == 1 else s[0] + '.' + s[1:]) + 'e' + ('+' if n > 0 else '-') + str(abs(n - 1))
    // printed, for each cell, the kind below
    const vectors: readonly [string, 'number' | 'boolean' | 'null' | 'string'][] = [
      ['007', 'string'],
      ['00123', 'string'],
      ['+1', 'string'],
      ['1e5', 'string'],
      ['1E5', 'string'],
      ['1.0', 'string'],
      ['1.50', 'string'],
      ['-0', 'string'],
      ['0', 'number'],
      ['-1', 'number'],
      ['42', 'number'],
      ['0.1', 'number'],
      ['0.00001', 'number'],
      ['0.0000001', 'string'],
      ['1e21', 'string'],
      ['1e+21', 'number'],
      ['9007199254740992', 'number'],
      ['9007199254740993', 'string'],
      ['12345678901234567890', 'string'],
      ['3.14159', 'number'],
      ['-2.5', 'number'],
      ['.5', 'string'],
      ['5.', 'string'],
      ['0x10', 'string'],
      ['NaN', 'string'],
      ['Infinity', 'string'],
      ['1_000', 'string'],
      [' 1', 'string'],
      ['1 ', 'string'],
      ['true', 'boolean'],
      ['false', 'boolean'],
      ['True', 'string'],
      ['FALSE', 'string'],
      ['yes', 'string'],
      ['', 'null'],
      ['null', 'string'],
    ];
    const kindOf = (v: JsonValue) =>
      v === null ? 'null' : typeof v === 'boolean' ? 'boolean' : v instanceof JsonNumber ? 'number' : typeof v;
    for (const [cell, kind] of vectors) expect(kindOf(inferCell(cell)), cell).toBe(kind);
  });

  it('infers by default from the options, and keeps every cell a string with inferTypes off', () => {
    // python3: csv.DictReader, the rule above, json.dumps(indent=2, ensure_ascii=False)
    const csv =
      'sku,zip,qty,price,in_stock,note\r\nA-1,02134,3,19.99,true,\r\nB-2,10001,12,5.50,false,"1,000 units"\r\n';
    expect(output(csvToJson(csv, { ...optionsSpec.defaults, delimiter: 'auto' }))).toBe(
      '[\n  {\n    "sku": "A-1",\n    "zip": "02134",\n    "qty": 3,\n    "price": 19.99,\n    "in_stock": true,\n    "note": null\n  },\n  {\n    "sku": "B-2",\n    "zip": 10001,\n    "qty": 12,\n    "price": "5.50",\n    "in_stock": false,\n    "note": "1,000 units"\n  }\n]',
    );
    expect(optionsSpec.defaults.inferTypes).toBe(true);
    const value = JSON.parse(output(toJson(csv, { inferTypes: false })));
    expect(value[0]).toEqual({ sku: 'A-1', zip: '02134', qty: '3', price: '19.99', in_stock: 'true', note: '' });
  });

  it('gives arrays without a header row', () => {
    expect(output(toJson('a,b\r\n"x,y",\r\n', { header: false }))).toBe(
      '[\n  [\n    "a",\n    "b"\n  ],\n  [\n    "x,y",\n    ""\n  ]\n]',
    );
  });

  it('lists uneven rows with row and line numbers, and pads nothing', () => {
    const text = 'a,b,c\r\n1,2,3\r\n"multi\r\nline",2\r\n4,5,6,7\r\n8,9,10\r\n';
    const r = toJson(text);
    const d = details(r);
    expect(d.ragged).toEqual([
      { row: 3, line: 3, fields: 2, expected: 3 },
      { row: 4, line: 5, fields: 4, expected: 3 },
    ]);
    expect(d.raggedCount).toBe(2);
    const value = JSON.parse(output(r));
    expect(value[1]).toEqual({ a: 'multi\r\nline', b: '2' });
    expect(value[2]).toEqual({ a: '4', b: '5', c: '6', [EXTRA_KEY]: ['7'] });
    expect(details(toJson('a,b\n1\n2,3\n', { header: false })).ragged).toEqual([
      { row: 2, line: 2, fields: 1, expected: 2 },
    ]);
  });

  it('renames a repeated column and says so', () => {
    const r = toJson('id,id,id_2\r\n1,2,3\r\n');
    expect(JSON.parse(output(r))).toEqual([{ id: '1', id_3: '2', id_2: '3' }]);
    expect(details(r).notes).toEqual(['Column 2 repeats the name "id"; it is named "id_3".']);
  });

  it('keeps integer-like keys in the order of the columns', () => {
    expect(output(toJson('b,1,a\r\nx,y,z\r\n'))).toBe('[\n  {\n    "b": "x",\n    "1": "y",\n    "a": "z"\n  }\n]');
  });

  it('nests dot paths only when flattening gives the same columns back', () => {
    expect(nestingProblem(['a.b', 'a.c', 'd'])).toBeNull();
    expect(nestingProblem(['a.b', 'c', 'a.d'])).toBe('the columns of "a" are not side by side');
    expect(nestingProblem(['a', 'a.b'])).toBe('"a" is a value and "a.b" would make it an object');
    expect(nestingProblem(['a..b'])).toBe('"a..b" has an empty part');
    const r = toJson('a.b,c,a.d\r\n1,2,3\r\n');
    expect(output(r)).toBe('[\n  {\n    "a.b": "1",\n    "c": "2",\n    "a.d": "3"\n  }\n]');
    expect(details(r).notes).toEqual(['Dot paths were kept as flat keys: the columns of "a" are not side by side.']);
    expect(output(toJson('a.b\r\n1\r\n', { nested: false }))).toBe('[\n  {\n    "a.b": "1"\n  }\n]');
  });

  it('summarises rows, columns and the delimiter, and previews the first rows', () => {
    const d = details(toJson('a;b\n1;2\n3;4\n'));
    expect([d.rows, d.columns, d.delimiter, d.detected]).toEqual([2, 2, ';', true]);
    expect(d.preview).toEqual({
      header: ['a', 'b'],
      rows: [
        ['1', '2'],
        ['3', '4'],
      ],
    });
  });
});

describe('JSON → CSV', () => {
  // python3: json.loads, keys flattened with '.', csv.writer(quoting=csv.QUOTE_MINIMAL, lineterminator='\r\n')
  it('takes the union of keys in first-seen order, flattens objects, writes arrays as JSON and null as empty', () => {
    const json =
      '[{"id":1,"user":{"name":"Ada","langs":["en","fr"]},"score":12345678901234567890},{"id":2,"user":{"name":"Bob, Jr."},"active":null,"note":"say \\"hi\\""}]';
    expect(output(toCsv(json))).toBe(
      'id,user.name,user.langs,score,active,note\r\n1,Ada,"[""en"",""fr""]",12345678901234567890,,\r\n2,"Bob, Jr.",,,,"say ""hi"""\r\n',
    );
  });

  it('writes numbers as written, booleans as words, empty objects as {}', () => {
    expect(output(toCsv('[{"a":1.0,"b":1e5,"c":-0,"d":true,"e":{},"f":[]}]'))).toBe(
      'a,b,c,d,e,f\r\n1.0,1e5,-0,true,{},[]\r\n',
    );
  });

  it('writes nested objects as JSON text when dot paths are off', () => {
    expect(output(toCsv('[{"u":{"n":"A"}}]', { nested: false }))).toBe('u\r\n"{""n"":""A""}"\r\n');
  });

  it('takes one object as one row, and arrays of arrays as rows', () => {
    expect(output(toCsv('{"a":"x","b":2}'))).toBe('a,b\r\nx,2\r\n');
    expect(output(toCsv('[["a","b"],[1,null],["x,y"]]'))).toBe('a,b\r\n1,\r\n"x,y"\r\n');
  });

  it('honours delimiter, header, line ending and the formula guard', () => {
    const json = '[{"f":"=HYPERLINK(\\"x\\")","n":-5,"s":"-5","t":"@a"}]';
    expect(output(toCsv(json, { guard: true }))).toBe('f,n,s,t\r\n"\'=HYPERLINK(""x"")",-5,-5,\'@a\r\n');
    expect(output(toCsv('[{"a":1,"b":"x;y"}]', { delimiter: ';', lineEnding: 'lf', header: false }))).toBe('1;"x;y"\n');
    expect(output(toCsv('[{"=a":1}]', { guard: true }))).toBe("'=a\r\n1\r\n");
  });

  it('reports a JSON syntax error with its line, column and offset', () => {
    const e = failure(toCsv('[\n  {"a": 1,}\n]'));
    expect(e.title).toBe(MESSAGES.invalidJson);
    expect(e.message).toBe('Expected a property name in double quotes but found character "}"');
    expect([e.line, e.column, e.offset]).toEqual([2, 11, 12]);
  });

  it('refuses JSON that is not a table, naming the item', () => {
    expect(failure(toCsv('42')).message).toBe(`${MESSAGES.topLevel}; this is a number.`);
    const e = failure(toCsv('[{"a":1},\n  [2]]'));
    expect(e.message).toBe('Item 2 is an array, not an object like item 1.');
    expect([e.line, e.column]).toEqual([2, 3]);
    expect(failure(toCsv('["x"]')).message).toBe(
      'Item 1 is a string; each item must be an object (one row each) or an array (its cells).',
    );
  });

  it('notes duplicate keys and keeps the last value, as JSON.parse does', () => {
    const r = toCsv('[{"a":1,\n"a":2}]');
    expect(output(r)).toBe('a\r\n2\r\n');
    expect(details(r).notes).toEqual([
      'Key "a" is given twice in one object (line 2, column 1); the last value is used.',
    ]);
  });

  it('notes two keys that make one column', () => {
    const r = toCsv('[{"a.b":1,"a":{"b":2}}]');
    expect(output(r)).toBe('a.b\r\n2\r\n');
    expect(details(r).notes[0]).toMatch(/both make the column "a\.b"/);
  });

  it('reads a byte order mark before the JSON', () => {
    expect(output(toCsv('\uFEFF[{"a":1}]'))).toBe('a\r\n1\r\n');
  });
});

describe('the JSON reader', () => {
  it('matches JSON.parse on valid text, keeping number text and key order', () => {
    const { value } = parseJson('{"2":1.50,"1":[true,false,null,"\\u00e9\\n"]}');
    expect(value instanceof Map && [...value.keys()]).toEqual(['2', '1']);
    expect(stringifyJson(value)).toBe('{"2":1.50,"1":[true,false,null,"é\\n"]}');
  });

  it.each([
    ['', 'The JSON is empty', 0],
    ['[1,]', 'Expected a value but found character "]"', 3],
    ['[01]', 'Invalid number', 1],
    ['"abc', 'Unterminated string', 0],
    ['"a\nb"', 'Unescaped line break in string', 2],
    ['"\\x"', 'Invalid escape "\\\\x"', 1],
    ['{"a" 1}', 'Expected \':\' but found character "1"', 5],
    ['[1] x', 'Unexpected character "x" after the JSON value', 4],
    ['[1', "Expected ',' or ']' but found end of input", 2],
  ])('reports %j', (text, message, offset) => {
    expect(() => parseJson(text)).toThrow(message);
    try {
      parseJson(text);
    } catch (e) {
      expect(e).toHaveProperty('offset', offset);
    }
  });

  it('refuses nesting past its limit instead of overflowing the stack', () => {
    expect(() => parseJson('['.repeat(5000) + ']'.repeat(5000))).toThrow(/Nested deeper than 1,000 levels/);
  });

  it('gives line and column as the editor numbers them: lines end at LF, a lone CR stays inside its line', () => {
    const e = failure(toJson('a\r\nb\nc\rd,"x'));
    expect([e.offset, e.line, e.column]).toEqual([9, 3, 5]);
  });

  it('round-trips any JSON value it writes', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        const once = stringifyJson(parseJson(text).value);
        expect(JSON.parse(once)).toEqual(JSON.parse(text));
        expect(stringifyJson(parseJson(once).value, 2)).toBe(JSON.stringify(JSON.parse(text), null, 2));
      }),
    );
  });
});

/** RFC 4180 text as python3's csv.writer writes it (minimal quoting, CRLF after each record), written here independently of the tool. */
function rfc4180(rows: readonly (readonly string[])[]): string {
  return rows
    .map(
      (row) =>
        (row.length === 1 && row[0] === ''
          ? '""'
          : row.map((f) => (/[,"\r\n]/.test(f) ? `"${f.replaceAll('"', '""')}"` : f)).join(',')) + '\r\n',
    )
    .join('');
}

const cell = fc.oneof(
  fc.string({
    unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\r', '\n', '.', '=', '-', '1', '0', 'é', '😀', '[', ']'),
  }),
  fc.constantFrom(
    '',
    '007',
    '1.0',
    '10',
    '-5',
    'true',
    'null',
    '[1,2]',
    '[1, 2]',
    '-0',
    '12345678901234567890',
    '1e5',
    '[{}]',
  ),
);
const table = fc
  .integer({ min: 1, max: 5 })
  .chain((width) => fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 2, maxLength: 8 }));

/** The JSON csvToJson must give for a header row and records, built as a tree and written by stringifyJson (independently of the record-by-record writer). */
function treeJson(rows: string[][], infer: boolean, nested: boolean): string {
  const [header, ...body] = rows;
  const paths = nested && nestingProblem(header) === null ? header.map((h) => h.split('.')) : header.map((h) => [h]);
  const value = (s: string): JsonValue => (infer ? inferCell(s) : s);
  return stringifyJson(
    body.map((row) => {
      const object: JsonObject = new Map();
      row.slice(0, header.length).forEach((field, k) => {
        let node = object;
        for (const part of paths[k].slice(0, -1)) {
          const child = node.get(part);
          if (child instanceof Map) node = child;
          else {
            const made: JsonObject = new Map();
            node.set(part, made);
            node = made;
          }
        }
        node.set(paths[k][paths[k].length - 1], value(field));
      });
      if (row.length > header.length) object.set(EXTRA_KEY, row.slice(header.length).map(value));
      return object;
    }),
    2,
  );
}

describe('round trips', () => {
  it('writes the same JSON as a tree written whole, for nested paths, short and long rows', () => {
    const name = fc.constantFrom('a', 'a.b', 'a.c', 'b.x.y', 'b.x.z', 'b.w', 'c', '1', 'd.');
    const shape = fc
      .uniqueArray(name, { minLength: 1, maxLength: 5 })
      .chain((header) =>
        fc.tuple(
          fc.constant(header),
          fc.array(fc.array(cell, { minLength: 1, maxLength: header.length + 2 }), { minLength: 1, maxLength: 5 }),
        ),
      );
    fc.assert(
      fc.property(shape, fc.boolean(), fc.boolean(), ([header, body], infer, nested) => {
        const rows = [header, ...body];
        const csv = rfc4180(rows);
        expect(output(csvToJson(csv, { delimiter: ',', header: true, inferTypes: infer, nested }))).toBe(
          treeJson(rows, infer, nested),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('CSV → JSON → CSV gives back RFC 4180 input byte for byte', () => {
    fc.assert(
      fc.property(table, fc.boolean(), fc.boolean(), fc.boolean(), (rows, header, inferTypes, nested) => {
        const names = rows[0];
        // JSON objects need one name per column
        fc.pre(!header || new Set(names).size === names.length);
        const csv = rfc4180(rows);
        const json = output(csvToJson(csv, { delimiter: ',', header, inferTypes, nested }));
        expect(
          output(jsonToCsv(json, { delimiter: ',', header: true, nested, lineEnding: 'crlf', guard: false })),
        ).toBe(csv);
      }),
      { numRuns: 300 },
    );
  });

  it('reading what the writer wrote gives the rows back, with any delimiter', () => {
    fc.assert(
      fc.property(
        table,
        fc.constantFrom<Delimiter>(',', ';', '\t', '|'),
        fc.constantFrom('\r\n', '\n'),
        (rows, delimiter, newline) => {
          expect(fields(writeCsv(rows, delimiter, newline), delimiter)).toEqual(rows);
        },
      ),
    );
  });

  it('the formula guard leaves nothing a spreadsheet would run, and never touches a plain number', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const g = guardFormula(s);
        expect(/^[=+\-@\t\r]/.test(g) && !/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(g)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(guardFormula(String(n))).toBe(String(n));
      }),
    );
  });
});
