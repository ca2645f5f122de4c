import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  LANGUAGES,
  formatStackTrace,
  splitStackLines,
  tokenizeLine,
  type Language,
  type LineClass,
  type Token,
} from './logic';
import { classifyLines } from './rules';

const dir = join(__dirname, 'fixtures');
const fixture = (name: string) => readFileSync(join(dir, name), 'utf8');
const CODE: Record<LineClass, string> = {
  exception: 'x',
  method: 'm',
  file: 'f',
  cause: 'c',
  'end-inner': 'e',
  plain: '.',
};
/** One letter per line: x exception, m method, f file, c cause, e end-inner, . plain. */
const classes = (text: string, language: Language) =>
  formatStackTrace(text, language)
    .map((l) => CODE[l.className])
    .join('');
const kinds = (tokens: Token[]) => tokens.map((t) => [t.kind, t.text]);

describe('real traces are classified by their language tab', () => {
  it.each([
    ['node-fs.txt', 'javascript', '....xmmmmmmmmmm........'],
    ['node-cause.txt', 'javascript', 'xmcmmcmm...'],
    ['node-aggregate.txt', 'javascript', 'x.xmmmmmmmxmmmmmmm...'],
    ['node-argtype.txt', 'javascript', '....xmmmmmmmm.....'],
    ['py-chain.txt', 'python', '.f..x.c..f.f.x.c..f.f..x.'],
    ['py-custom.txt', 'python', '.f.f.x.'],
    ['py-group.txt', 'python', '.f.x..f..f.x..f..f.x..'],
    ['java-suppressed.txt', 'java', 'xmmcm.cm..'],
    ['java-nomessage.txt', 'java', 'xmm.'],
    ['dotnet-socket.txt', 'dotnet', 'xcmmmemmemm.'],
    ['dotnet-filenotfound.txt', 'dotnet', 'x.mmm.'],
    ['dotnet-trimmed.txt', 'dotnet', 'xcmem.'],
    ['py-stdlib.txt', 'python', '.f.f..f..f..f..x.'],
    ['java-streams.txt', 'java', 'xmmmmmmmmmmmm.'],
    ['node-json.txt', 'javascript', '...xmmmmmmmmm...'],
  ] as const)('%s (%s)', (name, language, expected) => {
    expect(classes(fixture(name), language)).toBe(expected);
  });
  it('has a fixture for every file in the folder', () => {
    expect(readdirSync(dir).filter((f) => f.endsWith('.txt'))).toHaveLength(15);
  });
  it('the tabs mean something: the shared rules alone misread these lines', () => {
    const generic = (name: string) => classes(fixture(name), 'generic');
    // Python: a custom exception without Error/Exception in its name; the source line under a frame
    expect(generic('py-custom.txt').at(-2)).toBe('.');
    expect(
      classes(
        'Traceback (most recent call last):\n  File "a.py", line 1, in f\n    print("Error: x")\nOops: y',
        'python',
      ),
    ).toBe('.f.x');
    expect(
      classes(
        'Traceback (most recent call last):\n  File "a.py", line 1, in f\n    print("Error: x")\nOops: y',
        'generic',
      ),
    ).toBe('.fx.');
    // Java: an exception without a message
    expect(generic('java-nomessage.txt')[0]).toBe('.');
    expect(generic('java-suppressed.txt')[3]).toBe('x');
    // .NET: 'File name:' is plain text, the bare resource key and the async marker are markers
    expect(generic('dotnet-filenotfound.txt')[1]).toBe('f');
    expect(generic('dotnet-trimmed.txt')[3]).toBe('.');
    expect(classes('System.Net.Sockets.SocketException (111): Connection refused', 'dotnet')).toBe('x');
    expect(classes('System.Net.Sockets.SocketException (111): Connection refused', 'generic')).toBe('.');
    // Node: an error code in brackets, a cause, a property block
    expect(generic('node-argtype.txt')[4]).toBe('.');
    expect(classes("Error: x\n    at f (a.js:1:1) {\n  message: 'Error: inner',\n  code: 'E'\n}", 'javascript')).toBe(
      'xm...',
    );
    expect(classes("Error: x\n    at f (a.js:1:1) {\n  message: 'Error: inner',\n  code: 'E'\n}", 'generic')).toBe(
      'xmx..',
    );
  });
  it('every language keeps the shared rules for lines it has no rule of its own for', () => {
    const shared = [
      'System.Exception: boom',
      '   at A.B() in C:\\a.cs:line 3',
      'Caused by: java.io.IOException: disk',
      '   --- End of inner exception stack trace ---',
      'plain text',
    ];
    for (const language of LANGUAGES)
      expect(classifyLines(shared, language)).toEqual(['exception', 'method', 'cause', 'end-inner', 'plain']);
  });
});

describe('tokens of the new line forms', () => {
  it('Node: code in brackets, async and new frames, a frame that opens a property block', () => {
    expect(
      kinds(tokenizeLine('TypeError [ERR_INVALID_ARG_TYPE]: The "path" argument must be of type string', 'exception')),
    ).toEqual([
      ['exceptionType', 'TypeError [ERR_INVALID_ARG_TYPE]'],
      ['punctuation', ':'],
      ['message', ' The "path" argument must be of type string'],
    ]);
    expect(kinds(tokenizeLine('      at async main (/app/a.js:3:9) {', 'method'))).toEqual([
      ['text', '      '],
      ['keyword', 'at async '],
      ['methodName', 'main'],
      ['text', ' '],
      ['punctuation', '('],
      ['filePath', '/app/a.js'],
      ['lineNumber', ':3:9'],
      ['punctuation', ')'],
      ['punctuation', ' {'],
    ]);
    expect(kinds(tokenizeLine('    at new Loader (/app/a.js:3:44)', 'method')).slice(1, 3)).toEqual([
      ['keyword', 'at new '],
      ['methodName', 'Loader'],
    ]);
    expect(kinds(tokenizeLine('    at <anonymous>', 'method'))).toEqual([
      ['text', '    '],
      ['keyword', 'at '],
      ['methodName', '<anonymous>'],
    ]);
    expect(kinds(tokenizeLine('  [cause]: Error: got string', 'cause'))).toEqual([
      ['text', '  '],
      ['keyword', '[cause]:'],
      ['text', ' '],
      ['exceptionType', 'Error'],
      ['punctuation', ':'],
      ['message', ' got string'],
    ]);
  });
  it('Java and .NET: no message, a thread lead-in, nested classes, an error code', () => {
    expect(kinds(tokenizeLine('Exception in thread "main" com.example.App$Missing', 'exception'))).toEqual([
      ['keyword', 'Exception in thread "main" '],
      ['exceptionType', 'com.example.App$Missing'],
    ]);
    expect(kinds(tokenizeLine(' ---> System.Net.Sockets.SocketException (111): Connection refused', 'cause'))).toEqual([
      ['text', ' '],
      ['keyword', '--->'],
      ['text', ' '],
      ['exceptionType', 'System.Net.Sockets.SocketException (111)'],
      ['punctuation', ':'],
      ['message', ' Connection refused'],
    ]);
  });
  it('Python: exception group lines keep their frame, a chaining sentence is a cause', () => {
    expect(kinds(tokenizeLine('    | ValueError: negative: -1', 'exception'))).toEqual([
      ['punctuation', '    | '],
      ['exceptionType', 'ValueError'],
      ['punctuation', ':'],
      ['message', ' negative: -1'],
    ]);
    expect(kinds(tokenizeLine('  |   File "/a.py", line 12, in <module>', 'file'))[0]).toEqual(['punctuation', '  | ']);
    expect(
      kinds(tokenizeLine('The above exception was the direct cause of the following exception:', 'cause')),
    ).toEqual([['keyword', 'The above exception was the direct cause of the following exception:']]);
  });
  it('tokens concatenate to the line for every language and real line (property)', () => {
    const lines = readdirSync(dir)
      .filter((f) => f.endsWith('.txt'))
      .flatMap((f) => fixture(f).split('\n'));
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.array(fc.constantFrom(...lines), { maxLength: 12 }),
        (language, ls) => {
          for (const l of formatStackTrace(ls.join('\n'), language))
            expect(l.tokens.map((t) => t.text).join('')).toBe(l.content);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('lines and rows', () => {
  it('a bare CR ends a line like LF and CRLF do', () => {
    const lf = 'Error: x\n    at f (a.js:1:2)\n    at g (a.js:3:4)';
    for (const eol of ['\n', '\r\n', '\r']) {
      const text = lf.replace(/\n/g, eol);
      expect(formatStackTrace(text, 'javascript').map((l) => [l.content, l.className])).toEqual([
        ['Error: x', 'exception'],
        ['    at f (a.js:1:2)', 'method'],
        ['    at g (a.js:3:4)', 'method'],
      ]);
    }
    expect(splitStackLines('a\r\nb\rc\n')).toEqual([
      { content: 'a', original: 'a\r' },
      { content: 'b', original: 'b' },
      { content: 'c', original: 'c' },
      { content: '', original: '' },
    ]);
  });
});
