import fc from 'fast-check';
import { decodeText } from '@/lib/readTextFile';
import { SAMPLE_SCHEMA } from './examples';
import {
  LARGE_TEXT_CHARS,
  LARGE_TEXT_LINES,
  errorContext,
  isLargeText,
  uploadToast,
  INDENTS,
  MAX_FILE_BYTES,
  MESSAGES,
  allContainerIds,
  checkUpload,
  downloadFileName,
  flattenVisible,
  formatJson,
  formatPosition,
  leafCopyText,
  minifyJson,
  nodePreview,
  outputStats,
  parseJson,
  processJson,
  serialize,
  toValue,
  toggleExpanded,
  validateJson,
  visibleRows,
  type JsonDocument,
} from './logic';

function doc(text: string): JsonDocument {
  const r = parseJson(text);
  if (!r.ok || !r.doc) throw new Error('expected a document');
  return r.doc;
}

function err(text: string) {
  const r = parseJson(text);
  if (r.ok) throw new Error(`expected an error for ${JSON.stringify(text)}`);
  return r.error;
}

describe('texts, positions and uploads', () => {
  it("writes each toast on one line as 'title: text'", () => {
    expect(`${MESSAGES.fileTooLargeTitle}: ${MESSAGES.fileTooLargeText}`).toBe(MESSAGES.fileTooLarge);
    expect(`${MESSAGES.copiedTitle}: ${MESSAGES.copiedText}`).toBe(MESSAGES.copied);
  });
  it('formats the position as Line X, Column Y', () => {
    expect(formatPosition(3, 14)).toBe('Line 3, Column 14');
  });
  it('names the download formatted-json-{timestamp}.json', () => {
    expect(downloadFileName(1700000000000)).toBe('formatted-json-1700000000000.json');
    expect(downloadFileName()).toMatch(/^formatted-json-\d{13}\.json$/);
  });
  it('checks uploads: .json and .txt only, at most 5 MB', () => {
    expect(checkUpload({ name: 'a.json', size: 10 })).toBeNull();
    expect(checkUpload({ name: 'A.TXT', size: MAX_FILE_BYTES })).toBeNull();
    expect(checkUpload({ name: 'a.json', size: MAX_FILE_BYTES + 1 })).toBe(MESSAGES.fileTooLarge);
    expect(checkUpload({ name: 'a.xml', size: 1 })).toBe(MESSAGES.fileTypeNotAccepted);
  });
});

describe('parse: strict JSON', () => {
  it('empty and whitespace-only input is valid with empty output', () => {
    for (const t of ['', '   \n\t ', '\uFEFF']) {
      const r = processJson(t, { mode: 'format', indent: 2 });
      expect(r.isValid).toBe(true);
      expect(r.output).toBe('');
      expect(r.stats).toEqual({ bytes: 0, lines: 0, characters: 0 });
    }
  });
  it('accepts every top-level value', () => {
    for (const t of ['1', '-0.5e+10', '"x"', 'true', 'false', 'null', '[]', '{}'])
      expect(validateJson(t).isValid).toBe(true);
  });
  it.each([
    ['{"a":1,}', 'Trailing comma is not allowed in JSON', 1, 7],
    ['[1,2,]', 'Trailing comma is not allowed in JSON', 1, 5],
    ["{'a':1}", "Expected property name or '}'", 1, 2],
    ['{"a" 1}', "Expected ':' after property name in JSON", 1, 6],
    ['{"a":1 "b":2}', "Expected ',' or '}' after property value", 1, 8],
    ['[1 2]', "Expected ',' or ']' after array element", 1, 4],
    ['[1,\n  2,\n  x]', "Unexpected token 'x'", 3, 3],
    ['{"a":1}  x', 'Unexpected non-whitespace character after JSON', 1, 10],
    ['[1', 'Unexpected end of JSON input', 1, 3],
    ['"abc', 'Unterminated string in JSON', 1, 5],
    ['"a\tb"', 'Bad control character in string literal', 1, 3],
    ['"\\x"', 'Bad escaped character in string literal', 1, 3],
    ['"\\u12G4"', 'Bad Unicode escape in string literal', 1, 2],
    ['01', 'Leading zeros are not allowed in JSON numbers', 1, 2],
    ['-', 'No number after minus sign in JSON', 1, 2],
    ['1.', 'Unterminated fractional number in JSON', 1, 3],
    ['1e', 'Exponent part is missing a number in JSON', 1, 3],
    ['NaN', "Unexpected token 'N'", 1, 1],
    ['// c\n1', "Unexpected token '/'", 1, 1],
    ['{"a":1,\n"b"}', "Expected ':' after property name in JSON", 2, 4],
    ['{,}', "Expected property name or '}'", 1, 2],
  ])('rejects %j with message, line and column', (text, message, line, column) => {
    const e = err(text);
    expect(e.message).toBe(message);
    expect([e.line, e.column]).toEqual([line, column]);
  });
  it.each([
    ['{"a": 1,}', 1, 8],
    ['{"a": 1,\n}', 1, 8],
    ['{\n  "a": 1,\n}', 2, 9],
    ['{\r\n  "a": 1,\r\n}', 2, 9],
    ['[\n  1,\n\n  ]', 2, 4],
    ['[\r\n  1 ,\r\n  ]', 2, 5],
  ])('points a trailing comma error at the comma in %j', (text, line, column) => {
    expect(err(text)).toMatchObject({ message: 'Trailing comma is not allowed in JSON', line, column });
  });
  // Every error kind, on the first line and again after two LF or CRLF lines: the reported
  // position is the offending character's, i.e. the same column two lines further down.
  it.each([
    ['{"a":1,}', 7],
    ['[1,2 ,]', 6],
    ["{'a':1}", 2],
    ['{"a" 1}', 6],
    ['{"a":1 "b":2}', 8],
    ['[1 2]', 4],
    ['[1, x]', 5],
    ['{"a":1}  x', 10],
    ['[1', 3],
    ['"abc', 5],
    ['"a\tb"', 3],
    ['"\\x"', 3],
    ['"\\u12G4"', 2],
    ['01', 2],
    ['-', 2],
    ['1.', 3],
    ['1e', 3],
    ['NaN', 1],
    ['{,}', 2],
  ])('reports %j at its offending character on any line, with LF or CRLF', (text, column) => {
    const first = err(text);
    expect([first.line, first.column]).toEqual([1, column]);
    for (const eol of ['\n', '\r\n']) {
      const later = err(`${eol} ${eol}  ${text}`);
      expect([later.message, later.line, later.column]).toEqual([first.message, 3, column + 2]);
    }
  });
  it('reports the invalid state through processJson', () => {
    const r = processJson('{"a":}', { mode: 'format', indent: 2 });
    expect(r.isValid).toBe(false);
    expect(r.output).toBe('');
    expect(r.error).toMatchObject({ message: "Unexpected token '}'", line: 1, column: 6 });
  });
  it('agrees with JSON.parse on validity (property)', () => {
    const piece = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '"a"',
      '1',
      '-',
      '0',
      '.',
      'e',
      'true',
      'nul',
      ' ',
      '\n',
      '"\\',
      'x',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (ps) => {
        const t = ps.join('');
        if (t.trim() === '') return;
        let native = true;
        try {
          JSON.parse(t);
        } catch {
          native = false;
        }
        expect(validateJson(t).isValid).toBe(native);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('correctness beyond JSON.parse', () => {
  it('keeps big integers and number spellings as typed', () => {
    expect(minifyJson('{ "n": 9007199254740993, "f": 1.50, "e": 1E+2 }')).toBe(
      '{"n":9007199254740993,"f":1.50,"e":1E+2}',
    );
    expect(formatJson('[12345678901234567890123]', 2)).toBe('[\n  12345678901234567890123\n]');
  });
  it('keeps string escapes as typed', () => {
    expect(minifyJson('[ "\\u00e9\\n" ]')).toBe('["\\u00e9\\n"]');
  });
  it('reports duplicate keys as warnings with path, line and column', () => {
    const r = parseJson('{\n  "a": {"x": 1, "x": 2},\n  "a": 3\n}');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.warningCount).toBe(2);
    expect(r.warnings).toEqual([
      { message: 'Duplicate key "x"', path: '/a/x', line: 2, column: 17 },
      { message: 'Duplicate key "a"', path: '/a', line: 3, column: 3 },
    ]);
    // both members survive formatting, the document is not silently changed
    expect(minifyJson('{"a":1,"a":2}')).toBe('{"a":1,"a":2}');
  });
  it('compares duplicate keys after unescaping', () => {
    const r = parseJson('{"a":1,"\\u0061":2}');
    expect(r.ok && r.warningCount).toBe(1);
  });
  it('strips a leading BOM with a notice', () => {
    const r = processJson('\uFEFF{"a":1}', { mode: 'minify', indent: 2 });
    expect(r.isValid).toBe(true);
    expect(r.bomStripped).toBe(true);
    expect(r.output).toBe('{"a":1}');
    expect(processJson('{"a":1}', { mode: 'minify', indent: 2 }).bomStripped).toBe(false);
    expect(MESSAGES.bomStripped).toMatch(/BOM/);
  });
  it('treats __proto__ as an ordinary key', () => {
    const d = doc('{"__proto__": {"polluted": true}, "a": 1}');
    const v = toValue(d) as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(v, '__proto__')).toBe(true);
    expect(v['__proto__']).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(minifyJson('{"__proto__":1}')).toBe('{"__proto__":1}');
    expect(visibleRows(d, new Set([0])).rows[1].key).toBe('__proto__');
  });
  it('handles 100k-deep nesting without a stack overflow', () => {
    const depth = 100_000;
    const text = '['.repeat(depth) + ']'.repeat(depth);
    const r = processJson(text, { mode: 'minify', indent: 2 });
    expect(r.isValid).toBe(true);
    expect(r.output).toBe(text);
    const f = processJson(text, { mode: 'format', indent: 8 });
    expect(f.isValid).toBe(true);
    expect(f.output).toBe('');
    expect(f.outputError).toBe(MESSAGES.outputTooLarge);
    const objText = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    const d = doc(objText);
    expect(d.nodes.length).toBe(depth + 1);
    const all = allContainerIds(d);
    expect(flattenVisible(d, all).count).toBe(depth + 1);
    expect(visibleRows(d, all, depth - 1, depth + 1).rows.map((r) => r.level)).toEqual([depth - 1, depth]);
    let v = toValue(d) as { a: unknown };
    let levels = 0;
    while (typeof v === 'object') {
      v = v.a as { a: unknown };
      levels++;
    }
    expect([levels, v]).toEqual([depth, 1]);
    expect(validateJson('['.repeat(depth)).isValid).toBe(false);
  });
});

describe('format, minify, validate, sort keys', () => {
  const src = '{"b":[1,{"c":null}],"a":true,"e":{},"f":[]}';
  it('formats with indent 2, 4 and 8 like JSON.stringify', () => {
    for (const i of INDENTS) expect(formatJson(src, i)).toBe(JSON.stringify(JSON.parse(src), null, i));
  });
  it('minifies', () => {
    expect(minifyJson(' { "a" : [ 1 , 2 ] } ')).toBe('{"a":[1,2]}');
  });
  it('validate mode keeps the input text', () => {
    const r = processJson('{ "a": 1 }', { mode: 'validate', indent: 2 });
    expect(r.isValid).toBe(true);
    expect(r.output).toBe('{ "a": 1 }');
  });
  it('sorts keys recursively, arrays untouched', () => {
    expect(minifyJson('{"b":1,"a":{"d":[{"z":1,"y":2}],"c":2}}', true)).toBe('{"a":{"c":2,"d":[{"y":2,"z":1}]},"b":1}');
    expect(processJson('{"b":1,"a":2}', { mode: 'format', indent: 2, sortKeys: true }).output).toBe(
      '{\n  "a": 2,\n  "b": 1\n}',
    );
  });
  it('computes footer stats: bytes, lines, characters', () => {
    expect(outputStats('{\n  "é": "😀"\n}')).toEqual({ bytes: 18, lines: 3, characters: 14 });
    const r = processJson('{"a":1}', { mode: 'format', indent: 2 });
    expect(r.stats).toEqual({ bytes: 12, lines: 3, characters: 12 });
  });
  it('round trips: format then parse equals JSON.parse (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(...INDENTS), (v, indent) => {
        const text = JSON.stringify(v);
        const formatted = formatJson(text, indent);
        expect(formatted).toBe(JSON.stringify(v, null, indent));
        expect(formatJson(text, indent, true)).toBe(formatJson(formatJson(text, indent, true), indent, true));
        expect(JSON.parse(minifyJson(formatted))).toEqual(JSON.parse(text));
        expect(minifyJson(formatted)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
  it('format is idempotent and sorted output is a permutation (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(...INDENTS), (v, indent) => {
        const f = formatJson(JSON.stringify(v), indent);
        expect(formatJson(f, indent)).toBe(f);
        const sorted = JSON.parse(minifyJson(f, true));
        expect(sorted).toEqual(JSON.parse(f));
      }),
      { numRuns: 200 },
    );
  });
  it('formats 5 MB with progress, in linear time', () => {
    const item = {
      id: 123456,
      name: 'Some name',
      tags: ['a', 'b', 'c'],
      nested: { x: 1.5, y: null, z: true, s: 'text with \\"escapes\\"' },
    };
    const arr: unknown[] = [];
    let text = '';
    while (text.length < 5 * 1024 * 1024) {
      for (let i = 0; i < 5000; i++) arr.push(item);
      text = JSON.stringify(arr);
    }
    const progress: number[] = [];
    const t0 = performance.now();
    const r = processJson(text, { mode: 'format', indent: 2 }, (f) => progress.push(f));
    const ms = performance.now() - t0;
    expect(r.isValid).toBe(true);
    expect(r.output).toBe(JSON.stringify(arr, null, 2));
    expect(progress.length).toBeGreaterThan(2);
    expect(progress[progress.length - 1]).toBe(1);
    // the 1 s budget is measured by the bench in Chromium; this only catches a quadratic regression
    expect(ms).toBeLessThan(5000);
  });
});

describe('tree model', () => {
  const d = doc('{"name":"x","list":[1,2,3],"obj":{"a":null,"b":false},"e":{},"one":{"k":1}}');
  it('shows only the root when nothing is expanded', () => {
    const { rows, total } = visibleRows(d, new Set());
    expect(total).toBe(1);
    expect(rows[0]).toEqual({
      id: 0,
      key: null,
      type: 'object',
      preview: '{5 keys}',
      level: 0,
      path: '',
      isContainer: true,
      expanded: false,
      size: 5,
    });
  });
  it('expanding shows children with key, type, preview, level and path', () => {
    const { rows } = visibleRows(d, new Set([0]));
    expect(rows.map((r) => [r.key, r.type, r.preview, r.level, r.path, r.isContainer])).toEqual([
      [null, 'object', '{5 keys}', 0, '', true],
      ['name', 'string', '"x"', 1, '/name', false],
      ['list', 'array', 'Array(3)', 1, '/list', true],
      ['obj', 'object', '{2 keys}', 1, '/obj', true],
      ['e', 'object', '{0 keys}', 1, '/e', true],
      ['one', 'object', '{1 key}', 1, '/one', true],
    ]);
  });
  it('Expand All shows every node; Collapse All shows only the root; toggling works', () => {
    const all = allContainerIds(d);
    expect(visibleRows(d, all).total).toBe(d.nodes.length);
    expect(visibleRows(d, new Set()).total).toBe(1);
    let s = toggleExpanded(d, new Set(), 0);
    expect(s.has(0)).toBe(true);
    const listId = visibleRows(d, s).rows[2].id;
    s = toggleExpanded(d, s, listId);
    expect(
      visibleRows(d, s)
        .rows.slice(3, 6)
        .map((r) => [r.key, r.path, r.level]),
    ).toEqual([
      [0, '/list/0', 2],
      [1, '/list/1', 2],
      [2, '/list/2', 2],
    ]);
    s = toggleExpanded(d, s, listId);
    expect(visibleRows(d, s).total).toBe(6);
    expect(toggleExpanded(d, s, 1)).toEqual(s); // a leaf does not toggle
  });
  it('escapes JSON Pointer paths and copies leaves decoded', () => {
    const e = doc('{"a/b~":{"x":"he said \\"hi\\""}}');
    const { rows } = visibleRows(e, allContainerIds(e));
    expect(rows[2].path).toBe('/a~1b~0/x');
    expect(leafCopyText(e, rows[2].id)).toBe('he said "hi"');
    expect(leafCopyText(doc('[9007199254740993]'), 1)).toBe('9007199254740993');
    expect(nodePreview(doc('"' + 'x'.repeat(500) + '"').nodes[0]).length).toBe(200);
  });
  it('row count equals node count under Expand All (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const dd = doc(JSON.stringify(v));
        const flat = flattenVisible(dd, allContainerIds(dd));
        expect(flat.count).toBe(dd.nodes.length);
        expect(Array.from(flat.ids)).toEqual(dd.nodes.map((_, i) => i));
        expect(toValue(dd)).toEqual(JSON.parse(JSON.stringify(v)));
      }),
      { numRuns: 200 },
    );
  });
  it('Expand All on 100k nodes stays fast', () => {
    const big = doc(JSON.stringify(Array.from({ length: 100_000 }, (_, i) => i)));
    const all = allContainerIds(big);
    const t0 = performance.now();
    const { rows, total } = visibleRows(big, all, 50_000, 50_050);
    expect(performance.now() - t0).toBeLessThan(200);
    expect(total).toBe(100_001);
    expect(rows).toHaveLength(50);
    expect(rows[0].path).toBe('/49999');
  });
});

describe('serialize', () => {
  it('refuses output over the limit', () => {
    expect(() => serialize(doc('[1,2,3]'), { indent: 2 }, 0, 5)).toThrow(MESSAGES.outputTooLarge);
  });
});

const decodeUploadKeepingBom = (bytes: Uint8Array) => decodeText(bytes, { keepBom: true });

describe('screen helpers', () => {
  it('maps rejected uploads to toasts (title: text)', () => {
    expect(uploadToast({ name: 'a.json', size: MAX_FILE_BYTES + 1 })).toEqual({
      title: 'File too large',
      text: 'Please select a file smaller than 5MB',
    });
    expect(uploadToast({ name: 'notes.txt', size: 3 })).toBeNull();
    expect(uploadToast({ name: 'image.png', size: 3 })).toEqual({
      title: 'Unsupported file',
      text: MESSAGES.fileTypeNotAccepted,
    });
  });
  it('decodes uploads keeping a BOM so the parser reports it; UTF-16 by its BOM', () => {
    const utf8Bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"é":1}')]);
    expect(decodeUploadKeepingBom(utf8Bom)).toBe('\uFEFF{"é":1}');
    expect(processJson(decodeUploadKeepingBom(utf8Bom), { mode: 'minify', indent: 2 })).toMatchObject({
      isValid: true,
      bomStripped: true,
      output: '{"é":1}',
    });
    const le = new Uint8Array([0xff, 0xfe, 0x5b, 0x00, 0x31, 0x00, 0x5d, 0x00]);
    expect(decodeUploadKeepingBom(le)).toBe('\uFEFF[1]');
    const be = new Uint8Array([0xfe, 0xff, 0x00, 0x5b, 0x00, 0x5d]);
    expect(decodeUploadKeepingBom(be)).toBe('\uFEFF[]');
    expect(decodeUploadKeepingBom(new TextEncoder().encode('[true]'))).toBe('[true]');
  });
  it('calls text large by characters or by lines', () => {
    expect(isLargeText('')).toBe(false);
    expect(isLargeText('x'.repeat(LARGE_TEXT_CHARS))).toBe(false);
    expect(isLargeText('x'.repeat(LARGE_TEXT_CHARS + 1))).toBe(true);
    expect(isLargeText('\n'.repeat(LARGE_TEXT_LINES - 1))).toBe(false);
    expect(isLargeText('\n'.repeat(LARGE_TEXT_LINES))).toBe(true);
  });
  it('shows the characters around an error on its line', () => {
    const text = '{\n  "a": 1,\n  "b": }\n';
    const e = err(text);
    expect(errorContext(text, e.offset)).toEqual({ before: '  "b": ', at: '}', after: '' });
    expect(errorContext('[1', 2)).toEqual({ before: '[1', at: '', after: '' });
    expect(errorContext('x', 0)).toEqual({ before: '', at: 'x', after: '' });
    const long = '[' + '1,'.repeat(100) + 'x]';
    const c = errorContext(long, long.indexOf('x'), 10);
    expect(c).toEqual({ before: '1,1,1,1,1,', at: 'x', after: ']' });
  });
  it('offers a sample schema that is valid JSON', () => {
    expect(validateJson(SAMPLE_SCHEMA).isValid).toBe(true);
  });
});
