import fc from 'fast-check';
import { CODE_THEME_IDS, resolveCodeTheme } from '@/ui/codeThemeChoices';
import {
  EXAMPLES,
  HTML_CSP,
  LANGUAGES,
  THEMES,
  actionsDisabled,
  buildHtml,
  classifyLine,
  downloadFileName,
  escapeHtml,
  formatLine,
  formatStackTrace,
  tokenizeLine,
  unescapeJsonStack,
  type Token,
} from './logic';

const kinds = (tokens: Token[]) => tokens.map((t) => [t.kind, t.text]);

describe('download name and actions', () => {
  it('names the download stack-trace-{language}.html', () => {
    expect(downloadFileName('python')).toBe('stack-trace-python.html');
    expect(downloadFileName('dotnet')).toBe('stack-trace-dotnet.html');
  });
  it('disables Copy and Download for empty input', () => {
    expect(actionsDisabled('')).toBe(true);
    expect(actionsDisabled('x')).toBe(false);
  });
});

describe('line classification by the shared rules', () => {
  it.each([
    ['System.Exception: boom', 'exception'],
    ['TypeError: x is undefined', 'exception'],
    ['ValueError: bad', 'exception'],
    ['   at Foo.Bar() in C:\\a.cs:line 3', 'method'],
    ['at foo (a.js:1:2)', 'method'],
    ['\tat com.x.Y.z(Y.java:3)', 'method'],
    ['  File "a.py", line 3, in f', 'file'],
    ['Caused by: java.io.IOException: disk', 'cause'],
    [' ---> System.ArgumentException: bad', 'cause'],
    ['   --- End of inner exception stack trace ---', 'end-inner'],
    ['Traceback (most recent call last):', 'plain'],
    ['    return a / b', 'plain'],
    ['', 'plain'],
    ['attribute error', 'plain'],
    ['Filename: x', 'plain'],
  ])('%j is %s', (line, cls) => {
    expect(classifyLine(line)).toBe(cls);
  });
});

describe('tokens', () => {
  it('.NET method: name, parameters, file path, line number', () => {
    expect(kinds(tokenizeLine('   at Shop.Svc.Run(Order order, Int32 n) in C:\\src\\Svc.cs:line 42'))).toEqual([
      ['text', '   '],
      ['keyword', 'at '],
      ['methodName', 'Shop.Svc.Run'],
      ['punctuation', '('],
      ['parameters', 'Order order, Int32 n'],
      ['punctuation', ')'],
      ['text', ' in '],
      ['filePath', 'C:\\src\\Svc.cs'],
      ['lineNumber', ':line 42'],
    ]);
  });
  it('Java method: location inside the parentheses', () => {
    expect(kinds(tokenizeLine('\tat com.example.App.main(App.java:12)'))).toEqual([
      ['text', '\t'],
      ['keyword', 'at '],
      ['methodName', 'com.example.App.main'],
      ['punctuation', '('],
      ['filePath', 'App.java'],
      ['lineNumber', ':12'],
      ['punctuation', ')'],
    ]);
    expect(kinds(tokenizeLine('\tat java.io.F.open0(Native Method)'))).toContainEqual(['parameters', 'Native Method']);
  });
  it('JavaScript method: named and anonymous frames', () => {
    expect(kinds(tokenizeLine('    at renderList (webpack:///src/List.jsx:14:23)'))).toEqual([
      ['text', '    '],
      ['keyword', 'at '],
      ['methodName', 'renderList'],
      ['text', ' '],
      ['punctuation', '('],
      ['filePath', 'webpack:///src/List.jsx'],
      ['lineNumber', ':14:23'],
      ['punctuation', ')'],
    ]);
    expect(kinds(tokenizeLine('    at /app/src/index.js:3:1'))).toEqual([
      ['text', '    '],
      ['keyword', 'at '],
      ['filePath', '/app/src/index.js'],
      ['lineNumber', ':3:1'],
    ]);
  });
  it('Python File line: file path, line number, function', () => {
    expect(kinds(tokenizeLine('  File "/app/main.py", line 12, in <module>'))).toEqual([
      ['text', '  '],
      ['keyword', 'File '],
      ['filePath', '"/app/main.py"'],
      ['text', ', line '],
      ['lineNumber', '12'],
      ['text', ', in '],
      ['methodName', '<module>'],
    ]);
  });
  it('exception and cause lines split type and message', () => {
    expect(kinds(tokenizeLine('ZeroDivisionError: division by zero'))).toEqual([
      ['exceptionType', 'ZeroDivisionError'],
      ['punctuation', ':'],
      ['message', ' division by zero'],
    ]);
    expect(kinds(tokenizeLine('Caused by: java.io.IOException: disk'))).toEqual([
      ['keyword', 'Caused by:'],
      ['text', ' '],
      ['exceptionType', 'java.io.IOException'],
      ['punctuation', ':'],
      ['message', ' disk'],
    ]);
  });
  it('a .NET " in " with nothing after it keeps its text', () => {
    expect(
      tokenizeLine('at ) in ')
        .map((t) => t.text)
        .join(''),
    ).toBe('at ) in ');
  });
  it('tokens always concatenate to the line (property)', () => {
    const piece = fc.constantFrom(
      'at ',
      'File ',
      '"a.py"',
      ', line ',
      '12',
      ', in ',
      'Caused by:',
      '--->',
      'Exception:',
      'Error:',
      '(',
      ')',
      ' in ',
      ':line 4',
      ':3:4',
      'x.y',
      ' ',
      '\t',
      'End of inner exception',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(piece, { maxLength: 10 }).map((a) => a.join('')),
        ),
        (line) => {
          const l = line.replace(/[\r\n]/g, '');
          expect(
            tokenizeLine(l)
              .map((t) => t.text)
              .join(''),
          ).toBe(l);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('examples', () => {
  const classes = (lang: (typeof LANGUAGES)[number]) => formatStackTrace(EXAMPLES[lang], lang).map((l) => l.className);
  it('.NET example', () => {
    expect(classes('dotnet')).toEqual([
      'exception',
      'cause',
      'method',
      'method',
      'end-inner',
      'method',
      'method',
      'method',
    ]);
  });
  it('Java example', () => {
    expect(classes('java')).toEqual([
      'exception',
      'method',
      'method',
      'method',
      'cause',
      'method',
      'method',
      'method',
      'plain',
    ]);
  });
  it('JavaScript example', () => {
    expect(classes('javascript')).toEqual(['exception', 'method', 'method', 'method', 'method', 'method', 'method']);
  });
  it('Python example', () => {
    expect(classes('python')).toEqual(['plain', 'file', 'plain', 'file', 'plain', 'file', 'plain', 'exception']);
  });
  it('Generic example', () => {
    expect(classes('generic')).toEqual(['exception', 'method', 'method', 'cause', 'method', 'end-inner']);
  });
  it('each method line of every example has a method name or a file path', () => {
    for (const lang of LANGUAGES) {
      for (const l of formatStackTrace(EXAMPLES[lang])) {
        if (l.className === 'method')
          expect(l.tokens.some((t) => t.kind === 'methodName' || t.kind === 'filePath')).toBe(true);
      }
    }
  });
});

describe('lines', () => {
  it('keeps index, content, class name and original; CRLF is handled', () => {
    const lines = formatStackTrace('Error: x\r\n  at f (a.js:1:2)\r\n');
    expect(lines.map((l) => [l.index, l.content, l.className, l.original])).toEqual([
      [0, 'Error: x', 'exception', 'Error: x\r'],
      [1, '  at f (a.js:1:2)', 'method', '  at f (a.js:1:2)\r'],
      [2, '', 'plain', ''],
    ]);
    expect(formatStackTrace('')).toEqual([]);
    expect(formatLine('  at f (a.js:1:2)\r', 7)).toEqual(lines[1] && { ...lines[1], index: 7 });
  });
  it('handles 100k lines quickly', () => {
    const big = Array.from({ length: 100_000 }, (_, i) => `    at fn${i} (/app/file${i}.js:${i}:1)`).join('\n');
    const t0 = performance.now();
    const lines = formatStackTrace(big);
    expect(lines).toHaveLength(100_000);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe('a stack pasted as a JSON string', () => {
  it('unescapes \\n and \\t, with or without quotes', () => {
    expect(unescapeJsonStack('"Error: x\\n    at f (a.js:1:2)\\n\\tat g"')).toEqual({
      text: 'Error: x\n    at f (a.js:1:2)\n\tat g',
      unescaped: true,
    });
    expect(unescapeJsonStack('Error: x\\n  at C:\\\\src\\\\a.cs')).toEqual({
      text: 'Error: x\n  at C:\\src\\a.cs',
      unescaped: true,
    });
  });
  it('leaves real multi-line text and Windows paths alone', () => {
    expect(unescapeJsonStack('Error: x\n  at f\\n')).toEqual({ text: 'Error: x\n  at f\\n', unescaped: false });
    expect(unescapeJsonStack('at X in C:\\src\\new\\file.cs:line 3')).toEqual({
      text: 'at X in C:\\src\\new\\file.cs:line 3',
      unescaped: false,
    });
    expect(unescapeJsonStack('plain')).toEqual({ text: 'plain', unescaped: false });
  });
  it('round trips JSON.stringify of any multi-line stack (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 2, maxLength: 5 }), (parts) => {
        const stack = parts.join('\n');
        const r = unescapeJsonStack(JSON.stringify(stack));
        expect(r).toEqual({ text: stack, unescaped: true });
      }),
    );
  });
});

describe('downloadable HTML', () => {
  const html = buildHtml('Error: <script>alert(1)</script>\n  at f (a.js:1:2) "q" & \'s\'', 'javascript', 'monokai');
  it('escapes the content: a <script> stays text', () => {
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;q&quot; &amp; &#39;s&#39;');
    expect(escapeHtml('<a href="x">&\'')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
  });
  it('carries a restrictive CSP meta tag and no script', () => {
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${HTML_CSP}">`);
    expect(HTML_CSP).toContain("default-src 'none'");
    expect(HTML_CSP).not.toMatch(/script-src|unsafe-eval/);
    expect(html).not.toMatch(/<script|onload=|javascript:/i);
  });
  it('uses the chosen theme colours', () => {
    expect(html).toContain(`background:${THEMES.monokai.background}`);
    expect(html).toContain(THEMES.monokai.methodName);
    const light = buildHtml('x', 'generic', 'vs-light');
    expect(light).toContain(`background:${THEMES['vs-light'].background}`);
    expect(light).not.toContain(THEMES.monokai.background);
  });
  it('parses as a document whose text equals the input lines', () => {
    const input = EXAMPLES.dotnet + '\n<b>&amp;</b>';
    const d = new DOMParser().parseFromString(buildHtml(input, 'dotnet', 'vs-dark'), 'text/html');
    const lines = [...d.querySelectorAll('.line')].map((el) => el.textContent!.replace(/^\s*\d+/, ''));
    expect(lines).toEqual(input.split('\n'));
    expect(d.querySelectorAll('b')).toHaveLength(0);
  });
});

describe('themes are readable', () => {
  const lum = (h: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(h.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);
  it('every colour meets WCAG AA (4.5:1) on its background', () => {
    for (const id of CODE_THEME_IDS) {
      const { background, ...colours } = THEMES[id];
      for (const [name, c] of Object.entries(colours))
        expect([id, name, contrast(c, background) >= 4.5]).toEqual([id, name, true]);
    }
  });
});

describe('the theme follows the site by default', () => {
  it('site → VS Code Light on a light site, VS Code Dark on a dark one; a picked palette stays', () => {
    expect(resolveCodeTheme('site', 'light')).toBe('vs-light');
    expect(resolveCodeTheme('site', 'dark')).toBe('vs-dark');
    expect(resolveCodeTheme('monokai', 'dark')).toBe('monokai');
  });
});
