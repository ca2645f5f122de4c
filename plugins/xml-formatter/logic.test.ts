import fc from 'fast-check';
import { CODE_THEME_IDS } from '@/ui/codeThemeChoices';
import {
  MESSAGES,
  THEMES,
  runXmlJob,
  countTags,
  escapeAttribute,
  formatXml,
  minifyXml,
  outputActionMessage,
  parseXml,
  processXml,
  validateXml,
  type XmlEvent,
} from './logic';

describe('palettes and empty output', () => {
  it('gives every palette every field, as a hex colour', () => {
    const fields = [
      'background',
      'color',
      'tag',
      'attribute',
      'attributeValue',
      'comment',
      'cdata',
      'text',
      'punctuation',
      'lineNumber',
    ];
    for (const id of CODE_THEME_IDS) {
      expect(Object.keys(THEMES[id]).sort()).toEqual([...fields].sort());
      for (const v of Object.values(THEMES[id])) expect(v).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
  it("copy and download with no output say 'No output to copy' / 'No output to download'", () => {
    expect(outputActionMessage('', 'copy')).toBe('No output to copy');
    expect(outputActionMessage('', 'download')).toBe('No output to download');
    expect(outputActionMessage('<a/>', 'copy')).toBeNull();
  });
});

describe('validation', () => {
  it('accepts well-formed XML', () => {
    expect(validateXml('<a><b x="1"/></a>')).toEqual({ isValid: true, errorMessage: '' });
  });
  it.each([
    ['<a><b></a>', /^1:\d+: unexpected close tag/],
    ['<a>', /unclosed tag: a/],
    ['<a/><b/>', /only one root/],
    ['<p:a/>', /unbound namespace prefix/],
    ['<a x="1" x="2"/>', /duplicate attribute/],
    ['text', /Text data outside of root node|root/i],
  ])('reports the parser message for %j', (xml, re) => {
    const r = validateXml(xml);
    expect(r.isValid).toBe(false);
    expect(r.errorMessage).toMatch(re);
  });
  it('processXml reports invalid input with the parser message and no output', () => {
    const r = processXml('<a><b></a>', 'format');
    expect(r.validation.isValid).toBe(false);
    expect(r.validation.errorMessage).toMatch(/unexpected close tag/);
    expect(r.output).toBe('');
  });
  it('never expands DOCTYPE entities: billion laughs fails cleanly and fast', () => {
    const lol = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [',
      ' <!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, k) => ` <!ENTITY lol${k + 1} "${`&lol${k === 0 ? '' : k};`.repeat(10)}">`),
      ']>',
      '<lolz>&lol9;</lolz>',
    ].join('\n');
    const t0 = performance.now();
    const r = processXml(lol, 'format');
    expect(performance.now() - t0).toBeLessThan(500);
    expect(r.validation.isValid).toBe(false);
    expect(r.validation.errorMessage).toMatch(/undefined entity/);
    expect(r.validation.errorMessage).toContain(MESSAGES.entityNotExpanded);
    expect(r.output).toBe('');
  });
  it('parses the same in chunks, even across a surrogate pair', () => {
    const x = '<a>' + 'x'.repeat(256 * 1024 - 4) + '😀</a>';
    expect(parseXml(x, () => {})).toEqual(parseXml(x));
  });
  it('never resolves external entities', () => {
    const r = validateXml('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>');
    expect(r.isValid).toBe(false);
    expect(r.errorMessage).toMatch(/undefined entity/);
  });
  it('keeps a DOCTYPE whose entities are unused', () => {
    expect(minifyXml('<!DOCTYPE x [<!ENTITY e "v">]>\n<x/>')).toBe('<!DOCTYPE x [<!ENTITY e "v">]><x/>');
  });
});

describe('format and minify', () => {
  const src =
    '<?xml version="1.0" encoding="UTF-8"?><!-- top --><?style href="a.css"?><root xmlns="urn:d" xmlns:p="urn:p"><p:item id="1" p:k="v">Text &amp; more</p:item><empty></empty><self/><![CDATA[<raw> & ]]><mixed>a<b>c</b>d</mixed></root>';
  it('formats with indentation, keeping declaration, comments, PIs, CDATA and namespaces', () => {
    expect(formatXml(src)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!-- top -->',
        '<?style href="a.css"?>',
        '<root xmlns="urn:d" xmlns:p="urn:p">',
        '  <p:item id="1" p:k="v">Text &amp; more</p:item>',
        '  <empty></empty>',
        '  <self/>',
        '  <![CDATA[<raw> & ]]>',
        '  <mixed>',
        '    a',
        '    <b>c</b>',
        '    d',
        '  </mixed>',
        '</root>',
      ].join('\n'),
    );
    expect(formatXml('<a><b/></a>', 4)).toBe('<a>\n    <b/>\n</a>');
  });
  it('minifies by removing whitespace between tags only', () => {
    expect(minifyXml(formatXml(src))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><!-- top --><?style href="a.css"?><root xmlns="urn:d" xmlns:p="urn:p"><p:item id="1" p:k="v">Text &amp; more</p:item><empty></empty><self/><![CDATA[<raw> & ]]><mixed>\n    a\n    <b>c</b>\n    d\n  </mixed></root>',
    );
    expect(minifyXml('<a>\n  <b> x </b>\n</a>')).toBe('<a><b> x </b></a>');
  });
  it('keeps xml:space="preserve" content exactly', () => {
    const x = '<a><pre xml:space="preserve">  one\n   <b> two </b>\n</pre><c>\n</c></a>';
    expect(formatXml(x)).toBe('<a>\n  <pre xml:space="preserve">  one\n   <b> two </b>\n</pre>\n  <c></c>\n</a>');
    expect(minifyXml(x)).toBe('<a><pre xml:space="preserve">  one\n   <b> two </b>\n</pre><c></c></a>');
  });
  it('escapes attribute values so they re-parse identically', () => {
    expect(escapeAttribute('a"b<c&d\te\nf\rg')).toBe('a&quot;b&lt;c&amp;d&#9;e&#10;f&#13;g');
    const out = minifyXml('<a v="x &#10; &quot;q&quot; &lt;&#9;"/>');
    expect(out).toBe('<a v="x &#10; &quot;q&quot; &lt;&#9;"/>');
  });
  it('reports character and tag counts and the file name', () => {
    const r = processXml('<a><b/><c>t</c></a>', 'minify');
    expect(r).toMatchObject({ output: '<a><b/><c>t</c></a>', characters: 19, tags: 3, fileName: 'minified_xml.xml' });
    expect(processXml('<a/>', 'format').fileName).toBe('formatted_xml.xml');
    expect(countTags('<a><b/></a>')).toBe(2);
    expect(countTags('<a>')).toBe(0);
  });
  it('handles a large document quickly', () => {
    const big =
      '<root>' + '<item id="1"><name>x &amp; y</name><!-- c --><v><![CDATA[z]]></v></item>'.repeat(20000) + '</root>';
    const t0 = performance.now();
    const progress: number[] = [];
    const r = processXml(big, 'format', 2, (f) => progress.push(f));
    expect(progress.length).toBeGreaterThan(5);
    expect(progress[progress.length - 1]).toBe(1);
    expect(formatXml(big)).toBe(r.output);
    expect(r.validation.isValid).toBe(true);
    expect(r.tags).toBe(60001);
    expect(performance.now() - t0).toBeLessThan(10_000); // guards against a runaway (quadratic or unbounded) run, not a speed figure
  });
});

// ---- property tests: random documents survive format and minify unchanged in meaning

const name = fc.constantFrom('a', 'b', 'item', 'p:x', 'data-set', 'c1');
const attrName = fc.constantFrom('id', 'k', 'p:attr', 'xml:lang', 'v2');
const safeText = fc
  .string({ minLength: 1, maxLength: 12 })
  .map((s) => s.replace(/[^\x20-\x7e\n\t]/g, 'x').trim())
  .filter((s) => s.length > 0);
const attrValue = fc.string({ maxLength: 10 }).map((s) => s.replace(/[^\x20-\x7e\n\t]/g, 'y'));
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escA = (s: string) => esc(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');

type Node =
  | { t: 'el'; name: string; attrs: [string, string][]; kids: Node[] }
  | { t: 'text' | 'comment' | 'cdata' | 'pi'; v: string };

const leaf: fc.Arbitrary<Node> = fc.oneof(
  safeText.map((v) => ({ t: 'text' as const, v })),
  safeText.map((v) => ({ t: 'comment' as const, v: v.replace(/-/g, '_') })),
  safeText.map((v) => ({ t: 'cdata' as const, v: v.replace(/]]>/g, '') })),
  safeText.map((v) => ({ t: 'pi' as const, v: v.replace(/\?>/g, '').replace(/\s+/g, ' ').trim() || 'x' })),
);
const { tree } = fc.letrec<{ tree: Node }>((tie) => ({
  tree: fc.record({
    t: fc.constant('el' as const),
    name,
    attrs: fc.uniqueArray(fc.tuple(attrName, attrValue), { maxLength: 3, selector: (a) => a[0] }),
    kids: fc.array(fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('tree')), { maxLength: 4 }),
  }) as fc.Arbitrary<Node>,
}));

function ser(n: Node): string {
  switch (n.t) {
    case 'text':
      return esc(n.v);
    case 'comment':
      return `<!--${n.v}-->`;
    case 'cdata':
      return `<![CDATA[${n.v}]]>`;
    case 'pi':
      return `<?pi ${n.v}?>`;
    default: {
      const attrs = n.attrs.map(([k, v]) => ` ${k}="${escA(v)}"`).join('');
      // merge adjacent texts away by separating with an empty comment-free join
      const kids = n.kids.filter((k, i) => !(k.t === 'text' && n.kids[i - 1]?.t === 'text'));
      return `<${n.name}${attrs}>${kids.map(ser).join('')}</${n.name}>`;
    }
  }
}

const doc = tree.map((t) => `<?xml version="1.0"?><root xmlns:p="urn:p">${ser(t)}</root>`);

/** Meaning of a document: events with text trimmed and whitespace-only text dropped. */
function canonical(xml: string): unknown[] {
  const out: unknown[] = [];
  for (const e of parseXml(xml) as XmlEvent[]) {
    if (e.kind === 'text') {
      const t = e.text.trim();
      if (!t) continue;
      out.push({ kind: 'text', text: t });
    } else if (e.kind === 'open') out.push({ kind: 'open', name: e.name, attributes: e.attributes });
    else out.push(e);
  }
  return out;
}

describe('round trips (property)', () => {
  it('format and minify keep the meaning; format is idempotent', () => {
    fc.assert(
      fc.property(doc, fc.constantFrom(2, 4), (xml, indent) => {
        const c = canonical(xml);
        const f = formatXml(xml, indent);
        const m = minifyXml(xml);
        expect(canonical(f)).toEqual(c);
        expect(canonical(m)).toEqual(c);
        expect(formatXml(f, indent)).toBe(f);
        expect(minifyXml(m)).toBe(m);
        expect(countTags(f)).toBe(countTags(xml));
      }),
      { numRuns: 300 },
    );
  });
});

// ---- accessibility of the palettes

function contrast(a: string, b: string): number {
  const lum = (h: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(h.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('the worker job', () => {
  it('runXmlJob returns the result and progress up to 1', () => {
    const progress: number[] = [];
    const r = runXmlJob('<a><b x="1"/></a>', 'format', 2, (f) => progress.push(f));
    expect(r.output).toBe('<a>\n  <b x="1"/>\n</a>');
    expect(progress[progress.length - 1]).toBe(1);
    expect(runXmlJob('<a>', 'minify').validation.isValid).toBe(false);
  });
});

describe('themes are readable', () => {
  it('every colour meets WCAG AA (4.5:1) on its background', () => {
    for (const id of CODE_THEME_IDS) {
      const { background, ...colours } = THEMES[id];
      for (const [name, c] of Object.entries(colours))
        expect([id, name, contrast(c, background) >= 4.5]).toEqual([id, name, true]);
    }
  });
});
