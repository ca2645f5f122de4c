import { describe, expect, it } from 'vitest';
import { directionFor } from './inputDirection';

describe('the direction an input plainly calls for', () => {
  it('turns CSV → JSON to JSON → CSV for a JSON array or object that parses', () => {
    expect(directionFor('[{"id": 1, "name": "Ada"}]', 'csv-json')).toBe('json-csv');
    expect(directionFor('  {"id": 1}\n', 'csv-json')).toBe('json-csv');
    expect(directionFor('[]', 'csv-json')).toBe('json-csv');
  });

  it('leaves CSV → JSON for text that is not JSON that parses', () => {
    for (const text of ['id,name\n1,Ada', '[{"id": 1', '"just a string"', '42', '[a],[b]\n[c],[d]', 'true'])
      expect(directionFor(text, 'csv-json'), text).toBeNull();
  });

  it('turns JSON → CSV to CSV → JSON for rows of CSV, and for nothing that could be JSON on its way', () => {
    expect(directionFor('id,name\n1,Ada\n2,Grace', 'json-csv')).toBe('csv-json');
    expect(directionFor('a;b\n1;2', 'json-csv')).toBe('csv-json');
    for (const text of ['[{"id": 1', '{"a": 1}', 'one line, with a comma', 'hello\nworld', 'a,b\n1,2,3'])
      expect(directionFor(text, 'json-csv'), text).toBeNull();
  });

  it('leaves an input that fits its direction as it is', () => {
    expect(directionFor('[{"id": 1}]', 'json-csv')).toBeNull();
    expect(directionFor('id,name\n1,Ada', 'csv-json')).toBeNull();
  });
});
