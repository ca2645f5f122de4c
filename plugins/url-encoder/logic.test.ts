import fc from 'fast-check';
import { findBadEscape } from './badEscape';
import {
  DEFAULT_URL_TARGET,
  MESSAGES,
  URL_TARGETS,
  URL_TARGET_LABELS,
  UrlCodecError,
  convertUrl,
  countChars,
  decodeUrl,
  encodeUrl,
  flipDirection,
  isUrlTarget,
  swap,
  type UrlTarget,
} from './logic';
import { optionsSchema } from './options';

/** Any string, including lone surrogates. */
const anyString = fc.string({ unit: 'binary', maxLength: 60 });
/** Strings that can be represented in UTF-8. */
const wellFormed = anyString.filter((s) => s.isWellFormed());
/** Strings rich in percent signs, hex digits and plus signs: mostly broken escapes. */
const percentSoup = fc
  .array(
    fc.constantFrom(
      '%',
      '%2',
      '%E0',
      '%A4',
      '%A',
      'A',
      'F',
      'f',
      '0',
      '9',
      'z',
      '+',
      ' ',
      'é',
      '%25',
      '%C3%A9',
      '%FF',
      '\uD800',
    ),
    {
      maxLength: 20,
    },
  )
  .map((parts) => parts.join(''));
const target = fc.constantFrom<UrlTarget>(...URL_TARGETS);

function nativeOk(fn: (s: string) => string, s: string): boolean {
  try {
    fn(s);
    return true;
  } catch {
    return false;
  }
}

describe('targets', () => {
  it('recognises targets', () => {
    expect(isUrlTarget('form')).toBe(true);
    expect(isUrlTarget('Form')).toBe(false);
    expect(isUrlTarget(undefined)).toBe(false);
  });
});

describe('component target (default)', () => {
  it('encodes reserved characters, spaces and Unicode', () => {
    expect(encodeUrl('a b&c=d/e?f#g')).toBe('a%20b%26c%3Dd%2Fe%3Ff%23g');
    expect(encodeUrl('héllo 😀')).toBe('h%C3%A9llo%20%F0%9F%98%80');
    expect(encodeUrl("-_.!~*'()")).toBe("-_.!~*'()");
  });
  it('decodes escapes and leaves + alone', () => {
    expect(decodeUrl('h%C3%A9llo%20%F0%9F%98%80')).toBe('héllo 😀');
    expect(decodeUrl('a+b')).toBe('a+b');
    expect(decodeUrl('%2F%3F')).toBe('/?');
  });
  it('round-trips every well-formed string', () => {
    fc.assert(fc.property(wellFormed, (s) => decodeUrl(encodeUrl(s)) === s));
  });
  it('matches encodeURIComponent exactly', () => {
    fc.assert(fc.property(wellFormed, (s) => encodeUrl(s, 'component') === encodeURIComponent(s)));
  });
});

describe('url target: reserved characters kept', () => {
  it('keeps the structure of a whole URL', () => {
    expect(encodeUrl('https://example.com/a b/ü?q=1&r=é#frag', 'url')).toBe(
      'https://example.com/a%20b/%C3%BC?q=1&r=%C3%A9#frag',
    );
    expect(encodeUrl(";,/?:@&=+$#[]!'()*", 'url')).toBe(";,/?:@&=+$#[]!'()*");
    expect(encodeUrl('http://[::1]:8080/ä', 'url')).toBe('http://[::1]:8080/%C3%A4');
    expect(encodeUrl('%5B', 'url')).toBe('%255B');
  });
  it('does not decode escapes of reserved characters', () => {
    expect(decodeUrl('a%2Fb%20c%3F', 'url')).toBe('a%2Fb c%3F');
  });
  it('round-trips every well-formed string', () => {
    fc.assert(fc.property(wellFormed, (s) => decodeUrl(encodeUrl(s, 'url'), 'url') === s));
  });
  it('differs from encodeURI only in keeping [ and ]', () => {
    fc.assert(
      fc.property(wellFormed, (s) => encodeUrl(s, 'url') === encodeURI(s).replace(/%5B/g, '[').replace(/%5D/g, ']')),
    );
  });
});

describe('form target: application/x-www-form-urlencoded', () => {
  it('writes spaces as + and encodes the form set', () => {
    expect(encodeUrl("a b+c!'()~*-._", 'form')).toBe('a+b%2Bc%21%27%28%29%7E*-._');
    expect(encodeUrl('100% é', 'form')).toBe('100%25+%C3%A9');
  });
  it('reads + as a space and %2B as a plus', () => {
    expect(decodeUrl('a+b%2Bc', 'form')).toBe('a b+c');
    expect(decodeUrl('q=hello+world%21', 'form')).toBe('q=hello world!');
  });
  it('agrees with URLSearchParams when serialising', () => {
    fc.assert(
      fc.property(wellFormed, (s) => 'k=' + encodeUrl(s, 'form') === new URLSearchParams([['k', s]]).toString()),
    );
  });
  it('agrees with URLSearchParams when parsing', () => {
    fc.assert(
      fc.property(wellFormed, fc.boolean(), (s, plus) => {
        const encoded = plus ? encodeUrl(s, 'form') : encodeURIComponent(s);
        return decodeUrl(encoded, 'form') === new URLSearchParams('k=' + encoded).get('k');
      }),
    );
  });
  it('round-trips every well-formed string', () => {
    fc.assert(fc.property(wellFormed, (s) => decodeUrl(encodeUrl(s, 'form'), 'form') === s));
  });
  it('outputs only unreserved form characters, + and escapes', () => {
    fc.assert(fc.property(wellFormed, (s) => /^(?:[A-Za-z0-9*\-._+]|%[0-9A-F]{2})*$/.test(encodeUrl(s, 'form'))));
  });
});

describe('errors', () => {
  it.each(['%E0%A4%A', '%', '100%', '%FF', '%zz', '%C0%80', '%ED%A0%80', 'abc%2'])(
    "decoding %j fails with 'Failed to decode URL - invalid encoding' in every target",
    (input) => {
      for (const t of URL_TARGETS) {
        expect(() => decodeUrl(input, t)).toThrow(UrlCodecError);
        expect(() => decodeUrl(input, t)).toThrow(MESSAGES.decodeFailed);
        const r = convertUrl(input, 'decode', t);
        expect(r).toMatchObject({ ok: false, error: 'Failed to decode URL - invalid encoding' });
        // and it says which escape fails, and where
        expect(r.ok ? null : r.escape?.index).toBe(findBadEscape(input)?.index);
        expect(r.ok ? null : r.escape).toBeTruthy();
      }
    },
  );
  it.each(['\uD800', 'a\uDC00b', 'x\uDBFF'])(
    "encoding a lone surrogate %j fails with 'Failed to encode URL'",
    (input) => {
      for (const t of URL_TARGETS) {
        expect(() => encodeUrl(input, t)).toThrow(MESSAGES.encodeFailed);
        expect(convertUrl(input, 'encode', t)).toEqual({ ok: false, error: 'Failed to encode URL' });
      }
    },
  );
  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, percentSoup), fc.constantFrom('encode', 'decode' as const), target, (s, d, t) => {
        const r = convertUrl(s, d, t);
        return r.ok
          ? typeof r.output === 'string'
          : r.error === (d === 'encode' ? MESSAGES.encodeFailed : MESSAGES.decodeFailed);
      }),
    );
  });
  it('fails exactly when the native function fails', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, percentSoup), (s) => {
        expect(convertUrl(s, 'decode', 'component').ok).toBe(nativeOk(decodeURIComponent, s));
        expect(convertUrl(s, 'decode', 'url').ok).toBe(nativeOk(decodeURI, s));
        expect(convertUrl(s, 'encode', 'component').ok).toBe(nativeOk(encodeURIComponent, s));
        expect(convertUrl(s, 'encode', 'url').ok).toBe(nativeOk(encodeURI, s));
        expect(convertUrl(s, 'encode', 'form').ok).toBe(s.isWellFormed());
      }),
    );
  });
  it('gives empty output for empty input', () => {
    for (const t of URL_TARGETS) {
      expect(convertUrl('', 'encode', t)).toEqual({ ok: true, output: '' });
      expect(convertUrl('', 'decode', t)).toEqual({ ok: true, output: '' });
    }
  });
});

describe('swap and counts', () => {
  it('moves the output into the input and flips the mode', () => {
    expect(swap({ output: 'a%20b', direction: 'encode' })).toEqual({ input: 'a%20b', direction: 'decode' });
    expect(swap({ output: 'a b', direction: 'decode' })).toEqual({ input: 'a b', direction: 'encode' });
    expect(flipDirection(flipDirection('encode'))).toBe('encode');
  });
  it('swapping twice restores the original text', () => {
    fc.assert(
      fc.property(wellFormed, target, (s, t) => {
        const enc = convertUrl(s, 'encode', t);
        if (!enc.ok) return false;
        const next = swap({ output: enc.output, direction: 'encode' });
        const dec = convertUrl(next.input, next.direction, t);
        return dec.ok && dec.output === s;
      }),
    );
  });
  it('counts code points', () => {
    expect(countChars('')).toBe(0);
    expect(countChars('abc')).toBe(3);
    expect(countChars('😀é')).toBe(2);
    expect(countChars('\uD800x\uDC00')).toBe(3);
    fc.assert(fc.property(anyString, (s) => countChars(s) === Array.from(s).length));
  });
});

describe('large input', () => {
  // 5 MB of dense non-ASCII (≈15 MB encoded) through all three targets both ways; about 0.5 s
  // alone, so the bound only catches a pathological (e.g. quadratic) change, not machine load.
  it('encodes and decodes 5 MB quickly', () => {
    const unit = 'päth/ä b?c=d&e😀 ';
    const text = unit.repeat(Math.ceil((5 * 1024 * 1024) / unit.length));
    const start = performance.now();
    for (const t of URL_TARGETS) {
      const enc = convertUrl(text, 'encode', t);
      expect(enc.ok).toBe(true);
      if (enc.ok) {
        const dec = convertUrl(enc.output, 'decode', t);
        expect(dec.ok && dec.output === text).toBe(true);
      }
    }
    expect(performance.now() - start).toBeLessThan(4000);
  });
});

describe('manifest options', () => {
  it('offer exactly the logic targets, with the logic labels, component by default', async () => {
    const { default: manifest } = await import('./manifest');
    const target = optionsSchema.properties.target;
    expect(target.oneOf.map((o) => o.const)).toEqual([...URL_TARGETS]);
    expect(target.oneOf.map((o) => o.title)).toEqual(URL_TARGETS.map((t) => URL_TARGET_LABELS[t]));
    expect(manifest.options.defaults).toEqual({ target: DEFAULT_URL_TARGET });
    expect(manifest.quickAccess).toBe(6);
  });
});
