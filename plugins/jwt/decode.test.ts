import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64urlBytes, decodeToken, type DecodedToken, type DecodeResult } from './decode';
import { HS256_EXPIRED, HS256_ZOE, RFC_HS256, RFC_JWE, RFC_PAYLOAD, RFC_UNSECURED, SIGN_PAYLOAD } from './examples';
import { compact, jsonFault, reindent } from './json';

function decoded(result: DecodeResult): DecodedToken {
  if (!result.ok) throw new Error(`${result.title}: ${result.message}`);
  return result;
}

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('decoding a token', () => {
  it('reads RFC 7519 §3.1: header and payload indented, their text as the token carries it', () => {
    const token = decoded(decodeToken(RFC_HS256));
    expect(token.form).toBe('jws');
    expect(token.header).toBe('{\n  "typ": "JWT",\n  "alg": "HS256"\n}');
    expect(token.payload).toBe(RFC_PAYLOAD);
    expect(token.facts).toEqual({ typ: 'JWT', alg: 'HS256' });
    expect(token.signatureBytes).toBe(32);
    expect(token.times).toEqual([{ name: 'exp', ok: true, seconds: 1300819380, iso: '2011-03-22T18:43:00.000Z' }]);
    expect(token.issuer).toBe('joe');
  });

  it('keeps UTF-8 text as it is: Zoë stays Zoë', () => {
    expect(decoded(decodeToken(HS256_ZOE)).payload).toContain('"name": "Zoë"');
  });

  it('tolerates Bearer and surrounding whitespace, and counts positions in the text as pasted', () => {
    const token = decoded(decodeToken(`\n  bearer ${HS256_ZOE}  \n`));
    expect(token.token).toBe(HS256_ZOE);
    expect(token.segments.map((s) => [s.name, s.from])).toEqual([
      ['header', 10],
      ['payload', 10 + HS256_ZOE.indexOf('.') + 1],
      ['signature', 10 + HS256_ZOE.lastIndexOf('.') + 1],
    ]);
  });

  it('accepts base64url with or without padding', () => {
    const header = Buffer.from('{"alg":"HS256"}').toString('base64url');
    const payload = Buffer.from('{"a":1}').toString('base64url');
    const padded = (part: string) => part + '='.repeat((4 - (part.length % 4)) % 4);
    expect(decoded(decodeToken(`${padded(header)}.${padded(payload)}.`)).payload).toBe('{\n  "a": 1\n}');
  });

  it('reads aud as a list, and iat, nbf and exp as ISO dates', () => {
    const token = decoded(decodeToken(HS256_EXPIRED));
    expect(token.audience).toEqual(['api']);
    expect(token.times.map((t) => (t.ok ? [t.name, t.iso] : t.name))).toEqual([
      ['exp', '2023-11-14T23:13:20.000Z'],
      ['nbf', '2023-11-14T22:13:20.000Z'],
      ['iat', '2023-11-14T22:13:20.000Z'],
    ]);
  });

  it('names a date claim that is not a number of seconds', () => {
    const token = decoded(decodeToken(`${b64url('{"alg":"none"}')}.${b64url('{"exp":"tomorrow"}')}.`));
    expect(token.times).toEqual([{ name: 'exp', ok: false, value: '"tomorrow"' }]);
  });

  it('reads an unsecured token (RFC 7519 §6.1): an empty signature', () => {
    const token = decoded(decodeToken(RFC_UNSECURED));
    expect(token.facts.alg).toBe('none');
    expect(token.signatureBytes).toBe(0);
  });

  it('recognises a JWE (RFC 7516 A.3): header shown, payload encrypted', () => {
    const token = decoded(decodeToken(RFC_JWE));
    expect(token.form).toBe('jwe');
    expect(token.payload).toBeNull();
    expect(token.facts).toEqual({ alg: 'A128KW', enc: 'A128CBC-HS256' });
    expect(token.segments.map((s) => s.name)).toEqual([
      'header',
      'encrypted key',
      'initialization vector',
      'ciphertext',
      'authentication tag',
    ]);
  });

  it('names the part and the character that is not base64url, with its place in the input', () => {
    const [h, p, s] = HS256_ZOE.split('.');
    const input = `${h}.${p.slice(0, 5)}*${p.slice(6)}.${s}`;
    expect(decodeToken(input)).toEqual({
      ok: false,
      title: 'Payload (part 2) is not valid base64url',
      message: "At character 6 of the payload: '*' is not a base64url character.",
      offset: h.length + 1 + 5,
      line: 1,
      column: h.length + 7,
    });
    const plus = decodeToken(`${h.slice(0, 3)}+${h.slice(4)}.${p}.${s}`);
    expect(plus).toMatchObject({ title: 'Header (part 1) is not valid base64url', offset: 3 });
    expect(!plus.ok && plus.message).toContain('(base64url writes - for +)');
    expect(decodeToken(`${h}.${p}.${s.slice(0, 4)}/${s.slice(5)}`)).toMatchObject({
      title: 'Signature (part 3) is not valid base64url',
      offset: h.length + p.length + 2 + 4,
    });
  });

  it('counts lines when the token starts on a later line', () => {
    const [h, p, s] = HS256_ZOE.split('.');
    expect(decodeToken(`\n\n${h}.${p}.${s}!`)).toMatchObject({ line: 3, column: HS256_ZOE.length + 1 });
  });

  it('says which part is not JSON, not an object, or not UTF-8', () => {
    expect(decodeToken(`${b64url('{"alg":')}.${b64url('{}')}.`)).toMatchObject({
      ok: false,
      title: 'Header (part 1) is not JSON',
      offset: 0,
    });
    const payload = decodeToken(`${b64url('{"alg":"none"}')}.${b64url('[1,2]')}.`);
    expect(payload).toMatchObject({
      title: 'Payload (part 2) is not a JSON object',
      offset: b64url('{"alg":"none"}').length + 1,
    });
    const latin1 = Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]).toString('base64url');
    expect(decodeToken(`${b64url('{"alg":"none"}')}.${latin1}.`)).toMatchObject({
      title: 'Payload (part 2) is not UTF-8 text',
    });
  });

  it('says how many parts a JWT has when the count is wrong', () => {
    expect(decodeToken('abcdef')).toMatchObject({
      ok: false,
      title: 'Not a JWT',
      message:
        'A JWT has three parts joined by dots (header.payload.signature; an encrypted JWE has five); this text has 1.',
    });
    expect(decodeToken('a.b.c.d')).toMatchObject({
      ok: false,
      title: 'Not a JWT',
      message: expect.stringContaining('has 4'),
    });
    expect(decodeToken('   ')).toMatchObject({ ok: false, title: 'No token' });
  });

  it('still reads a token whose signature was cut off, and says it has none', () => {
    const [h, p] = HS256_ZOE.split('.');
    for (const cut of [`${h}.${p}`, `${h}.${p}.`]) {
      const token = decoded(decodeToken(cut));
      expect(token.payload).toContain('"name": "Zoë"');
      expect(token.signature).toBe('missing');
      expect(token.signatureBytes).toBe(0);
    }
    expect(decoded(decodeToken(`${h}.${p}`)).segments.map((s) => s.name)).toEqual(['header', 'payload']);
    // an empty signature under alg none is an unsecured token, not a cut one
    expect(decoded(decodeToken(RFC_UNSECURED)).signature).toBe('unsecured');
    expect(decoded(decodeToken(HS256_ZOE)).signature).toBe('signed');
  });

  it('lists the registered claims that are not dates, strings as they are and lists joined', () => {
    const token = decoded(decodeToken(`${b64url('{"alg":"HS256"}')}.${b64url(SIGN_PAYLOAD)}.`));
    expect(token.claims).toEqual([
      { name: 'iss', value: 'https://issuer.example' },
      { name: 'sub', value: '42' },
      { name: 'aud', value: 'api, web' },
      { name: 'jti', value: '3f1c9a62' },
    ]);
    expect(decoded(decodeToken(`${b64url('{}')}.${b64url('{"sub":42}')}.`)).claims).toEqual([
      { name: 'sub', value: '42' },
    ]);
  });

  it('round-trips any bytes through base64url, padded or not, as Node encodes them', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.boolean(), (bytes, pad) => {
        const text = Buffer.from(bytes).toString(pad ? 'base64' : 'base64url');
        const url = pad ? text.replace(/\+/g, '-').replace(/\//g, '_') : text;
        const back = base64urlBytes(url);
        expect(back.ok && Buffer.from(back.bytes).equals(Buffer.from(bytes))).toBe(true);
      }),
    );
  });

  it('decodes any JSON object header and payload it is given, as JSON.parse reads them', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue()), (h, p) => {
        const token = decoded(decodeToken(`${b64url(JSON.stringify(h))}.${b64url(JSON.stringify(p))}.`));
        expect(JSON.parse(token.header)).toEqual(JSON.parse(JSON.stringify(h)));
        expect(JSON.parse(token.payload ?? '')).toEqual(JSON.parse(JSON.stringify(p)));
      }),
    );
  });
});

describe('indenting JSON text', () => {
  it('indents as JSON.stringify(value, null, 2) does, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(reindent(JSON.stringify(value))).toBe(JSON.stringify(value, null, 2));
      }),
    );
  });

  it('keeps numbers, escapes and repeated keys exactly as written', () => {
    expect(reindent('{"id":12345678901234567890,"s":"a\\"b\\u00eb","id":1.50}')).toBe(
      '{\n  "id": 12345678901234567890,\n  "s": "a\\"b\\u00eb",\n  "id": 1.50\n}',
    );
    expect(reindent('{ "a" : [ ] , "b" : { } }')).toBe('{\n  "a": [],\n  "b": {}\n}');
  });
});

describe('compacting and checking JSON text', () => {
  it('compacts as JSON.stringify(value) does, for any JSON value, and undoes reindent', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value, null, 2);
        expect(compact(text)).toBe(JSON.stringify(value));
        expect(compact(reindent(JSON.stringify(value)))).toBe(JSON.stringify(value));
      }),
    );
  });

  it('accepts exactly what JSON.parse accepts', () => {
    const parses = (text: string) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    };
    const near = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v, null, 1)),
      fc.string({
        unit: fc.constantFrom('{', '}', '[', ']', '"', ':', ',', ' ', '1', '-', '.', 'e', 't', 'n', '\\', 'u', 'a'),
      }),
    );
    fc.assert(
      fc.property(near, (text) => {
        expect(jsonFault(text) === null).toBe(parses(text));
      }),
    );
  });

  it('says where and why a text is not JSON', () => {
    expect(jsonFault('{\n  "a": 1\n  "b": 2\n}')).toEqual({
      offset: 13,
      message: "Expected ',' or '}' after a member: found '\"'",
    });
    expect(jsonFault('{"a": tru}')).toEqual({ offset: 6, message: "Expected a value: found 't'" });
    expect(jsonFault('{"a": "x')).toEqual({ offset: 6, message: 'This string is never closed: a " is missing' });
    expect(jsonFault('{} {}')).toEqual({ offset: 3, message: "Only one JSON value is allowed: found '{' after it" });
    expect(jsonFault('{"a":')).toEqual({ offset: 5, message: 'Expected a value: the text ends' });
  });
});
