import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  escapeBash,
  escapeCSharp,
  escapeCsv,
  escapeGo,
  escapeHtml,
  escapeJava,
  escapeJavaScript,
  escapeJson,
  escapeMySql,
  escapePython,
  escapeShell,
  escapeSql,
  isPrintable,
  Unrepresentable,
} from './escape';
import { DEFAULT_SETTINGS, type EscapeSettings } from './languages';

const plain = DEFAULT_SETTINGS;
const ascii: EscapeSettings = { ...DEFAULT_SETTINGS, asciiOnly: true };

/** The sample texts every table below shares, written once. */
const S = {
  quoted: 'He said "hi"\n\tand left\\',
  apostrophe: "it's",
  controls: 'tab\tnul\u0000bell\u0007\u001b\u007f',
  unicode: 'caf\u00e9 \u2615 \ud83d\ude00',
  crlf: 'line1\r\nline2',
  separators: '\u2028\u2029',
  invisible: '\u00ad\u200b\u00a0\udb40\udc01\ue000',
  empty: '',
  markup: '<a href="x">&\'</a>',
  safe: 'safe-word_1.2/x@%+=:,',
};

function thrown(f: () => unknown): Unrepresentable {
  try {
    f();
  } catch (e) {
    if (e instanceof Unrepresentable) return e;
    throw e;
  }
  throw new Error('expected Unrepresentable');
}

describe('JSON', () => {
  // python3: json.dumps(s, ensure_ascii=False), json.dumps(s)
  const vectors: [string, string, string][] = [
    [S.quoted, '"He said \\"hi\\"\\n\\tand left\\\\"', '"He said \\"hi\\"\\n\\tand left\\\\"'],
    [S.apostrophe, '"it\'s"', '"it\'s"'],
    [S.controls, '"tab\\tnul\\u0000bell\\u0007\\u001b\u007f"', '"tab\\tnul\\u0000bell\\u0007\\u001b\\u007f"'],
    [S.unicode, '"caf\u00e9 \u2615 \ud83d\ude00"', '"caf\\u00e9 \\u2615 \\ud83d\\ude00"'],
    [S.crlf, '"line1\\r\\nline2"', '"line1\\r\\nline2"'],
    [S.separators, '"\u2028\u2029"', '"\\u2028\\u2029"'],
    [S.invisible, '"\u00ad\u200b\u00a0\udb40\udc01\ue000"', '"\\u00ad\\u200b\\u00a0\\udb40\\udc01\\ue000"'],
    [S.empty, '""', '""'],
    [S.markup, '"<a href=\\"x\\">&\'</a>"', '"<a href=\\"x\\">&\'</a>"'],
  ];
  it.each(vectors)('writes %j as json.dumps does', (text, keep, escapeAll) => {
    expect(escapeJson(text, plain)).toBe(keep);
    expect(escapeJson(text, ascii)).toBe(escapeAll);
  });
  it('writes a lone surrogate as \\udXXX, as JSON.stringify does since ES2019', () => {
    // node -e 'console.log(JSON.stringify("a\ud800b\udfff"))' prints "a\ud800b\udfff"
    expect(escapeJson('a\ud800b\udfff', plain)).toBe('"a\\ud800b\\udfff"');
    expect(escapeJson('\ud800', plain)).toBe(JSON.stringify('\ud800'));
  });
});

describe('JavaScript', () => {
  it('writes a double-quoted literal as JSON.stringify does where the rules meet', () => {
    for (const text of [S.quoted, S.crlf, S.unicode, S.markup])
      expect(escapeJavaScript(text, plain)).toBe(JSON.stringify(text));
  });
  it('escapes only the chosen quote', () => {
    expect(escapeJavaScript(`a'b"c\`d`, { ...plain, quote: 'single' })).toBe(`'a\\'b"c\`d'`);
    expect(escapeJavaScript(`a'b"c\`d`, { ...plain, quote: 'double' })).toBe(`"a'b\\"c\`d"`);
    expect(escapeJavaScript(`a'b"c\`d`, { ...plain, quote: 'backtick' })).toBe(`\`a'b"c\\\`d\``);
  });
  it('writes ${ as \\${ in a template literal only', () => {
    expect(escapeJavaScript('${x} $y {z}', { ...plain, quote: 'backtick' })).toBe('`\\${x} $y {z}`');
    expect(escapeJavaScript('${x}', plain)).toBe('"${x}"');
  });
  it('writes NUL as \\0, but as \\x00 before a digit', () => {
    expect(escapeJavaScript('\u0000a\u00001', plain)).toBe('"\\0a\\x001"');
  });
  it('names \\b \\f \\n \\r \\t \\v and writes other controls and DEL as \\xXX', () => {
    expect(escapeJavaScript('\b\f\n\r\t\v\u0001\u001f\u007f', plain)).toBe('"\\b\\f\\n\\r\\t\\v\\x01\\x1f\\x7f"');
  });
  it('always escapes U+2028, U+2029 and lone surrogates', () => {
    expect(escapeJavaScript('\u2028\u2029\ud800\udc00\udfff', plain)).toBe('"\\u2028\\u2029\ud800\udc00\\udfff"');
  });
  it('with ASCII only writes \\uXXXX pairs, or \\u{…} with ES6', () => {
    expect(escapeJavaScript('é😀', ascii)).toBe('"\\u00e9\\ud83d\\ude00"');
    expect(escapeJavaScript('é😀', { ...ascii, es6: true })).toBe('"\\u00e9\\u{1f600}"');
  });
  it('gives literals V8 reads back as the text, for every quote', () => {
    const text = `${S.quoted}${S.controls}${S.unicode}${S.crlf}${S.separators}\u0000${'${a}'}\`'"\ud800`;
    for (const quote of ['double', 'single', 'backtick'] as const) {
      for (const settings of [plain, ascii, { ...ascii, es6: true }]) {
        expect(runInNewContext(escapeJavaScript(text, { ...settings, quote }))).toBe(text);
      }
    }
  });
});

describe('Java', () => {
  // each literal compiled by javac 17 and its chars printed by the program: the text is what it printed
  const vectors: [string, string][] = [
    [S.quoted, '"He said \\"hi\\"\\n\\tand left\\\\"'],
    ['nul\u0000 unit\u001f del\u007f bs\b ff\f cr\r', '"nul\\000 unit\\037 del\\177 bs\\b ff\\f cr\\r"'],
  ];
  it.each(vectors)('writes %j as javac reads it back', (text, literal) => {
    expect(escapeJava(text, plain)).toBe(literal);
  });
  it('keeps non-ASCII, writes lone surrogates as \\uXXXX, and with ASCII only escapes the rest', () => {
    // javac: "caf\u00e9 \ud83d\ude00 lone\ud800" is 0063 0061 0066 00e9 0020 d83d de00 0020 006c 006f 006e 0065 d800
    expect(escapeJava('caf\u00e9 \ud83d\ude00 lone\ud800', ascii)).toBe('"caf\\u00e9 \\ud83d\\ude00 lone\\ud800"');
    expect(escapeJava('café 😀 \ud800', plain)).toBe('"café 😀 \\ud800"');
  });
  it('never writes \\u000a, which Java would read as a line break before the literal (JLS §3.3)', () => {
    expect(escapeJava('\n\r\u0000', ascii)).not.toMatch(/\\u00/);
  });
});

describe('C#', () => {
  it('writes the C# spec examples (§6.4.5.6)', () => {
    expect(escapeCSharp('Joe said "Hello" to me', plain)).toBe('"Joe said \\"Hello\\" to me"');
    expect(escapeCSharp('\\\\server\\share\\file.txt', plain)).toBe('"\\\\\\\\server\\\\share\\\\file.txt"');
    expect(escapeCSharp('one\r\ntwo\r\nthree', plain)).toBe('"one\\r\\ntwo\\r\\nthree"');
  });
  it('names \\0 \\a \\b \\f \\n \\r \\t \\v and writes other controls as \\u00XX, never \\xXX', () => {
    expect(escapeCSharp('\u0000\u0007\b\f\n\r\t\v\u0001Bad', plain)).toBe('"\\0\\a\\b\\f\\n\\r\\t\\v\\u0001Bad"');
  });
  it('escapes the new-line characters U+0085, U+2028, U+2029 and lone surrogates', () => {
    expect(escapeCSharp('\u0085\u2028\u2029\udc00', plain)).toBe('"\\u0085\\u2028\\u2029\\udc00"');
  });
  it('with ASCII only writes \\uXXXX, and \\UXXXXXXXX outside the BMP', () => {
    expect(escapeCSharp('é😀', ascii)).toBe('"\\u00e9\\U0001f600"');
  });
});

describe('Python', () => {
  // python3: repr(s), ascii(s)
  const vectors: [string, string, string][] = [
    [S.quoted, '\'He said "hi"\\n\\tand left\\\\\'', '\'He said "hi"\\n\\tand left\\\\\''],
    [S.apostrophe, '"it\'s"', '"it\'s"'],
    [S.controls, "'tab\\tnul\\x00bell\\x07\\x1b\\x7f'", "'tab\\tnul\\x00bell\\x07\\x1b\\x7f'"],
    [S.unicode, "'caf\u00e9 \u2615 \ud83d\ude00'", "'caf\\xe9 \\u2615 \\U0001f600'"],
    [S.crlf, "'line1\\r\\nline2'", "'line1\\r\\nline2'"],
    [S.separators, "'\\u2028\\u2029'", "'\\u2028\\u2029'"],
    [S.invisible, "'\\xad\\u200b\\xa0\\U000e0001\\ue000'", "'\\xad\\u200b\\xa0\\U000e0001\\ue000'"],
    [S.empty, "''", "''"],
    [S.markup, "'<a href=\"x\">&\\'</a>'", "'<a href=\"x\">&\\'</a>'"],
    ['both \' and "', "'both \\' and \"'", "'both \\' and \"'"],
    ['\ud800x', "'\\ud800x'", "'\\ud800x'"],
    ['\udfff', "'\\udfff'", "'\\udfff'"],
  ];
  it.each(vectors)('writes %j as repr() and ascii() do', (text, repr, asciiRepr) => {
    expect(escapePython(text, plain)).toBe(repr);
    expect(escapePython(text, ascii)).toBe(asciiRepr);
  });
});

describe('Go', () => {
  it('writes the strconv.Quote and QuoteToASCII examples (pkg.go.dev/strconv)', () => {
    expect(escapeGo('"Fran & Freddie\'s Diner\t☺"', plain)).toBe('"\\"Fran & Freddie\'s Diner\\t☺\\""');
    expect(escapeGo('"Fran & Freddie\'s Diner\t☺"', ascii)).toBe('"\\"Fran & Freddie\'s Diner\\t\\u263a\\""');
  });
  it('names \\a \\b \\f \\n \\r \\t \\v, writes other controls as \\xXX and unprintable runes as \\u or \\U', () => {
    expect(escapeGo('\u0007\b\f\n\r\t\v\u0000\u007f\u00ad\u2028\udb40\udc01', plain)).toBe(
      '"\\a\\b\\f\\n\\r\\t\\v\\x00\\x7f\\u00ad\\u2028\\U000e0001"',
    );
  });
  it('refuses a lone surrogate with its offset: a Go string is UTF-8', () => {
    const e = thrown(() => escapeGo('ab\udc00', plain));
    expect(e.offset).toBe(2);
    expect(e.message).toContain('U+DC00');
  });
});

describe('shell', () => {
  // python3: shlex.quote(s)
  const vectors: [string, string][] = [
    [S.quoted, '\'He said "hi"\n\tand left\\\''],
    [S.apostrophe, `'it'"'"'s'`],
    [S.unicode, "'caf\u00e9 \u2615 \ud83d\ude00'"],
    [S.crlf, "'line1\r\nline2'"],
    [S.empty, "''"],
    [S.markup, `'<a href="x">&'"'"'</a>'`],
    [S.safe, 'safe-word_1.2/x@%+=:,'],
  ];
  it.each(vectors)('writes %j as shlex.quote does', (text, word) => {
    expect(escapeShell(text)).toBe(word);
  });
  it('refuses NUL, which no shell argument can hold', () => {
    expect(thrown(() => escapeShell('a\u0000')).offset).toBe(1);
    expect(thrown(() => escapeBash('ab\u0000', plain)).offset).toBe(2);
  });
  it("writes bash $'…' as bash's printf %q does for controls", () => {
    // bash 5.2: printf '%q' "$(printf 'tab\tx it'"'"'s')" prints $'tab\tx it\'s'
    expect(escapeBash("tab\tx it's", plain)).toBe("$'tab\\tx it\\'s'");
    expect(escapeBash('\u0007\b\u001b\f\n\r\t\v\u0001\\', plain)).toBe("$'\\a\\b\\e\\f\\n\\r\\t\\v\\x01\\\\'");
    expect(escapeBash('☺😀', ascii)).toBe("$'\\u263a\\U0001f600'");
  });
});

describe('SQL', () => {
  // sqlite3: select <literal> gives the text
  it.each([
    ["it's", "'it''s'"],
    ['', "''"],
    ["a\nb 'x' \\n", "'a\nb ''x'' \\n'"],
  ])('writes %j with the quote doubled', (text, literal) => {
    expect(escapeSql(text)).toBe(literal);
  });
  it('refuses a lone surrogate', () => {
    expect(thrown(() => escapeSql('\ud800')).offset).toBe(0);
  });
});

describe('MySQL', () => {
  // the MySQL manual's table of special character escape sequences (String Literals): \0 \' \" \b \n \r \t \Z \\
  it.each([
    ['a\u0000b\'c"d\be\nf\rg\th\u001ai\\j%k_l', "'a\\0b\\'c\\\"d\\be\\nf\\rg\\th\\Zi\\\\j%k_l'"],
    ['', "''"],
    ['Zoë 😀 100%', "'Zoë 😀 100%'"],
  ])('writes %j with the backslash escapes of the manual', (text, literal) => {
    expect(escapeMySql(text)).toBe(literal);
  });
  // PyMySQL 2.2.8 (mysql_real_escape_string's set): pymysql.converters.escape_string of the first text above,
  // which leaves backspace and tab as they are; the tool writes those two by name as well
  it('agrees with PyMySQL but for backspace and tab', () => {
    const pymysql = 'a\\0b\\\'c\\"d\be\\nf\\rg\th\\Zi\\\\j%k_l';
    expect(escapeMySql('a\u0000b\'c"d\be\nf\rg\th\u001ai\\j%k_l')).toBe(
      `'${pymysql.replace('\b', '\\b').replace('\t', '\\t')}'`,
    );
  });
  it('refuses a lone surrogate', () => {
    expect(thrown(() => escapeMySql('\ud800')).offset).toBe(0);
  });
});

describe('HTML', () => {
  // python3: html.escape(s)
  it.each([
    [S.quoted, 'He said &quot;hi&quot;\n\tand left\\'],
    [S.apostrophe, 'it&#x27;s'],
    [S.unicode, 'caf\u00e9 \u2615 \ud83d\ude00'],
    [S.markup, '&lt;a href=&quot;x&quot;&gt;&amp;&#x27;&lt;/a&gt;'],
  ])('writes %j as html.escape does', (text, html) => {
    expect(escapeHtml(text, plain)).toBe(html);
  });
  it('writes CR as &#13;, which the parser would turn into LF (HTML §13.2.3.5)', () => {
    expect(escapeHtml('a\r\nb', plain)).toBe('a&#13;\nb');
  });
  it('refuses NUL and lone surrogates, which the parser replaces with U+FFFD', () => {
    expect(thrown(() => escapeHtml('x\u0000', plain)).offset).toBe(1);
    expect(thrown(() => escapeHtml('x\udc00', plain)).offset).toBe(1);
  });
  it('with ASCII only writes hex character references', () => {
    expect(escapeHtml('é😀', ascii)).toBe('&#xe9;&#x1f600;');
  });
});

describe('CSV', () => {
  // python3: csv.writer(f).writerow([s]), less the row's closing CRLF
  it.each([
    [S.quoted, '"He said ""hi""\n\tand left\\"'],
    [S.apostrophe, "it's"],
    [S.crlf, '"line1\r\nline2"'],
    ['a\rb', '"a\rb"'],
    [S.empty, '""'],
    [S.markup, '"<a href=""x"">&\'</a>"'],
    [S.safe, '"safe-word_1.2/x@%+=:,"'],
    [' lead', ' lead'],
    ['x"y', '"x""y"'],
  ])('writes %j as the csv module does', (text, field) => {
    expect(escapeCsv(text)).toBe(field);
  });
});

describe('printable, as Python and Go define it', () => {
  it('takes the ASCII space but no other separator or format character', () => {
    expect([0x20, 0x41, 0xe9, 0x1f600].every(isPrintable)).toBe(true);
    expect([0xa0, 0xad, 0x200b, 0x2028, 0xe000, 0x378].some(isPrintable)).toBe(false);
  });
});

describe('HTML C1 controls', () => {
  it('keeps U+0080–U+009F as they are even with ASCII only: &#x85; would read as "…" (HTML §13.2.5.80)', () => {
    expect(escapeHtml('\u0085\u00a0', ascii)).toBe('\u0085&#xa0;');
  });
});
