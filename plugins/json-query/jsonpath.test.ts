import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runJsonPath } from './jsonpath';

interface CtsTest {
  name: string;
  selector: string;
  document?: unknown;
  result?: unknown[];
  result_paths?: string[];
  results?: unknown[][];
  results_paths?: string[][];
  invalid_selector?: boolean;
}

function isCts(value: unknown): value is { tests: CtsTest[] } {
  return typeof value === 'object' && value !== null && 'tests' in value && Array.isArray(value.tests);
}

const parsed: unknown = JSON.parse(readFileSync(join(__dirname, 'cts', 'cts.json'), 'utf8'));
const cts = isCts(parsed) ? parsed.tests : [];

describe('JSONPath Compliance Test Suite (RFC 9535)', () => {
  it('has all its tests', () => {
    expect(cts.length).toBe(687);
  });
  it.each(cts.map((test) => [test.name, test] as const))('%s', (_name, test) => {
    const found = runJsonPath(test.document ?? null, test.selector);
    if (test.invalid_selector) {
      expect(found.ok).toBe(false);
      return;
    }
    if (!found.ok) throw new Error(`refused a valid selector: ${found.message}`);
    if (test.result) {
      expect(found.values).toEqual(test.result);
      if (test.result_paths) expect(found.paths).toEqual(test.result_paths);
      return;
    }
    // member order is not fixed: the result is one of those listed, with its paths
    const index = (test.results ?? []).findIndex((values) => JSON.stringify(values) === JSON.stringify(found.values));
    expect(index).toBeGreaterThanOrEqual(0);
    if (test.results_paths) expect(found.paths).toEqual(test.results_paths[index]);
  });
});

/**
 * Examples of RFC 9535 §2.3, written as the RFC's tables give them: the document, the query, the
 * result and the result's normalized paths.
 */
describe('RFC 9535 examples', () => {
  // §2.3.1.3, Table 5 (name selector)
  const names = { o: { 'j j': { 'k.k': 3 } }, "'": { '@': 2 } };
  // §2.3.2.3, Table 6 (wildcard selector)
  const wild = { o: { j: 1, k: 2 }, a: [5, 3] };
  // §2.3.4.3, Table 8 (array slice selector)
  const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  // §2.3.5.3, Tables 12–14 (filter selector)
  const filters = {
    a: [3, 5, 1, 2, 4, 6, { b: 'j' }, { b: 'k' }, { b: {} }, { b: 'kilo' }],
    o: { p: 1, q: 2, r: 3, s: 5, t: { u: 6 } },
    e: 'f',
  };
  const cases: [string, unknown, string, unknown[], string[]][] = [
    ['name, bracketed with a space', names, "$.o['j j']", [{ 'k.k': 3 }], ["$['o']['j j']"]],
    ['name, nested', names, "$.o['j j']['k.k']", [3], ["$['o']['j j']['k.k']"]],
    ['name, double quotes', names, '$.o["j j"]["k.k"]', [3], ["$['o']['j j']['k.k']"]],
    ['name, quote and at sign', names, `$["'"]["@"]`, [2], ["$['\\'']['@']"]],
    ['wildcard, object values', wild, '$[*]', [{ j: 1, k: 2 }, [5, 3]], ["$['o']", "$['a']"]],
    ['wildcard, member values', wild, '$.o[*]', [1, 2], ["$['o']['j']", "$['o']['k']"]],
    ['wildcard, twice', wild, '$.o[*, *]', [1, 2, 1, 2], ["$['o']['j']", "$['o']['k']", "$['o']['j']", "$['o']['k']"]],
    ['wildcard, array elements', wild, '$.a[*]', [5, 3], ["$['a'][0]", "$['a'][1]"]],
    // §2.3.3.3, Table 7 (index selector)
    ['index', ['a', 'b'], '$[1]', ['b'], ['$[1]']],
    ['index from the end', ['a', 'b'], '$[-2]', ['a'], ['$[0]']],
    ['slice', letters, '$[1:3]', ['b', 'c'], ['$[1]', '$[2]']],
    ['slice, no end', letters, '$[5:]', ['f', 'g'], ['$[5]', '$[6]']],
    ['slice, step', letters, '$[1:5:2]', ['b', 'd'], ['$[1]', '$[3]']],
    ['slice, negative step', letters, '$[5:1:-2]', ['f', 'd'], ['$[5]', '$[3]']],
    [
      'slice, reversed',
      letters,
      '$[::-1]',
      ['g', 'f', 'e', 'd', 'c', 'b', 'a'],
      ['$[6]', '$[5]', '$[4]', '$[3]', '$[2]', '$[1]', '$[0]'],
    ],
    ['filter, equal to a string', filters, "$.a[?@.b == 'kilo']", [{ b: 'kilo' }], ["$['a'][9]"]],
    ['filter, greater than', filters, '$.a[?@>3.5]', [5, 4, 6], ["$['a'][1]", "$['a'][4]", "$['a'][5]"]],
    [
      'filter, existence',
      filters,
      '$.a[?@.b]',
      [{ b: 'j' }, { b: 'k' }, { b: {} }, { b: 'kilo' }],
      ["$['a'][6]", "$['a'][7]", "$['a'][8]", "$['a'][9]"],
    ],
    [
      'filter, twice',
      filters,
      '$.o[?@<3, ?@<3]',
      [1, 2, 1, 2],
      ["$['o']['p']", "$['o']['q']", "$['o']['p']", "$['o']['q']"],
    ],
    ['filter, or', filters, '$.a[?@<2 || @.b == "k"]', [1, { b: 'k' }], ["$['a'][2]", "$['a'][7]"]],
    ['filter, match()', filters, '$.a[?match(@.b, "[jk]")]', [{ b: 'j' }, { b: 'k' }], ["$['a'][6]", "$['a'][7]"]],
    [
      'filter, search()',
      filters,
      '$.a[?search(@.b, "[jk]")]',
      [{ b: 'j' }, { b: 'k' }, { b: 'kilo' }],
      ["$['a'][6]", "$['a'][7]", "$['a'][9]"],
    ],
    ['filter, and', filters, '$.o[?@>1 && @<4]', [2, 3], ["$['o']['q']", "$['o']['r']"]],
    ['filter, or of existences', filters, '$.o[?@.u || @.x]', [{ u: 6 }], ["$['o']['t']"]],
    [
      'filter, nothing equals nothing',
      filters,
      '$.a[?@.b == $.x]',
      [3, 5, 1, 2, 4, 6],
      ["$['a'][0]", "$['a'][1]", "$['a'][2]", "$['a'][3]", "$['a'][4]", "$['a'][5]"],
    ],
  ];
  it.each(cases)('%s: %s', (_name, document, query, values, paths) => {
    expect(runJsonPath(document, query)).toEqual({ ok: true, values, paths, locations: expect.any(Array) });
  });
  it('gives each node its location: the names and indexes of its normalized path', () => {
    // RFC 9535 §2.3.1.3, Table 5: $['o']['j j']['k.k'] is o, then 'j j', then 'k.k'
    expect(runJsonPath(names, "$.o['j j']['k.k']")).toMatchObject({ locations: [['o', 'j j', 'k.k']] });
    // §2.3.2.3, Table 6
    expect(runJsonPath(wild, '$.a[*]')).toMatchObject({
      locations: [
        ['a', 0],
        ['a', 1],
      ],
    });
    expect(runJsonPath(wild, '$')).toMatchObject({ locations: [[]] });
  });
});

describe('JSONPath errors', () => {
  // the offset is the character where the query stops being RFC 9535 JSONPath (counted by hand)
  it.each([
    ['store.book', 0],
    ['$.store[?@.price < ]', 19],
    ['$..[', 4],
    ["$['a", 4],
    ['$[?length(@) == 1 && ]', 21],
  ])('%j is refused at offset %i', (query, offset) => {
    const found = runJsonPath({}, query);
    expect(found).toMatchObject({ ok: false, offset });
    if (!found.ok) {
      expect(found.message).not.toBe('');
      // the library's own snippet and index are left out: the screen shows the position itself
      expect(found.message).not.toMatch(/':\d+\)$/);
    }
  });
  it('refuses non-standard syntax that other libraries accept silently', () => {
    // a filter needs ?, and a function's result must be well typed (RFC 9535 §2.4.3)
    expect(runJsonPath([1], '$[(@.length-1)]').ok).toBe(false);
    expect(runJsonPath([1], '$[?length(@.*) > 0]').ok).toBe(false);
  });
});
