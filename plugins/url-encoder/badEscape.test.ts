import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badEscapeText, findBadEscape } from './badEscape';

describe('findBadEscape', () => {
  it.each([
    ['100%', { index: 3, text: '%', reason: 'not-hex', column: 4 }],
    ['a%zzb', { index: 1, text: '%', reason: 'not-hex', column: 2 }],
    ['a%2', { index: 1, text: '%2', reason: 'not-hex' }],
    ['ok%20then%2G', { index: 9, text: '%2', reason: 'not-hex', column: 10 }],
    ['x%FFy', { index: 1, text: '%FF', reason: 'not-utf8' }],
    ['%E0%A4%A', { index: 0, text: '%E0%A4', reason: 'not-utf8' }],
    ['%C3', { index: 0, text: '%C3', reason: 'not-utf8' }],
    ['%ED%A0%80', { index: 0, text: '%ED%A0%80', reason: 'not-utf8' }], // a surrogate
  ])('%j → %j', (input, expected) => {
    expect(findBadEscape(input)).toMatchObject(expected);
  });

  it('gives the line and column on multi-line input', () => {
    expect(findBadEscape('a%20b\nc%d')).toMatchObject({ index: 7, line: 2, column: 2 });
  });

  it('is null when every escape decodes', () => {
    for (const s of ['', 'plain', 'a%20b', '%E2%82%AC', '%F0%9F%98%80', '%2f%2F']) expect(findBadEscape(s)).toBeNull();
  });

  it('agrees with decodeURIComponent on any text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(?:[a-z ]|%[0-9A-Fa-fGz]{0,2}|%[CDEF][0-9A-F]%[89AB][0-9A-F])*$/), (s) => {
        let decodes = true;
        try {
          decodeURIComponent(s);
        } catch {
          decodes = false;
        }
        expect(findBadEscape(s) === null).toBe(decodes);
      }),
    );
  });

  it('says where and what', () => {
    expect(badEscapeText(findBadEscape('100%')!)).toBe('At character 4: “%” is not followed by two hex digits.');
    expect(badEscapeText(findBadEscape('a\n%FF')!)).toBe('At line 2, column 1: “%FF” is not valid UTF-8.');
  });
});
