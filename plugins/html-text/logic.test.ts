import fc from 'fast-check';
import {
  HtmlSyntaxError,
  MESSAGES,
  WARNINGS,
  analyseHtml,
  escapeHtml,
  flipDirection,
  formatHtml,
  htmlToText,
  runHtmlJob,
  sanitizeForPreview,
  textToHtml,
  tokenize,
  tryFormatHtml,
} from './logic';

describe('flipDirection', () => {
  it('swaps between the two directions', () => {
    expect(flipDirection('html-to-text')).toBe('text-to-html');
    expect(flipDirection(flipDirection('html-to-text'))).toBe('html-to-text');
  });
});

describe('htmlToText', () => {
  it('drops script and style contents and the head', () => {
    const html =
      '<html><head><title>T</title><style>p{color:red}</style></head><body><script>alert(1)</script><p>Hello</p><noscript>no</noscript></body></html>';
    expect(htmlToText(html)).toBe('Hello');
  });

  it('decodes entities', () => {
    expect(htmlToText('<p>Tom &amp; Jerry &lt;3 &quot;hi&quot; &#39;x&#39; &copy; &#x1F600; &nbsp;!</p>')).toBe(
      'Tom & Jerry <3 "hi" \'x\' © 😀 \u00a0!',
    );
  });

  it('block elements become line breaks, paragraphs and headings blank lines', () => {
    expect(htmlToText('<div>a</div><div>b</div>')).toBe('a\nb');
    expect(htmlToText('<h1>Title</h1><p>One</p><p>Two</p>')).toBe('Title\n\nOne\n\nTwo');
    expect(htmlToText('<section><div>a</div></section><div>b</div>')).toBe('a\nb');
  });

  it('<br> is a newline', () => {
    expect(htmlToText('a<br>b<br/>c')).toBe('a\nb\nc');
    expect(htmlToText('a<br><br>b')).toBe('a\n\nb');
  });

  it('list items are on their own lines; markers optional', () => {
    const html = '<ul><li>one</li><li>two</li></ul><ol><li>x</li><li>y</li></ol>';
    expect(htmlToText(html)).toBe('one\ntwo\nx\ny');
    expect(htmlToText(html, { listMarkers: true })).toBe('- one\n- two\n1. x\n2. y');
  });

  it('collapses whitespace like a browser but keeps <pre>', () => {
    expect(htmlToText('  <p>  a \n\t b  </p>  ')).toBe('a b');
    expect(htmlToText('<span>a</span> <span>b</span>')).toBe('a b');
    expect(htmlToText('<pre>  x\n    y</pre>')).toBe('  x\n    y');
  });

  it('table rows on lines, cells tab-separated', () => {
    expect(htmlToText('<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td> 2</td></tr></table>')).toBe('A\tB\n1\t2');
  });

  it('uses alt text for images and skips hidden elements', () => {
    expect(htmlToText('<p>x <img src="a.png" alt="logo"> y</p><div hidden>secret</div>')).toBe('x logo y');
  });

  it('is inert: no script runs, no handler fires, no resource is requested', async () => {
    const w = window as unknown as { __pwned?: number };
    w.__pwned = 0;
    const imgSrc = vi.spyOn(HTMLImageElement.prototype, 'src', 'set');
    expect(
      htmlToText(
        '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><svg onload="window.__pwned=3"></svg>ok',
      ),
    ).toBe('ok');
    await new Promise((r) => setTimeout(r, 20));
    expect(w.__pwned).toBe(0);
    expect(imgSrc).not.toHaveBeenCalled();
    imgSrc.mockRestore();
  });

  it('empty input gives empty text', () => {
    expect(htmlToText('')).toBe('');
    expect(htmlToText('   ')).toBe('');
  });

  it('plain text without tags comes back (whitespace-normalised)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9 .,!?]{0,40}$/), (s) => {
        expect(htmlToText(s)).toBe(s.replace(/\s+/g, ' ').trim());
      }),
    );
  });

  // speed is measured in the browser (e2e); jsdom's parser is too slow and too load-dependent to time
  it('handles 1 MB of HTML', () => {
    const html = '<div><p>Hello <b>world</b> &amp; friends</p><ul><li>x</li></ul></div>'.repeat(16000);
    expect(html.length).toBeGreaterThan(1_000_000);
    const text = htmlToText(html);
    expect(text.startsWith('Hello world & friends\n\nx\n\nHello world & friends')).toBe(true);
  });
});

describe('textToHtml', () => {
  it('escapes every special character', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
    expect(textToHtml('<script>alert("x")</script>', 'escape')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
    );
  });

  it('paragraph mode: blank lines separate <p>, single newlines become <br>', () => {
    expect(textToHtml('a\nb\n\nc')).toBe('<p>a<br>\nb</p>\n<p>c</p>');
    expect(textToHtml('a\r\n\r\nb')).toBe('<p>a</p>\n<p>b</p>');
    expect(textToHtml('')).toBe('');
    expect(textToHtml('x\ny', 'br')).toBe('x<br>\ny');
  });

  it('property: escaped output contains no raw special characters and parses back to the text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = escapeHtml(s);
        expect(/[<>"']/.test(out)).toBe(false);
        expect(/&(?!amp;|lt;|gt;|quot;|#39;)/.test(out)).toBe(false);
        const div = document.createElement('div');
        div.innerHTML = `<pre>${out}</pre>`;
        // the HTML parser drops one leading newline in <pre> and normalises CR
        expect(div.textContent).toBe(s.replace(/\r\n?/g, '\n').replace(/^\n/, '').replace(/\0/g, '\ufffd'));
      }),
      { numRuns: 200 },
    );
  });

  it('property: htmlToText(textToHtml(t)) === t for normalised text', () => {
    const word = fc.stringMatching(/^[a-zA-Z0-9<>&"'.,;:!?()-]{1,8}$/);
    const line = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));
    const para = fc.array(line, { minLength: 1, maxLength: 3 }).map((l) => l.join('\n'));
    const text = fc.array(para, { minLength: 1, maxLength: 4 }).map((p) => p.join('\n\n'));
    fc.assert(
      fc.property(text, (t) => {
        expect(htmlToText(textToHtml(t))).toBe(t);
      }),
      { numRuns: 150 },
    );
  });
});

describe('sanitizeForPreview', () => {
  it('removes scripts and handlers', () => {
    const out = sanitizeForPreview(
      '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">l</a><p>ok</p>',
    );
    expect(out).not.toMatch(/onerror|<script|javascript:/i);
    expect(out).toContain('<p>ok</p>');
  });
});

describe('tokenize', () => {
  it('reads tags, attributes with > in quotes, comments, doctype and raw text', () => {
    const t = tokenize('<!DOCTYPE html><!-- c --><a title="a>b" data-x=1>t</a><script>if (a<b) {}</script>');
    expect(t.map((x) => x.type)).toEqual(['doctype', 'comment', 'open', 'text', 'close', 'open', 'text', 'close']);
    expect(t[2]).toMatchObject({ name: 'a', raw: '<a title="a>b" data-x=1>' });
    expect(t[6]).toMatchObject({ text: 'if (a<b) {}' });
  });
  it('treats a lone < as text', () => {
    expect(tokenize('a < b').map((x) => x.type)).toEqual(['text']);
  });
  it('throws on unterminated constructs with the line number', () => {
    expect(() => tokenize('<p>\n<div class="x')).toThrow(HtmlSyntaxError);
    expect(() => tokenize('<!-- open')).toThrow(/unterminated comment/);
    expect(() => tokenize('<p>\n<script>x')).toThrow(/line 2/);
  });
  it('is fast on pathological tags (no catastrophic backtracking)', () => {
    const t = performance.now();
    expect(() => tokenize('<div ' + 'a'.repeat(50000))).toThrow(HtmlSyntaxError);
    expect(() => tokenize('<div ' + 'a=b '.repeat(20000))).toThrow(HtmlSyntaxError);
    expect(performance.now() - t).toBeLessThan(500);
  });
});

describe('formatHtml', () => {
  it('indents block elements and keeps inline content on one line', () => {
    expect(formatHtml('<div><p>Hello <b>world</b></p><ul><li>a</li><li>b</li></ul></div>')).toBe(
      ['<div>', '  <p>Hello <b>world</b></p>', '  <ul>', '    <li>a</li>', '    <li>b</li>', '  </ul>', '</div>'].join(
        '\n',
      ),
    );
  });

  it('formats a document with doctype, head and body', () => {
    const out = formatHtml(
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title>T</title></head><body><h1>Hi</h1></body></html>',
    );
    expect(out).toBe(
      [
        '<!DOCTYPE html>',
        '<html>',
        '  <head>',
        '    <meta charset="utf-8">',
        '    <title>T</title>',
        '  </head>',
        '  <body>',
        '    <h1>Hi</h1>',
        '  </body>',
        '</html>',
      ].join('\n'),
    );
  });

  it('keeps pre, textarea, script and style content verbatim', () => {
    const out = formatHtml('<div><pre>  a\n    b</pre><script>\n  if (a < b) { x(); }\n</script></div>');
    expect(out).toContain('<pre>  a\n    b</pre>');
    expect(out).toContain('<script>\n  if (a < b) { x(); }\n</script>');
  });

  it('adds missing end tags, handles implied closes and drops stray closing tags', () => {
    expect(formatHtml('<ul><li>a<li>b</ul></span>')).toBe('<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>');
    expect(formatHtml('<div><p>x')).toBe('<div>\n  <p>x</p>\n</div>');
  });

  it('normalises whitespace inside tags but not inside attribute values', () => {
    expect(formatHtml('<div\n   class="a   b"\n  id=x  ></div>')).toBe('<div class="a   b" id=x></div>');
    expect(formatHtml('<img  src="a.png"   />')).toBe('<img src="a.png" />');
  });

  it("fails with 'Failed to format HTML' on unreadable markup", () => {
    expect(tryFormatHtml('<div class="x')).toMatchObject({ ok: false, error: 'Failed to format HTML' });
    expect(tryFormatHtml('<!-- never closed')).toMatchObject({ ok: false, error: MESSAGES.formatFailed });
    expect(tryFormatHtml('<p>ok</p>')).toEqual({ ok: true, html: '<p>ok</p>' });
  });

  // well-formed trees for property tests
  // valid nesting only (the HTML parser restructures invalid nesting such as <div> inside <p>)
  const textArb = fc.stringMatching(/^[a-z ]{1,10}$/);
  const { inline, block } = fc.letrec((tie) => ({
    inline: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      textArb,
      fc
        .tuple(fc.constantFrom('span', 'b', 'em'), fc.array(tie('inline'), { maxLength: 3 }))
        .map(([t, kids]) => `<${t}>${(kids as string[]).join('')}</${t}>`),
    ),
    block: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.array(tie('inline'), { maxLength: 3 }).map((kids) => `<p>${(kids as string[]).join('')}</p>`),
      fc
        .tuple(fc.constantFrom('div', 'section'), fc.array(fc.oneof(tie('block'), tie('inline')), { maxLength: 3 }))
        .map(([t, kids]) => `<${t}>${(kids as string[]).join('')}</${t}>`),
      fc
        .array(fc.array(fc.oneof(tie('block'), tie('inline')), { maxLength: 2 }), { maxLength: 3 })
        .map((items) => `<ul>${items.map((k) => `<li>${(k as string[]).join('')}</li>`).join('')}</ul>`),
    ),
  }));
  const tree = fc.oneof(inline, block);
  const doc = fc.array(tree, { minLength: 1, maxLength: 4 }).map((a) => (a as string[]).join(''));

  it('property: formatting is idempotent', () => {
    fc.assert(
      fc.property(doc, (html) => {
        const once = formatHtml(html);
        expect(formatHtml(once)).toBe(once);
      }),
      { numRuns: 150 },
    );
  });

  it('property: formatting keeps the text (whitespace-normalised) and the element structure', () => {
    const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
    fc.assert(
      fc.property(doc, (html) => {
        const out = formatHtml(html);
        const a = new DOMParser().parseFromString(html, 'text/html').body;
        const b = new DOMParser().parseFromString(out, 'text/html').body;
        expect(b.querySelectorAll('*').length).toBe(a.querySelectorAll('*').length);
        expect(norm(b.textContent ?? '').replace(/ /g, '')).toBe(norm(a.textContent ?? '').replace(/ /g, ''));
      }),
      { numRuns: 150 },
    );
  });

  it('formats 5 MB quickly', () => {
    const html = '<div class="row"><p>Hello <b>world</b></p><ul><li>x</li></ul></div>'.repeat(75000);
    const t = performance.now();
    const out = formatHtml(html);
    // linear work takes about a second; a quadratic slip would take minutes
    expect(performance.now() - t).toBeLessThan(10_000);
    expect(out.split('\n').length).toBe(75000 * 6);
  });
});

describe('analyseHtml warnings', () => {
  const codes = (html: string) => analyseHtml(html).map((w) => w.code);

  it('clean HTML gives no warnings', () => {
    expect(
      analyseHtml(
        '<!DOCTYPE html><html><head><title>x</title></head><body><p>Hello</p><script>var a = 1;</script></body></html>',
      ),
    ).toEqual([]);
    expect(analyseHtml('<div><p>Hello <b>x</b></p></div>')).toEqual([]);
    expect(analyseHtml('')).toEqual([]);
  });

  it('parse error: stray closing tag, with line', () => {
    const w = analyseHtml('<div>\n<p>a</p>\n</span></div>');
    expect(w[0]).toEqual({
      code: 'parse-error',
      message: WARNINGS.parseError('unexpected closing tag </span> at line 3'),
    });
  });

  it('parse error: an end tag that closes an element with another still open inside it', () => {
    // the HTML standard's "any other end tag" steps: a parse error when the element closed is not the current node
    expect(analyseHtml('<div>\n<b>bold</div>')).toEqual([
      { code: 'parse-error', message: WARNINGS.parseError('<b> at line 2 is not closed before </div> at line 2') },
    ]);
    expect(codes('<p><i>x</b></i>')).toContain('parse-error');
    // end tags the standard lets an author leave out: no parse error (short texts grow when reparsed)
    expect(codes('<ul><li>a<li>b</ul><dl><dt>t<dd>d</dl>')).not.toContain('parse-error');
    expect(codes('<div><p>one<p>two</div>')).not.toContain('parse-error');
    expect(codes('<table><tbody><tr><td>a<td>b</table>')).not.toContain('parse-error');
  });

  it('parse error: unterminated tag', () => {
    expect(codes('<p>ok</p><div class="x')).toContain('parse-error');
  });

  it('size change over 30% after reparsing', () => {
    const w = analyseHtml('<table><tr><td>a<td>b<tr><td>c');
    expect(w.map((x) => x.code)).toContain('size-change');
    expect(w.find((x) => x.code === 'size-change')!.message).toMatch(/changed size by \d+% .*more than 30%/);
    // under 30%: one missing </p> in a long paragraph
    expect(codes('<p>' + 'long text '.repeat(20))).not.toContain('size-change');
  });

  it('unclosed html and body tags', () => {
    const w = analyseHtml('<html><body><p>x</p>');
    expect(w.map((x) => x.code)).toEqual(expect.arrayContaining(['unclosed-html', 'unclosed-body']));
    expect(w.find((x) => x.code === 'unclosed-html')!.message).toBe(WARNINGS.unclosedHtml);
    expect(w.find((x) => x.code === 'unclosed-body')!.message).toBe(WARNINGS.unclosedBody);
    expect(codes('<html><body><p>x</p></body>')).toContain('unclosed-html');
    expect(codes('<html><body><p>x</p></body>')).not.toContain('unclosed-body');
    // "<html" inside a comment or script does not count
    expect(codes('<!-- <html> --><p>x</p>')).toEqual([]);
  });

  it('script tag count mismatch', () => {
    // a <script> inside a script string is one element, two tags in the text
    const w = analyseHtml('<script>document.write("<script>x()")</script>');
    expect(w.find((x) => x.code === 'script-mismatch')!.message).toBe(WARNINGS.scriptMismatch(2, 1));
    expect(codes('<!-- <script>alert(1)</script> --><p>x</p>')).toContain('script-mismatch');
    expect(codes('<script src="a.js"></script><script>b()</script>')).not.toContain('script-mismatch');
  });

  it('warning texts are clear English', () => {
    expect(WARNINGS.scriptMismatch(1, 0)).toBe(
      'Script tag count mismatch: 1 <script> tag in the source, 0 after parsing.',
    );
    expect(WARNINGS.sizeChange(45)).toBe(
      'The HTML changed size by 45% when re-parsed (more than 30%): the markup is probably malformed.',
    );
  });
});

describe('jobs and limits', () => {
  it('runHtmlJob converts text to escaped HTML and formats HTML', () => {
    expect(runHtmlJob({ kind: 'text-to-html', text: '<b>&', mode: 'escape' })).toEqual({
      ok: true,
      output: '&lt;b&gt;&amp;',
    });
    expect(runHtmlJob({ kind: 'text-to-html', text: 'a\n\nb', mode: 'paragraphs' })).toEqual({
      ok: true,
      output: '<p>a</p>\n<p>b</p>',
    });
    expect(runHtmlJob({ kind: 'format', html: '<div><p>x</p></div>' })).toEqual({
      ok: true,
      output: '<div>\n  <p>x</p>\n</div>',
    });
  });
  it("runHtmlJob reports 'Failed to format HTML' when formatting fails", () => {
    expect(runHtmlJob({ kind: 'format', html: '<div class="x' })).toEqual({
      ok: false,
      error: 'Failed to format HTML',
    });
  });
  it('the preview sanitiser keeps escaped text as text', () => {
    const html = textToHtml('<img src=x onerror=alert(1)>');
    expect(sanitizeForPreview(html)).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });
});
