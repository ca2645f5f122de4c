import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeAs } from './escape';
import { LANGUAGES, type EscapeSettings, type Language } from './languages';
import { convert, firstDifference, isStillEscaped, looksLikeEscapedJson, MESSAGES } from './logic';
import { unescapeAs } from './unescape';

/** Characters each language treats specially, drawn often so the properties meet every rule. */
const special = fc.constantFrom(
  '"',
  "'",
  '`',
  '\\',
  '\n',
  '\r',
  '\r\n',
  '\t',
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '${',
  '$',
  ',',
  ' ',
  '&',
  '<',
  '0',
  '7',
  'x',
  'é',
  '😀',
);
/** Any code point, lone surrogates (U+D800–U+DFFF taken alone) included. */
const anyUnit = fc.oneof(
  special,
  fc.integer({ min: 0, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp)),
);
/** Any code point but the surrogates: well-formed Unicode, which UTF-8 languages can hold. */
const wellFormedUnit = fc.oneof(
  special,
  fc
    .integer({ min: 0, max: 0x10ffff })
    .filter((cp) => cp < 0xd800 || cp > 0xdfff)
    .map((cp) => String.fromCodePoint(cp)),
);
const settings: fc.Arbitrary<EscapeSettings> = fc.record({
  quote: fc.constantFrom('double', 'single', 'backtick'),
  asciiOnly: fc.boolean(),
  es6: fc.boolean(),
});

/**
 * Which texts each language can hold. A UTF-16 language (JSON, JavaScript, Java, C#, and Python,
 * whose str holds any code point) holds lone surrogates; Go, shell, bash, SQL, HTML and CSV are
 * UTF-8 text and cannot. Shell words and bash strings cannot hold NUL (C strings), nor can HTML
 * (the parser turns it into U+FFFD).
 */
const texts: Record<Language, fc.Arbitrary<string>> = {
  json: fc.string({ unit: anyUnit }),
  javascript: fc.string({ unit: anyUnit }),
  java: fc.string({ unit: anyUnit }),
  csharp: fc.string({ unit: anyUnit }),
  python: fc.string({ unit: anyUnit }),
  go: fc.string({ unit: wellFormedUnit }),
  shell: fc.string({ unit: wellFormedUnit }).map((s) => s.replaceAll('\u0000', '')),
  bash: fc.string({ unit: wellFormedUnit }).map((s) => s.replaceAll('\u0000', '')),
  sql: fc.string({ unit: wellFormedUnit }),
  mysql: fc.string({ unit: wellFormedUnit }),
  html: fc.string({ unit: wellFormedUnit }).map((s) => s.replaceAll('\u0000', '')),
  csv: fc.string({ unit: wellFormedUnit }),
};

describe('round trip: unescape(escape(x)) = x', () => {
  for (const { id } of LANGUAGES) {
    it(`holds for ${id}`, () => {
      fc.assert(
        fc.property(texts[id], settings, (text, s) => {
          expect(unescapeAs(id, escapeAs(id, text, s)).text).toBe(text);
        }),
        { numRuns: 300 },
      );
    });
  }
  it('gives JSON that JSON.parse reads back', () => {
    fc.assert(
      fc.property(texts.json, settings, (text, s) => {
        expect(JSON.parse(escapeAs('json', text, s))).toBe(text);
      }),
    );
  });
});

describe('convert', () => {
  const base = { quote: 'double', asciiOnly: false, es6: false } as const;
  it('escapes with a passing round trip', () => {
    expect(convert({ ...base, mode: 'escape', language: 'json', input: 'a"b' })).toEqual({
      ok: true,
      output: '"a\\"b"',
      details: { roundTrip: { ok: true }, stillEscaped: false, note: null },
    });
  });
  it('reports an invalid escape with its line, column and offset', () => {
    expect(convert({ ...base, mode: 'unescape', language: 'json', input: '"Hello\\q"' })).toEqual({
      ok: false,
      title: MESSAGES.cannotUnescape('json'),
      message: expect.stringContaining('Invalid escape \\q'),
      place: { line: 1, column: 7, offset: 6 },
    });
    // a template literal may span lines
    expect(
      convert({ ...base, mode: 'unescape', language: 'javascript', input: '`line one\nHello \\x4`' }),
    ).toMatchObject({
      ok: false,
      place: { line: 2, column: 7, offset: 16 },
    });
  });
  it('reports a character the language cannot hold with its place', () => {
    expect(convert({ ...base, mode: 'escape', language: 'go', input: 'ab\n\ud800' })).toMatchObject({
      ok: false,
      title: MESSAGES.cannotEscape('go'),
      place: { line: 2, column: 1, offset: 3 },
    });
    // lines end at LF as the editor numbers them: a lone CR stays inside its line
    expect(convert({ ...base, mode: 'escape', language: 'go', input: 'a\r\nb\rc\ud800' })).toMatchObject({
      place: { line: 2, column: 4, offset: 6 },
    });
  });
  it('says when the unescaped text is itself escaped (escaped twice)', () => {
    const twice = JSON.stringify(JSON.stringify('a "quoted"\nline'));
    const once = convert({ ...base, mode: 'unescape', language: 'json', input: twice });
    expect(once).toMatchObject({ ok: true, details: { stillEscaped: true } });
    const again = once.ok ? convert({ ...base, mode: 'unescape', language: 'json', input: once.output }) : once;
    expect(again).toMatchObject({ ok: true, output: 'a "quoted"\nline', details: { stillEscaped: false } });
  });
  it('keeps a note of what the language reads but does not escape', () => {
    expect(convert({ ...base, mode: 'unescape', language: 'python', input: "'x\\d'" })).toMatchObject({
      ok: true,
      output: 'x\\d',
      details: { note: { line: 1, column: 3, offset: 2 } },
    });
  });
});

describe('isStillEscaped', () => {
  it('sees escapes the language would read again, and nothing in plain text', () => {
    expect(isStillEscaped('json', 'say \\"hi\\"')).toBe(true);
    expect(isStillEscaped('json', '"say \\"hi\\""')).toBe(true);
    expect(isStillEscaped('json', 'C:\\Users')).toBe(false);
    // a JSON document with escaped strings in it is not a string escaped twice
    expect(isStillEscaped('json', '{"msg": "hi\\nthere"}')).toBe(false);
    expect(isStillEscaped('python', "it's \\n")).toBe(false);
    expect(isStillEscaped('html', '&lt;b&gt;')).toBe(true);
    expect(isStillEscaped('html', 'a & b')).toBe(false);
    expect(isStillEscaped('sql', "'it''s'")).toBe(true);
    expect(isStillEscaped('csv', 'plain')).toBe(false);
  });
});

describe('looksLikeEscapedJson', () => {
  it('takes a quoted text with an escaped quote or line break', () => {
    expect(looksLikeEscapedJson('"{\\"a\\": 1}"')).toBe(true);
    expect(looksLikeEscapedJson('  "line\\nbreak"\n')).toBe(true);
    expect(looksLikeEscapedJson('"plain"')).toBe(false);
    expect(looksLikeEscapedJson('say \\"hi\\"')).toBe(false);
    expect(looksLikeEscapedJson('"')).toBe(false);
  });
});

describe('firstDifference', () => {
  it('names the first character that differs and where', () => {
    expect(firstDifference('ab\r\nc', 'ab\r\nc')).toBeNull();
    expect(firstDifference('ab\ncd', 'ab\nce')).toBe(
      'Round trip differs at line 2, column 2: “d” (U+0064) came back as “e” (U+0065)',
    );
    expect(firstDifference('a\r', 'a\n')).toContain('U+000D (carriage return) came back as U+000A (line feed)');
    expect(firstDifference('ab', 'a')).toContain('came back as the end');
  });
});
