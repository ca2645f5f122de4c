import { describe, expect, it } from 'vitest';
import { formatJqOutputs } from './format';
import { readError, runJq } from './jq';

/**
 * Examples from the jq 1.7 manual: the input, the program and the outputs the manual lists, each
 * also what jq 1.6's own binary prints with -c (`jq -c '<program>' <<< '<input>'`).
 */
const MANUAL: [string, string, string[]][] = [
  ['{"foo": 42, "bar": "less interesting data"}', '.foo', ['42']],
  ['[{"name":"JSON", "good":true}, {"name":"XML", "good":false}]', '.[0]', ['{"name":"JSON","good":true}']],
  ['[{"name":"JSON", "good":true}, {"name":"XML", "good":false}]', '.[] | .name', ['"JSON"', '"XML"']],
  ['{"foo": 42, "bar": "something else", "baz": true}', '.foo, .bar', ['42', '"something else"']],
  ['["a","b","c","d","e"]', '.[2:4]', ['["c","d"]']],
  ['[1,2,3]', 'map(.+1)', ['[2,3,4]']],
  [
    '{"user":"stedolan","titles":["JQ Primer", "More JQ"]}',
    '{user, title: .titles[]}',
    ['{"user":"stedolan","title":"JQ Primer"}', '{"user":"stedolan","title":"More JQ"}'],
  ],
  ['{"a": 1, "b": 2}', 'to_entries', ['[{"key":"a","value":1},{"key":"b","value":2}]']],
  ['{"a": 1, "b": 2}', 'with_entries(.value += 1)', ['{"a":2,"b":3}']],
  ['[1,2,3,4,5]', 'reduce .[] as $item (0; . + $item)', ['15']],
  ['[1,5,3,0,7]', 'map(select(. >= 2))', ['[5,3,7]']],
  [
    '[[0], [0, 1], [2, 1, 0]]',
    '.[] as [$a, $b] | {a: $a, b: $b}',
    ['{"a":0,"b":null}', '{"a":0,"b":1}', '{"a":2,"b":1}'],
  ],
  ['true', 'try error("some exception") catch .', ['"some exception"']],
  ['[0,1,2,3,4,5,6,7,8,9]', '[limit(3;.[])]', ['[0,1,2]']],
  ['"This is a message"', '@base64', ['"VGhpcyBpcyBhIG1lc3NhZ2U="']],
  ['{"abc": 1, "abcd": 2, "Foo": 3}', 'keys', ['["Foo","abc","abcd"]']],
  ['["a","b","c"]', 'add', ['"abc"']],
  ['["foo", "bar", "baz"]', 'del(.[1, 2])', ['["foo"]']],
  ['42', '"The input was \\(.), which is one less than \\(.+1)"', ['"The input was 42, which is one less than 43"']],
  ['[1,[[],{"a":2}]]', '[paths]', ['[[0],[1],[1,0],[1,1],[1,1,"a"]]']],
  ['[1,2,3,4,5]', '[.[]|[.,1]|until(.[0] < 1; [.[0] - 1, .[1] * .[0]])|.[1]]', ['[1,2,6,24,120]']],
  ['null', '[range(0;10;3)]', ['[0,3,6,9]']],
  ['{"a":[{"b":1}]}', 'path(..)', ['[]', '["a"]', '["a",0]', '["a",0,"b"]']],
];

describe('jq (jq-web, jq 1.7 in WebAssembly)', () => {
  it.each(MANUAL)('%s | %s', async (input, program, outputs) => {
    expect(await runJq(input, program)).toEqual({ ok: true, outputs });
  });

  it('keeps the digits of a number past 2^53 that the program does not change', async () => {
    expect(await runJq('{"n":100000000000000000001}', '.n')).toEqual({ ok: true, outputs: ['100000000000000000001'] });
  });

  // jq 1.6 with no environment: `env -i jq -n -c '[env, $ENV, (env|type), env.PATH, $ENV.HOME]'`
  it("gives env and $ENV as an empty object, never the runtime's environment", async () => {
    expect(await runJq('null', '[env, $ENV, (env|type), env.PATH, $ENV.HOME]')).toEqual({
      ok: true,
      outputs: ['[{},{},"object",null,null]'],
    });
  });

  it('gives no outputs for empty', async () => {
    expect(await runJq('[]', '.[]')).toEqual({ ok: true, outputs: [] });
  });

  it('reads a syntax error with its line, and an error raised while running', async () => {
    expect(await runJq('{"a":1}', '.a |')).toMatchObject({
      ok: false,
      kind: 'syntax',
      message: 'syntax error, unexpected end of file',
      line: 1,
    });
    expect(await runJq('{"a":1}', '.a\n| foo(1)')).toMatchObject({
      ok: false,
      kind: 'syntax',
      message: 'foo/1 is not defined',
      line: 2,
    });
    expect(await runJq('{"a":1}', '.a.b')).toEqual({
      ok: false,
      kind: 'runtime',
      message: 'Cannot index number with string "b"',
    });
    expect(await runJq('{"a":1}', 'error("stop here")')).toEqual({ ok: false, kind: 'runtime', message: 'stop here' });
  });
});

describe('readError', () => {
  // standard error as jq 1.6's binary prints it (`jq '.a |' <<< '{}'`, `jq '.a.b' <<< '{"a":1}'`)
  it('reads jq 1.6 messages too', () => {
    expect(
      readError(
        'jq: error: syntax error, unexpected $end (Unix shell quoting issues?) at <top-level>, line 1:\n.a |\njq: 1 compile error',
      ),
    ).toEqual({
      ok: false,
      kind: 'syntax',
      message: 'syntax error, unexpected $end',
      line: 1,
    });
    expect(readError('jq: error (at <stdin>:1): Cannot index number with string "b"')).toEqual({
      ok: false,
      kind: 'runtime',
      message: 'Cannot index number with string "b"',
    });
  });
});

describe('formatJqOutputs', () => {
  // jq 1.6: `jq '.[]'` and `jq -r '.[]'` over ["a\nb", {"k": [1, {}]}, []]
  const outputs = ['"a\\nb"', '{"k":[1,{}]}', '[]'];
  it('indents as jq does by default', () => {
    expect(formatJqOutputs(outputs, { compact: false, rawStrings: false })).toBe(
      '"a\\nb"\n{\n  "k": [\n    1,\n    {}\n  ]\n}\n[]',
    );
  });
  it('writes strings raw with -r and one output per line with -c', () => {
    expect(formatJqOutputs(outputs, { compact: true, rawStrings: true })).toBe('a\nb\n{"k":[1,{}]}\n[]');
  });
});
