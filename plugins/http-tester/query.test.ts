import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRequest, DEFAULT_REQUEST } from './logic';
import { activeRows, queryPairs, rowsFromUrl, rowsNotInQuery, urlFromRows } from './query';

const on = (key: string, value: string) => ({ key, value, enabled: true });

describe('the URL and the Params rows are one query', () => {
  // expected pairs: Python's urllib.parse.parse_qsl(query, keep_blank_values=True)
  it.each([
    [
      'https://x.test/s?q=a+b&x=%20&y',
      [
        ['q', 'a b'],
        ['x', ' '],
        ['y', ''],
      ],
    ],
    [
      'https://x.test/?a=1&a=2&b=%C3%A9t%C3%A9',
      [
        ['a', '1'],
        ['a', '2'],
        ['b', 'été'],
      ],
    ],
    [
      'https://x.test/?k=v=w&&=x',
      [
        ['k', 'v=w'],
        ['', 'x'],
      ],
    ],
    [
      'https://x.test/?name=O%27Brien&sym=%26%3D%3F#top',
      [
        ['name', "O'Brien"],
        ['sym', '&=?'],
      ],
    ],
  ])('%s holds the pairs a server reads', (url, pairs) => {
    expect(queryPairs(url).map((p) => [p.key, p.value])).toEqual(pairs);
  });

  it('a malformed escape stays as typed; no query, no pairs', () => {
    expect(queryPairs('https://x.test/?bad=%E0%A4%A&ok=1')).toEqual([
      { key: 'bad', value: '%E0%A4%A' },
      { key: 'ok', value: '1' },
    ]);
    expect(queryPairs('https://x.test/path#a?b=c')).toEqual([]);
    expect(queryPairs('https://x.test/?')).toEqual([]);
  });

  it('editing the URL rewrites the rows; rows the URL cannot show (off, no key) stay', () => {
    const off = { key: 'debug', value: '1', enabled: false };
    const blank = { key: '', value: 'typing', enabled: true };
    expect(rowsFromUrl('https://x.test/?a=1&b=2', [on('a', '0'), off, blank])).toEqual([
      on('a', '1'),
      on('b', '2'),
      off,
      blank,
    ]);
    expect(rowsFromUrl('https://x.test/', [on('a', '1')])).toEqual([]);
  });

  it('editing the rows rewrites the query: the path and the fragment stay as typed, off rows are left out', () => {
    // encodeURIComponent, as Python's urllib.parse.quote(s, safe="~()*!.'") writes it
    expect(
      urlFromRows('https://x.test/a b?old=1#frag', [
        on('q', 'a b&c'),
        on('w', 'été/?'),
        { key: 'off', value: '1', enabled: false },
      ]),
    ).toBe('https://x.test/a b?q=a%20b%26c&w=%C3%A9t%C3%A9%2F%3F#frag');
    expect(urlFromRows('https://x.test/?a=1', [])).toBe('https://x.test/');
    expect(urlFromRows('x.test', [on('a', '')])).toBe('x.test?a=');
  });

  it('round trip: the URL written from any rows reads back as the rows that are sent', () => {
    const row = fc.record({ key: fc.string(), value: fc.string(), enabled: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 8 }),
        fc.constantFrom('https://x.test/p', 'https://x.test/p#f', 'h.test/?z=9'),
        (rows, url) => {
          expect(queryPairs(urlFromRows(url, rows))).toEqual(activeRows(rows));
        },
      ),
    );
  });

  it('a row the URL already holds is sent once; a row kept apart from the URL is still sent', () => {
    expect(rowsNotInQuery('https://x.test/?a=1&a=1&b=2', [on('a', '1'), on('a', '1'), on('c', '3')])).toEqual([
      on('c', '3'),
    ]);
    const synced = { ...DEFAULT_REQUEST, url: 'https://x.test/?q=a%20b', params: [on('q', 'a b')] };
    const built = buildRequest(synced);
    expect(built.ok && built.request.url).toBe('https://x.test/?q=a%20b');
    const apart = { ...DEFAULT_REQUEST, url: 'https://x.test/?q=1', params: [on('r', '2')] };
    const sent = buildRequest(apart);
    expect(sent.ok && sent.request.url).toBe('https://x.test/?q=1&r=2');
  });
});
