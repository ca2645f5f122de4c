import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { formatOutput, toCsv, toSqlInsert } from './outputFormats';

const rows = [
  { id: 1, name: 'Ann "Jo" Lee', note: 'a,b', tags: ['x', 'y'], ok: true, none: null },
  { id: 2, name: 'Bo\nLine', extra: 3.5 },
];

describe('mock data as CSV, SQL INSERT and YAML', () => {
  it('CSV as Python’s csv.writer writes it (header of every key, nested values as JSON, CRLF)', () => {
    // python3: csv.writer(out).writerow(...) for the keys, then each row (None as '', lists as compact JSON)
    expect(toCsv(rows)).toBe(
      'id,name,note,tags,ok,none,extra\r\n1,"Ann ""Jo"" Lee","a,b","[""x"",""y""]",true,,\r\n2,"Bo\nLine",,,,,3.5\r\n',
    );
    // one item (a count of 1) is one row
    expect(toCsv({ a: 1 })).toBe('a\r\n1\r\n');
  });

  it('SQL INSERT that SQLite runs, giving back every value (missing as NULL)', () => {
    const sql = toSqlInsert(rows);
    expect(sql.split('\n')[0]).toBe('INSERT INTO mock_data (id, name, note, tags, ok, none, extra) VALUES');
    const script = [
      'import json, sqlite3, sys',
      'db = sqlite3.connect(":memory:")',
      'db.execute("CREATE TABLE mock_data (id, name, note, tags, ok, none, extra)")',
      'db.executescript(sys.stdin.read())',
      'print(json.dumps(db.execute("SELECT * FROM mock_data ORDER BY id").fetchall()))',
    ].join('\n');
    const back = JSON.parse(execFileSync('python3', ['-c', script], { input: sql }).toString('utf8'));
    expect(back).toEqual([
      [1, 'Ann "Jo" Lee', 'a,b', '["x","y"]', 1, null, null],
      [2, 'Bo\nLine', null, null, null, null, 3.5],
    ]);
  });

  it('quotes a column name SQL would not take bare: spaces, capitals, keywords', () => {
    expect(toSqlInsert([{ 'first name': "O'Brien", Select: 1, order: 2, user: 'u' }])).toBe(
      `INSERT INTO mock_data ("first name", "Select", "order", "user") VALUES\n  ('O''Brien', 1, 2, 'u');\n`,
    );
  });

  it('YAML reads back as the same data', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.dictionary(fc.string(), fc.jsonValue()), { maxLength: 5 }), async (items) => {
        const json = JSON.stringify(items);
        expect(parseYaml(await formatOutput(json, 'yaml'))).toEqual(JSON.parse(json));
      }),
      { numRuns: 50 },
    );
  });

  it('JSON stays as made; nothing stays nothing', async () => {
    expect(await formatOutput('[{"a":1}]', 'json')).toBe('[{"a":1}]');
    expect(await formatOutput('', 'csv')).toBe('');
  });
});
