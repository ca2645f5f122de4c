import { describe, expect, it } from 'vitest';
import { registry } from '.';
import { editDistance, normalize, searchTools, suggestTools, wordSimilarity } from './search';

const ids = (query: string) => searchTools(registry.tools, query).map((t) => t.manifest.id);

/** Real queries: [query, expected tool, rank it must reach (1 = first)]. */
const table: readonly [string, string, number][] = [
  // misspellings
  ['jsno', 'json-validator', 1],
  ['bas64', 'base64-text', 1],
  ['base46', 'base64-text', 1],
  ['timestmp', 'timestamp', 1],
  ['lorme ipsum', 'lorem-ipsum', 1],
  ['regx', 'regex-tester', 1],
  ['uiud', 'uuid', 1],
  ['hahs', 'hash-generator', 1],
  ['xlm', 'xml-formatter', 1],
  ['stak trace', 'stack-trace', 1],
  ['imgae converter', 'image-converter', 1],
  // synonyms
  ['epoch', 'timestamp', 1],
  ['guid', 'uuid', 1],
  ['md5', 'hash-generator', 1],
  ['sha256', 'hash-generator', 1],
  ['checksum', 'hash-generator', 1],
  ['regexp', 'regex-tester', 1],
  ['percent encoding', 'url-encoder', 1],
  ['curl', 'http-tester', 1],
  ['postman', 'http-tester', 1],
  ['fake data', 'mock-data', 1],
  ['dummy text', 'lorem-ipsum', 1],
  ['traceback', 'stack-trace', 1],
  ['beautify json', 'json-validator', 1],
  ['btoa', 'base64-text', 1],
  // word order and task phrases
  ['png to jpg', 'image-converter', 1],
  ['jpg png', 'image-converter', 3],
  ['uuid v7', 'uuid', 1],
  ['v7 uuid', 'uuid', 1],
  ['unix timestamp to date', 'timestamp', 1],
  ['compare two texts', 'text-diff', 1],
  ['strip html tags', 'html-text', 1],
  ['url decode', 'url-encoder', 1],
  ['decode base64 image', 'base64-image', 1],
  ['base64 to pdf', 'base64-pdf', 1],
  ['image to base64', 'file-to-base64', 1],
  ['pretty print xml', 'xml-formatter', 1],
  ['test rest api', 'http-tester', 1],
  ['json schema', 'json-validator', 3],
  ['base64', 'base64-text', 3],
  ['html escape', 'html-text', 1],
  ['json to typescript', 'json-types', 1],
  ['zod schema from json', 'json-types', 1],
  ['typescript interface', 'json-types', 1],
  ['generate test data', 'mock-data', 1],
  // task words of the tools that do the task
  ['datetime', 'timestamp', 1],
  ['timezone', 'timestamp', 1],
  ['date format', 'timestamp', 1],
  ['csv to json', 'csv-json', 1],
  ['yaml to json', 'yaml-json', 1],
  ['qr', 'qr', 1],
  ['decode jwt', 'jwt', 1],
  ['subnet', 'cidr', 1],
  ['hex to rgb', 'color', 1],
  ['format sql', 'sql-formatter', 1],
  ['jq', 'json-query', 1],
];

describe('search ranking over real queries', () => {
  it.each(table)('%s → %s (top %i)', (query, expected, rank) => {
    const found = ids(query);
    expect(found.slice(0, rank), `results: ${found.join(', ')}`).toContain(expected);
  });
});

describe('search', () => {
  it('gives nothing for blank queries or gibberish, and suggests the closest tools instead', () => {
    expect(ids('   ')).toEqual([]);
    expect(ids('qwertyzz')).toEqual([]);
    expect(suggestTools(registry.tools, 'qwertyzz')).toHaveLength(3);
    expect(suggestTools(registry.tools, 'jason prettyfier')[0].manifest.id).toBe('json-validator');
    expect(suggestTools(registry.tools, '')).toEqual([]);
  });
  it('ignores case, accents and punctuation, and treats regex characters literally', () => {
    expect(ids('JSON')[0]).toBe('json-validator');
    expect(ids('Tímestamp')[0]).toBe('timestamp');
    expect(normalize(' Hello, World! ')).toBe('hello world');
    expect(() => ids('(a+)+$ [')).not.toThrow();
  });
  it('measures typos as Damerau-Levenshtein edits', () => {
    expect(editDistance('jsno', 'json')).toBe(1);
    expect(editDistance('bas64', 'base64')).toBe(1);
    expect(editDistance('abc', 'xyz', 2)).toBe(3);
    expect(wordSimilarity('json', 'json')).toBe(1);
    expect(wordSimilarity('jso', 'json')).toBeGreaterThan(wordSimilarity('jsno', 'json'));
    expect(wordSimilarity('ab', 'xy')).toBe(0);
  });
});
