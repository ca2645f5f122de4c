import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Language } from './languages';
import {
  UnescapeError,
  unescapeAs,
  unescapeCSharp,
  unescapeCsv,
  unescapeGo,
  unescapeHtml,
  unescapeJava,
  unescapeJavaScript,
  unescapeMySql,
  unescapeJson,
  unescapePython,
  unescapeShell,
  unescapeSql,
} from './unescape';

function refusal(f: () => unknown): UnescapeError {
  try {
    f();
  } catch (e) {
    if (e instanceof UnescapeError) return e;
    throw e;
  }
  throw new Error('expected UnescapeError');
}

const text = (language: Language, input: string) => unescapeAs(language, input).text;

describe('JSON', () => {
  it('reads what JSON.parse reads, with or without the quotes', () => {
    for (const literal of ['"caf\\u00e9 \\u2615 \\ud83d\\ude00"', '"a\\/b\\b\\f\\n\\r\\t\\"\\\\"', '"\\ud800"', '""']) {
      expect(unescapeJson(literal).text).toBe(JSON.parse(literal));
      expect(unescapeJson(literal.slice(1, -1)).text).toBe(JSON.parse(literal));
    }
  });
  it('takes surrounding white space as outside the literal', () => {
    expect(unescapeJson('  "a\\nb"\n').text).toBe('a\nb');
  });
  it('reports an invalid escape at its backslash', () => {
    const e = refusal(() => unescapeJson('"Hello\\q"'));
    expect(e.offset).toBe(6);
    expect(e.message).toContain('Invalid escape \\q');
  });
  it('reports a short \\u, a raw control character, an early quote and a trailing backslash', () => {
    expect(refusal(() => unescapeJson('"\\u12g4"')).offset).toBe(1);
    expect(refusal(() => unescapeJson('"a\nb"')).message).toContain('U+000A (line feed)');
    expect(refusal(() => unescapeJson('"a"b"')).offset).toBe(2);
    expect(refusal(() => unescapeJson('"ab\\"')).offset).toBe(3);
  });
});

describe('JavaScript', () => {
  // each literal is also given to V8 (node:vm), whose value is the expected text
  const literals = [
    `'it\\'s \\x41\\u00e9\\u{1F600}\\0'`,
    `"\\b\\f\\n\\r\\t\\v\\\\\\""`,
    `'\\q\\d'`,
    `'a\\\nb\\\r\nc'`,
    `'\\101\\12\\0\\8'`,
    '`a\r\nb\rc\\${x}`',
    '`\\u2028\u2029`',
    `'\\ud83d\\ude00 \\ud800'`,
  ];
  it.each(literals)('reads %s as V8 does', (literal) => {
    expect(unescapeJavaScript(literal).text).toBe(runInNewContext(literal));
  });
  it('notes an identity escape and a legacy octal escape', () => {
    expect(unescapeJavaScript("'\\q'").note).toEqual({
      message: expect.stringContaining('reads it as “q”'),
      offset: 1,
    });
    expect(unescapeJavaScript("'\\012'").note?.message).toContain('legacy octal');
  });
  it('refuses octal escapes, raw ${ and raw backticks in a template', () => {
    expect(refusal(() => unescapeJavaScript('`a\\1`')).offset).toBe(2);
    expect(refusal(() => unescapeJavaScript('`a${b}`')).offset).toBe(2);
    expect(refusal(() => unescapeJavaScript('`a`b`')).offset).toBe(2);
  });
  it('refuses a raw line break in a quoted string, bad \\x, \\u and \\u{}', () => {
    expect(refusal(() => unescapeJavaScript("'a\nb'")).offset).toBe(2);
    expect(refusal(() => unescapeJavaScript("'\\x4'")).offset).toBe(1);
    expect(refusal(() => unescapeJavaScript("'\\u00e'")).offset).toBe(1);
    expect(refusal(() => unescapeJavaScript("'\\u{110000}'")).offset).toBe(1);
  });
});

describe('Java', () => {
  // javac 17 compiled each literal; the program printed the chars given here
  it('reads escapes as javac does', () => {
    expect(unescapeJava('"He said \\"hi\\"\\n\\tand left\\\\"').text).toBe('He said "hi"\n\tand left\\');
    expect(unescapeJava('"nul\\000 unit\\037 del\\177 bs\\b ff\\f cr\\r"').text).toBe(
      'nul\u0000 unit\u001f del\u007f bs\b ff\f cr\r',
    );
    expect(unescapeJava('"caf\\u00e9 \\ud83d\\ude00 lone\\ud800"').text).toBe('caf\u00e9 \ud83d\ude00 lone\ud800');
    expect(unescapeJava('"\\0\\12\\377\\s\\\'"').text).toBe("\u0000\n\u00ff '");
    expect(unescapeJava('"\\uuu0041"').text).toBe('A');
  });
  it('reads \\400 as octal \\40 then "0" (three digits only when the first is 0–3)', () => {
    expect(unescapeJava('"\\400"').text).toBe(' 0');
  });
  it('refuses an illegal escape character and a raw line break', () => {
    const e = refusal(() => unescapeJava('"ab\\q"'));
    expect([e.offset, e.message.startsWith('Illegal escape character \\q')]).toEqual([3, true]);
    expect(refusal(() => unescapeJava('"a\nb"')).offset).toBe(2);
    expect(refusal(() => unescapeJava('"\\u00g0"')).offset).toBe(1);
  });
});

describe('C#', () => {
  it('reads the C# spec examples (§6.4.5.6)', () => {
    expect(unescapeCSharp('"hello \\t world"').text).toBe('hello \t world');
    expect(unescapeCSharp('@"hello \\t world"').text).toBe('hello \\t world');
    expect(unescapeCSharp('"Joe said \\"Hello\\" to me"').text).toBe('Joe said "Hello" to me');
    expect(unescapeCSharp('@"Joe said ""Hello"" to me"').text).toBe('Joe said "Hello" to me');
    expect(unescapeCSharp('"\\\\\\\\server\\\\share\\\\file.txt"').text).toBe('\\\\server\\share\\file.txt');
    expect(unescapeCSharp('@"\\\\server\\share\\file.txt"').text).toBe('\\\\server\\share\\file.txt');
    expect(unescapeCSharp('@"one\r\ntwo"').text).toBe('one\r\ntwo');
  });
  it('reads \\x greedily, up to four hex digits (the spec\'s "\\x9Bad text" is U+9BAD then " text")', () => {
    expect(unescapeCSharp('"\\x9Bad text"').text).toBe('\u9bad text');
    expect(unescapeCSharp('"\\x0009Good text"').text).toBe('\tGood text');
  });
  it('reads \\0 \\a \\e \\v and \\U', () => {
    expect(unescapeCSharp('"\\0\\a\\e\\v\\U0001F600"').text).toBe('\u0000\u0007\u001b\u000b😀');
  });
  it('refuses an unrecognized escape sequence and a newline in the constant', () => {
    expect(refusal(() => unescapeCSharp('"\\q"')).message).toBe('Unrecognized escape sequence \\q');
    expect(refusal(() => unescapeCSharp('"a\u2028"')).offset).toBe(2);
    expect(refusal(() => unescapeCSharp('"\\U00110000"')).offset).toBe(1);
  });
});

describe('Python', () => {
  // python3: ast.literal_eval(literal)
  const vectors: [string, string][] = [
    ["'\\a\\b\\f\\n\\r\\t\\v\\\\\\'\\\"'", '\u0007\b\f\n\r\t\u000b\\\'"'],
    ["'\\0\\12\\101\\777'", '\u0000\nA\u01ff'],
    ["'\\x41\\u00e9\\U0001F600'", 'A\u00e9\ud83d\ude00'],
    ["'a\\\nb'", 'ab'],
    ['"\\q\\d"', '\\q\\d'],
    ["'''two\nlines'''", 'two\nlines'],
    ["'\\ud800x'", '\ud800x'],
  ];
  it.each(vectors)('reads %s as ast.literal_eval does', (literal, value) => {
    expect(unescapePython(literal).text).toBe(value);
  });
  it('notes an unknown escape, kept with its backslash', () => {
    expect(unescapePython("'ab\\q'").note).toEqual({ message: expect.stringContaining('\\q'), offset: 3 });
  });
  it('refuses truncated \\x \\u \\U, \\N{…}, a code point past 10FFFF and a line break in a one-line string', () => {
    expect(refusal(() => unescapePython("'\\x4'")).message).toBe('Truncated \\xXX escape');
    expect(refusal(() => unescapePython("'\\u12'")).offset).toBe(1);
    expect(refusal(() => unescapePython("'\\U00110000'")).message).toContain('illegal Unicode character');
    expect(refusal(() => unescapePython("'\\N{BULLET}'")).offset).toBe(1);
    expect(refusal(() => unescapePython("'a\nb'")).offset).toBe(2);
  });
});

describe('Go', () => {
  // the Go spec's string literal examples: each line below "represents the same string"
  it('reads the spec examples', () => {
    for (const literal of [
      '"日本語"',
      '"\\u65e5本\\U00008a9e"',
      '"\\u65e5\\u672c\\u8a9e"',
      '"\\U000065e5\\U0000672c\\U00008a9e"',
      '"\\xe6\\x97\\xa5\\xe6\\x9c\\xac\\xe8\\xaa\\x9e"',
    ]) {
      expect(unescapeGo(literal).text).toBe('日本語');
    }
    expect(unescapeGo('"\\""').text).toBe('"');
    expect(unescapeGo('`\\n`').text).toBe('\\n');
    expect(unescapeGo('"\\a\\b\\f\\n\\r\\t\\v\\\\\\101"').text).toBe('\u0007\b\f\n\r\t\u000b\\A');
  });
  it('drops CR from a raw string', () => {
    expect(unescapeGo('`a\r\nb`').text).toBe('a\nb');
  });
  it("refuses the spec's illegal examples: a surrogate half and a code point past 10FFFF", () => {
    expect(refusal(() => unescapeGo('"\\uD800"')).message).toContain('invalid Unicode code point');
    expect(refusal(() => unescapeGo('"\\U00110000"')).message).toContain('invalid Unicode code point');
  });
  it("refuses \\' in a string, bytes that are not UTF-8, short octal and a newline", () => {
    expect(refusal(() => unescapeGo('"\\\'"')).message).toBe("Unknown escape sequence \\'");
    const bytes = refusal(() => unescapeGo('"ok \\xff\\u00FF"'));
    expect([bytes.offset, bytes.message]).toEqual([4, expect.stringContaining('\\xff')]);
    expect(refusal(() => unescapeGo('"\\12"')).offset).toBe(1);
    expect(refusal(() => unescapeGo('"\\400"')).message).toContain('> 255');
    expect(refusal(() => unescapeGo('"a\nb"')).offset).toBe(2);
  });
});

describe('shell', () => {
  // bash 5.2: printf '%s' <word> printed these texts
  it.each([
    [
      "$'tab\\there\\x01\\e[0m it\\'s \\\\ \\u263a \\U0001F600 \\101\\cA'",
      "tab\there\u0001\u001b[0m it's \\ ☺ 😀 A\u0001",
    ],
    [`'it'"'"'s a file.txt'`, "it's a file.txt"],
    ['"a \\$HOME \\"q\\" \\\\ \\n"', 'a $HOME "q" \\ \\n'],
    ["a\\ b\\'c", "a b'c"],
    ["''", ''],
    ["$'\\xe2\\x98\\xba'", '☺'],
  ])('reads %s as bash does', (word, value) => {
    expect(unescapeShell(word).text).toBe(value);
  });
  it('notes an escape bash keeps with its backslash', () => {
    expect(unescapeShell("$'\\q'").note?.offset).toBe(2);
  });
  it('refuses white space, expansions and unclosed quotes, each at its place', () => {
    expect(refusal(() => unescapeShell('a b')).offset).toBe(1);
    expect(refusal(() => unescapeShell('a$b')).offset).toBe(1);
    expect(refusal(() => unescapeShell('"a$b"')).offset).toBe(2);
    expect(refusal(() => unescapeShell("x'abc")).offset).toBe(1);
    expect(refusal(() => unescapeShell('x"abc')).offset).toBe(1);
    expect(refusal(() => unescapeShell("$'abc")).offset).toBe(0);
  });
  it('reads bash and POSIX words with the same rules', () => {
    expect(text('bash', "'a'\\''b'")).toBe(text('shell', "'a'\\''b'"));
  });
});

describe('SQL', () => {
  // sqlite3: select <literal>
  it.each([
    ["'it''s'", "it's"],
    ["''", ''],
    ["'a\nb ''x'' \\n'", "a\nb 'x' \\n"],
    ["'café ''☕'''", "café '☕'"],
  ])('reads %s as sqlite does', (literal, value) => {
    expect(unescapeSql(literal).text).toBe(value);
  });
  it('refuses a lone quote at its place', () => {
    expect(refusal(() => unescapeSql("'it's'")).offset).toBe(3);
  });
});

describe('MySQL', () => {
  // the MySQL manual (String Literals): the table of escapes; \% and \_ keep their backslash; \x is x;
  // '' inside '…' and "" inside "…" stand for the quote
  it.each([
    ["'a\\0b\\'c\\\"d\\be\\nf\\rg\\th\\Zi\\\\j'", 'a\u0000b\'c"d\be\nf\rg\th\u001ai\\j'],
    ["'50\\% off\\_x'", '50\\% off\\_x'],
    ["'it''s'", "it's"],
    ['"say ""hi"""', 'say "hi"'],
    ['a\\qb', 'aqb'],
  ])('reads %s as MySQL does', (literal, value) => {
    expect(unescapeMySql(literal).text).toBe(value);
  });
  // PyMySQL 2.2.8: pymysql.converters.escape_string('a\x00b\'c"d\x08e\nf\rg\th\x1ai\\j%k_l'), quoted
  it('reads back what PyMySQL writes', () => {
    expect(unescapeMySql("'a\\0b\\'c\\\"d\be\\nf\\rg\th\\Zi\\\\j%k_l'").text).toBe(
      'a\u0000b\'c"d\be\nf\rg\th\u001ai\\j%k_l',
    );
  });
  it('notes a backslash MySQL drops, and refuses a lone quote at its place', () => {
    expect(unescapeMySql('a\\qb').note?.offset).toBe(1);
    expect(refusal(() => unescapeMySql("'it's'")).offset).toBe(3);
  });
});

describe('HTML', () => {
  // python3: html.unescape(s)
  it.each([
    ['&lt;&gt;&amp;&quot;&#x27;&#39;', "<>&\"''"],
    ['&eacute;&Eacute;&copy&copy;&notit;&notin;', '\u00e9\u00c9\u00a9\u00a9\u00acit;\u2209'],
    ['&#128;&#x80;&#0;&#xD800;&#x110000;&#65;&#x1F600;', '\u20ac\u20ac\ufffd\ufffd\ufffdA\ud83d\ude00'],
    ['&amp;amp; &unknown; & &#; &#x;', '&amp; &unknown; & &#; &#x;'],
    ['&NotNestedGreaterGreater;&nbsp&nbsp;', '\u2aa2\u0338\u00a0\u00a0'],
  ])('reads %s as html.unescape does', (html, value) => {
    expect(unescapeHtml(html).text).toBe(value);
  });
});

describe('CSV', () => {
  // python3: next(csv.reader([field]))[0]
  it.each([
    ['"a,b"', 'a,b'],
    ['"say ""hi"""', 'say "hi"'],
    ['"two\nlines"', 'two\nlines'],
    ['plain', 'plain'],
    ['""', ''],
  ])('reads %s as the csv module does', (field, value) => {
    expect(unescapeCsv(field).text).toBe(value);
  });
  it('refuses a lone quote, a quote in an unquoted field and a second field', () => {
    expect(refusal(() => unescapeCsv('"a"b"')).offset).toBe(2);
    expect(refusal(() => unescapeCsv('a"b')).offset).toBe(1);
    expect(refusal(() => unescapeCsv('a,b')).message).toContain('more than one field');
  });
});
