import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runQuery, type QueryRequest } from './jobs';

const jsonPath = (document: string, query: string, show: QueryRequest['show'] = 'values') =>
  runQuery({ language: 'jsonpath', document, query, show, compact: false, rawStrings: false });

/**
 * python3's json module reads integers exactly, so its output is the reference for them:
 * json.dumps([json.loads(DOC)], indent=2), which lays out as JSON.stringify(value, null, 2) does.
 */
const DOC = '{"n": 100000000000000000001, "m": [-9007199254740993, {"big": 12345678901234567890123}], "s": "x"}';
const PYTHON_DUMPS =
  '[\n  {\n    "n": 100000000000000000001,\n    "m": [\n      -9007199254740993,\n      {\n        "big": 12345678901234567890123\n      }\n    ],\n    "s": "x"\n  }\n]';

describe('JSONPath results keep the numbers as the document writes them', () => {
  it('keeps every digit of an integer past 2^53, as python3 does', async () => {
    expect(await jsonPath(DOC, '$')).toMatchObject({ ok: true, output: PYTHON_DUMPS, count: 1 });
    // python3: json.dumps(json.loads(DOC)["n"]) is 100000000000000000001
    expect(await jsonPath(DOC, '$.n')).toMatchObject({ output: '[\n  100000000000000000001\n]' });
    // python3: json.dumps([{"path": "$['n']", "value": json.loads(DOC)["n"]}], indent=2)
    expect(await jsonPath(DOC, '$.n', 'both')).toMatchObject({
      output: '[\n  {\n    "path": "$[\'n\']",\n    "value": 100000000000000000001\n  }\n]',
    });
  });

  it('writes a number a double rounds, or cannot hold, as the document does', async () => {
    const found = await jsonPath('[1.000000000000000000001, 1e400, 1.0, -0, 2]', '$[*]');
    expect(found).toMatchObject({ output: '[\n  1.000000000000000000001,\n  1e400,\n  1.0,\n  -0,\n  2\n]' });
  });

  it('leaves the paths as they are', async () => {
    expect(await jsonPath(DOC, '$.m[*]', 'paths')).toMatchObject({
      output: '[\n  "$[\'m\'][0]",\n  "$[\'m\'][1]"\n]',
      paths: ["$['m'][0]", "$['m'][1]"],
    });
  });

  it('compares numbers as doubles in filters, and says where the first number a double cannot hold is', async () => {
    // 9007199254740993 reads as the double 9007199254740992: both equal the query's number
    const found = await jsonPath('[\n  9007199254740992,\n  9007199254740993,\n  3\n]', '$[?@ == 9007199254740993]');
    expect(found).toEqual({
      ok: true,
      output: '[\n  9007199254740992,\n  9007199254740993\n]',
      count: 2,
      paths: ['$[0]', '$[1]'],
      inexact: { line: 2, column: 3 },
    });
    expect(await jsonPath('{"a": [1, 2.5]}', '$.a')).toMatchObject({ inexact: null });
  });

  it('writes results as JSON.stringify(value, null, 2) does when a number elsewhere is written otherwise', async () => {
    fc.assert(
      await fc.asyncProperty(fc.jsonValue(), async (value) => {
        const text = JSON.stringify(value);
        const expected: unknown = JSON.parse(text);
        // 1.0 is written otherwise than JSON.stringify writes it: the results are written number by number
        const document = `[${text}, 1.0]`;
        expect(await jsonPath(document, '$[0]')).toMatchObject({ output: JSON.stringify([expected], null, 2) });
        expect(await jsonPath(document, '$[0]', 'both')).toMatchObject({
          output: JSON.stringify([{ path: '$[0]', value: expected }], null, 2),
        });
      }),
    );
  });

  it('has nothing to say of the numbers in jq', async () => {
    const ran = await runQuery({
      language: 'jq',
      document: '{"n":100000000000000000001}',
      query: '.n',
      show: 'values',
      compact: false,
      rawStrings: false,
    });
    expect(ran).toEqual({ ok: true, output: '100000000000000000001', count: 1, paths: null, inexact: null });
  });
});
