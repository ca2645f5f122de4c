import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { convert, detectFormat, type ConvertRequest, type ConvertResult, type Converted } from './logic';
import { aliasLimitMessage, looksTyped } from './yaml';

const request = (input: string, to: ConvertRequest['to'], extra: Partial<ConvertRequest> = {}): ConvertRequest => ({
  input,
  from: 'auto',
  to,
  indent: 2,
  stream: 'array',
  yamlVersion: '1.2',
  ...extra,
});

function ok(result: ConvertResult): Converted {
  if (!result.ok) throw new Error(`expected a conversion, got: ${result.error.message}`);
  return result;
}
const toJson = (input: string, extra: Partial<ConvertRequest> = {}): unknown =>
  JSON.parse(ok(convert(request(input, 'json', extra))).output);
const failure = (result: ConvertResult) => {
  if (result.ok) throw new Error('expected a failure');
  return result.error;
};

describe('detecting the input format', () => {
  it.each([
    ['{"a": 1}', 'json'],
    ['  [1, 2]', 'json'],
    ['"text"', 'json'],
    ['# comment\n[server]\nport = 80', 'toml'],
    ['[[products]]\nname = "x"', 'toml'],
    ['title = "TOML"', 'toml'],
    ['a.b = 1', 'toml'],
    ['key: value', 'yaml'],
    ['- a\n- b', 'yaml'],
    ['---\na: 1', 'yaml'],
    ['\uFEFF{"a":1}', 'json'],
    ['[01]', 'json'],
    ['[a]\n[b]\nx = 1', 'toml'],
  ])('%j is %s', (text, format) => {
    expect(detectFormat(text)).toBe(format);
  });
});

// Expected values from the YAML 1.2.2 specification's examples (chapter 2), written as literals.
describe('YAML 1.2 to JSON (spec examples)', () => {
  it('Example 2.10: an anchor and its alias give the same value', () => {
    const yaml =
      '---\nhr:\n  - Mark McGwire\n  # Following node labeled SS\n  - &SS Sammy Sosa\nrbi:\n  - *SS # Subsequent occurrence\n  - Ken Griffey\n';
    expect(toJson(yaml)).toEqual({ hr: ['Mark McGwire', 'Sammy Sosa'], rbi: ['Sammy Sosa', 'Ken Griffey'] });
  });

  it('Example 2.19: integers in every base', () => {
    expect(toJson('canonical: 12345\ndecimal: +12345\noctal: 0o14\nhexadecimal: 0xC\n')).toEqual({
      canonical: 12345,
      decimal: 12345,
      octal: 12,
      hexadecimal: 12,
    });
  });

  it('Example 2.20: floats keep their digits; -.inf and .nan are written as strings with a notice', () => {
    const result = ok(
      convert(
        request(
          'canonical: 1.23015e+3\nexponential: 12.3015e+02\nfixed: 1230.15\nnegative infinity: -.inf\nnot a number: .nan\n',
          'json',
        ),
      ),
    );
    expect(result.output).toContain('"canonical": 1.23015e+3');
    expect(result.output).toContain('"exponential": 12.3015e+02');
    expect(JSON.parse(result.output)).toEqual({
      canonical: 1230.15,
      exponential: 1230.15,
      fixed: 1230.15,
      'negative infinity': '-Infinity',
      'not a number': 'NaN',
    });
    expect(result.notices).toEqual([
      { path: '/negative infinity', line: 4, message: '-Infinity has no JSON form: written as the string "-Infinity"' },
      { path: '/not a number', line: 5, message: 'NaN has no JSON form: written as the string "NaN"' },
    ]);
  });

  it('Example 2.21: null, booleans and a quoted string', () => {
    expect(toJson("null:\nbooleans: [ true, false ]\nstring: '012345'\n")).toEqual({
      null: null,
      booleans: [true, false],
      string: '012345',
    });
  });

  it('merge keys: explicit keys win, earlier merged maps win over later ones (yaml.org/type/merge.html)', () => {
    const yaml = `- &CENTER { x: 1, y: 2 }
- &LEFT { x: 0, y: 2 }
- &BIG { r: 10 }
- &SMALL { r: 1 }
- x: 1
  y: 2
  r: 10
  label: center/big
- << : *CENTER
  r: 10
  label: center/big
- << : [ *CENTER, *BIG ]
  label: center/big
- << : [ *BIG, *LEFT, *SMALL ]
  x: 1
  label: center/big
`;
    const maps = toJson(yaml);
    expect(Array.isArray(maps) && maps.slice(4)).toEqual(Array(4).fill({ x: 1, y: 2, r: 10, label: 'center/big' }));
  });

  it('a merge key that names a scalar is an error at the merge', () => {
    const error = failure(convert(request('a: &s text\nb:\n  <<: *s\n', 'json')));
    expect(error.message).toMatch(/merge key/i);
    expect(error.line).toBe(3);
  });

  it('big integers keep every digit', () => {
    const result = ok(convert(request('id: 12345678901234567890123\nsmall: 9007199254740993\n', 'json')));
    expect(result.output).toBe('{\n  "id": 12345678901234567890123,\n  "small": 9007199254740993\n}\n');
  });

  it('a stream of documents becomes a JSON array, or JSON Lines', () => {
    expect(ok(convert(request('a: 1\n---\nb: 2\n', 'json'))).output).toBe(
      '[\n  {\n    "a": 1\n  },\n  {\n    "b": 2\n  }\n]\n',
    );
    const lines = ok(convert(request('a: 1\n---\nb: 2\n', 'json', { stream: 'lines' })));
    expect(lines.output).toBe('{"a":1}\n{"b":2}\n');
    expect(lines.lines).toBe(true);
    expect(lines.documents).toBe(2);
  });

  it('tolerates a byte order mark, and Go to error still lands on the character', () => {
    expect(toJson('\uFEFFa: 1\n')).toEqual({ a: 1 });
    const input = '\uFEFFa: 1\na: 2\n';
    const error = failure(convert(request(input, 'json')));
    expect(error.line).toBe(2);
    expect(input.charAt(error.offset ?? -1)).toBe('a');
  });

  it('keys that are not strings become their text', () => {
    expect(toJson('200: OK\ntrue: yes\n~: nothing\n')).toEqual({ '200': 'OK', true: 'yes', null: 'nothing' });
  });

  it('__proto__ is an ordinary key', () => {
    const result = ok(convert(request('__proto__: {polluted: true}\n', 'json')));
    expect(result.output).toBe('{\n  "__proto__": {\n    "polluted": true\n  }\n}\n');
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('YAML errors with line and column', () => {
  it('a duplicate key', () => {
    const error = failure(convert(request('a: 1\nb: 2\na: 3\n', 'json')));
    expect(error).toMatchObject({
      title: 'Invalid YAML',
      message: 'Duplicate key "a" (first on line 1): a key may appear once in a mapping. Rename or remove one of them.',
      line: 3,
      column: 1,
      offset: 10,
    });
  });

  it('a tab in indentation', () => {
    const error = failure(convert(request('a:\n\t- x\n', 'json')));
    expect(error.message).toBe(
      'Line 2 is indented with a tab. YAML indents with spaces only: replace the tab with spaces.',
    );
    expect(error.line).toBe(2);
    expect(error.column).toBe(1);
  });

  it('a line indented under a key that already has a value is the line named, at its indentation', () => {
    expect(failure(convert(request('a: 1\n  b: 2', 'json')))).toEqual({
      title: 'Invalid YAML',
      message:
        'Line 2 is indented under "a: 1", but "a" already has a value (1), so nothing can be nested under it. ' +
        'To add a key beside "a", start line 2 in the same column as "a"; to nest line 2 inside "a", remove the value 1.',
      line: 2,
      column: 1,
      offset: 5,
    });
  });

  // PyYAML 6.0.3 names the same line for each (the line of e.problem_mark), printed by
  //   python3 -c 'import yaml; yaml.safe_load(TEXT)'
  // "a: 1\n  b: 2": line 2 column 4, mapping values are not allowed here; the others as listed
  it.each([
    ['a: b\n c: d', 2, 1, 'Line 2 is indented under "a: b", but "a" already has a value (b)'],
    ['server:\n  host: x\n  port: 80\n    debug: true', 4, 1, 'Line 4 is indented under "port: 80"'],
    ['- a\n  - b\n- c: 1\n   d: 2', 4, 1, 'Line 4 is indented under "c: 1", but "c" already has a value (1)'],
    [
      'a:\n  - 1\n - 2',
      3,
      1,
      'Line 3 is a list item that starts in column 2, but the item above it starts in column 3',
    ],
    ['a: 1\n- b', 2, 1, 'Line 2 is a list item ("- b") in the same column as the key "a" above it.'],
    ['- a\nb: 1', 2, 1, 'Line 2 is a key ("b: 1") in the same column as the list item above it.'],
    ['a: b: c', 1, 4, '"b: c" is a key with its own value on the same line as "a:", which YAML does not allow.'],
    ["a: 'x", 1, 4, "The string opened with ' on line 1 never ends: add the closing '"],
    ['a: [1, 2', 1, 4, 'The list opened with [ on line 1 is never closed: end it with ].'],
    ['[a, b]]', 1, 7, 'This ] closes nothing: remove it, or add the [ it should close.'],
    ['x: @foo', 1, 4, 'A value cannot start with @ unless it is quoted'],
    ['key: value\n\tb: 2', 2, 1, 'Line 2 is indented with a tab.'],
  ])('%j: line %i, column %i: %s', (text, line, column, message) => {
    const error = failure(convert(request(text, 'json', { from: 'yaml' })));
    expect(error.title).toBe('Invalid YAML');
    expect(error.message.startsWith(message), error.message).toBe(true);
    expect([error.line, error.column]).toEqual([line, column]);
  });

  it('a line that is neither a key nor an item is named for what it lacks', () => {
    // PyYAML stops on the next line ("bar: 1", line 2 column 4): the line that lacks ":" is line 1
    const error = failure(convert(request('foo\nbar: 1', 'json')));
    expect(error.message).toMatch(/^Line 1 \("foo"\) is neither a key nor a list item/);
    expect(error.line).toBe(1);
  });

  it('a syntax error', () => {
    const error = failure(convert(request('a: [1, 2\nb: 3\n', 'json')));
    expect(error.title).toBe('Invalid YAML');
    expect(error.line).toBeGreaterThan(0);
    expect(error.offset).toBeGreaterThan(0);
  });
  it('flow sequences nested past the stack say the input is nested too deeply, not a syntax error', () => {
    const error = failure(convert(request('['.repeat(50_000) + ']'.repeat(50_000), 'json', { from: 'yaml' })));
    expect(error).toEqual({ title: 'Conversion failed', message: 'The input is nested too deeply to convert' });
  });
});

describe('the alias limit', () => {
  // the classic "billion laughs": 9 aliases per level, 9 levels
  const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let level = 1; level < 9; level++) {
    const prev = String.fromCharCode(96 + level);
    const name = String.fromCharCode(97 + level);
    laughs.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
  }
  const bomb = laughs.join('\n');

  it('refuses a billion laughs at once, naming the limit', () => {
    const started = Date.now();
    const error = failure(convert(request(bomb, 'json')));
    expect(error.title).toBe('Alias limit reached');
    expect(error.message).toBe(aliasLimitMessage());
    expect(error.message).toContain('1,000,000 values');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses merge keys that multiply the same way', () => {
    // 1,000 keys merged into 1,001 mappings: 1,001,000 copies
    const keys = Array.from({ length: 1000 }, (_, i) => `k${i}: ${i}`).join(', ');
    const lines = [`l0: &l0 {${keys}}`];
    for (let i = 1; i <= 1001; i++) lines.push(`l${i}: {<<: *l0}`);
    const error = failure(convert(request(lines.join('\n'), 'json')));
    expect(error.title).toBe('Alias limit reached');
    expect(error.message).toBe(aliasLimitMessage());
  });

  it('keeps the aliases as they are when YAML is reformatted as YAML', () => {
    const result = ok(convert(request(bomb, 'yaml')));
    expect(result.output).toContain('*h');
  });
});

// Expected readings from the YAML 1.1 type specifications (yaml.org/type/bool.html, int.html,
// float.html, timestamp.html) and the YAML 1.2.2 core schema (spec §10.3), written as literals.
describe('type drift between YAML 1.1 and 1.2', () => {
  const drift = (yaml: string) => ok(convert(request(yaml, 'json'))).drift;

  it('reports each value a 1.1 reader reads differently, with its line', () => {
    const report = drift(
      'country: NO\nanswer: yes\nlight: on\nmode: 0755\ndate: 2001-12-14\ntime: 1:20\nname: Norway\nport: 8080\n',
    );
    expect(report.map(({ line, text, yaml12, yaml11 }) => [line, text, yaml12, yaml11])).toEqual([
      [1, 'NO', 'string', 'boolean false'],
      [2, 'yes', 'string', 'boolean true'],
      [3, 'on', 'string', 'boolean true'],
      [4, '0755', 'integer 755', 'integer 493'],
      [5, '2001-12-14', 'string', 'timestamp 2001-12-14T00:00:00.000Z'],
      [6, '1:20', 'string', 'integer 80'],
    ]);
  });

  it('reports keys too (a GitHub Actions "on:" is True to PyYAML)', () => {
    expect(drift('on:\n  push: {}\n')).toMatchObject([
      { line: 1, text: 'on', yaml12: 'string', yaml11: 'boolean true' },
    ]);
  });

  it('1.2-only forms drift the other way; quoted values never drift', () => {
    expect(drift('a: 0o14\nb: "NO"\nc: \'yes\'\nd: 1_000\n').map((d) => [d.text, d.yaml12, d.yaml11])).toEqual([
      ['0o14', 'integer 12', 'string'],
      ['1_000', 'string', 'integer 1000'],
    ]);
  });

  it('an integer of only a prefix and underscores is 0 to a 1.1 reader (PyYAML reads "0_" and "-0_" as 0)', () => {
    expect(drift('a: 0_\nb: -0_\n').map((d) => [d.text, d.yaml12, d.yaml11])).toEqual([
      ['0_', 'string', 'integer 0'],
      ['-0_', 'string', 'integer 0'],
    ]);
    // and JSON → YAML quotes it, so both readers keep the string
    expect(ok(convert(request('["0_"]', 'yaml', { from: 'json' }))).output).toBe('- "0_"\n');
  });

  it('reading as YAML 1.1 applies 1.1 types', () => {
    expect(toJson('country: NO\nmode: 0755\n', { yamlVersion: '1.1' })).toEqual({ country: false, mode: 493 });
  });
});

describe('JSON to YAML', () => {
  it('quotes strings that a YAML 1.1 or 1.2 reader would take for another type', () => {
    const out = ok(
      convert(
        request(
          '{"a":"1.0","b":"true","c":"0755","d":"","e":"NO","f":"2001-12-14","g":"1:20","h":"plain","i":"null"}',
          'yaml',
        ),
      ),
    ).output;
    expect(out).toBe(
      'a: "1.0"\nb: "true"\nc: "0755"\nd: ""\ne: "NO"\nf: "2001-12-14"\ng: "1:20"\nh: plain\ni: "null"\n',
    );
  });

  it('keeps the digits of big integers and floats', () => {
    expect(ok(convert(request('{"id": 12345678901234567890123, "f": 1.10, "e": 1e400}', 'yaml'))).output).toBe(
      'id: 12345678901234567890123\nf: 1.10\ne: 1.0e+400\n',
    );
  });

  it('JSON Lines become a stream of documents', () => {
    expect(ok(convert(request('{"a":1}\n{"b":2}\n', 'yaml'))).output).toBe('a: 1\n---\nb: 2\n');
  });

  it('reports JSON errors with line and column', () => {
    const error = failure(convert(request('{\n  "a": 1,\n  "b": tru\n}', 'yaml')));
    expect(error).toMatchObject({ title: 'Invalid JSON', line: 3, column: 8 });
    expect(failure(convert(request('{"a": 1, "a": 2}', 'yaml'))).message).toMatch(/^Duplicate key "a"/);
    expect(failure(convert(request("{'a': 1}", 'yaml', { from: 'json' }))).message).toMatch(/single quote/);
    expect(failure(convert(request('[01]', 'yaml'))).message).toMatch(/leading zeros/);
  });
});

describe('YAML to YAML keeps comments', () => {
  it('reformats with the chosen indent and keeps comments and anchors', () => {
    const out = ok(convert(request('# top\nbase: &b\n    x: 1 # one\nother: *b\n', 'yaml'))).output;
    expect(out).toBe('# top\nbase: &b\n  x: 1 # one\nother: *b\n');
  });
});

// Expected JSON from python3: json.dumps(tomllib.loads(doc), default=lambda o: o.isoformat())
describe('TOML', () => {
  const example = `# This is a TOML document
title = "TOML Example"

[owner]
name = "Tom Preston-Werner"
dob = 1979-05-27T07:32:00-08:00

[database]
enabled = true
ports = [ 8000, 8001, 8002 ]
data = [ ["delta", "phi"], [3.14] ]
temp_targets = { cpu = 79.5, case = 72.0 }

[servers]

[servers.alpha]
ip = "10.0.0.1"
role = "frontend"

[servers.beta]
ip = "10.0.0.2"
role = "backend"
`;
  it('reads the toml.io example as tomllib does; the date-time is a string, with a notice', () => {
    const result = ok(convert(request(example, 'json')));
    expect(JSON.parse(result.output)).toEqual({
      title: 'TOML Example',
      owner: { name: 'Tom Preston-Werner', dob: '1979-05-27T07:32:00-08:00' },
      database: {
        enabled: true,
        ports: [8000, 8001, 8002],
        data: [['delta', 'phi'], [3.14]],
        temp_targets: { cpu: 79.5, case: 72.0 },
      },
      servers: { alpha: { ip: '10.0.0.1', role: 'frontend' }, beta: { ip: '10.0.0.2', role: 'backend' } },
    });
    expect(result.output).toContain('"case": 72.0');
    expect(result.notices).toEqual([
      { path: '/owner/dob', message: 'The date-time 1979-05-27T07:32:00-08:00 has no JSON form: written as a string' },
    ]);
  });

  it('keeps 64-bit integers whole (tomllib: 9223372036854775807)', () => {
    expect(
      ok(convert(request('big = 9223372036854775807\nneg = -9223372036854775808\nf = 1.0\n', 'json'))).output,
    ).toBe('{\n  "big": 9223372036854775807,\n  "neg": -9223372036854775808,\n  "f": 1.0\n}\n');
  });

  it('writes sections, arrays of tables and inline values; tomllib reads back the same data', () => {
    const out = ok(
      convert(
        request(
          '{"name":"x","owner":{"id":1,"tags":["a","b"]},"products":[{"sku":1},{"sku":2,"dims":{"w":1.5}}],"empty":{}}',
          'toml',
        ),
      ),
    ).output;
    expect(out).toBe(
      'name = "x"\n\n[owner]\nid = 1\ntags = ["a", "b"]\n\n[[products]]\nsku = 1\n\n[[products]]\nsku = 2\n\n[products.dims]\nw = 1.5\n\n[empty]\n',
    );
  });

  it('says what has no TOML form instead of dropping it', () => {
    expect(failure(convert(request('{"a": null}', 'toml')))).toEqual({
      title: 'TOML has no null',
      message:
        'The value at /a is null, and TOML has no null. Turn on Drop nulls to leave every null out, or give it a value.',
    });
    expect(failure(convert(request('[1, 2]', 'toml'))).message).toBe(
      "A TOML document is a table of keys; the input's top level is a list",
    );
    expect(failure(convert(request('{"n": 9223372036854775808}', 'toml'))).message).toMatch(
      /outside TOML's 64-bit range/,
    );
  });

  it('leaves every null out with Drop nulls, and notes where each was', () => {
    const result = ok(
      convert(
        request('{"a": null, "b": 1, "c": [1, null, 2], "d": {"e": null, "f": "x"}}', 'toml', { dropNulls: true }),
      ),
    );
    // tomllib reads it back: python3 -c 'import tomllib; print(tomllib.loads(OUT))' printed
    // {'b': 1, 'c': [1, 2], 'd': {'f': 'x'}}
    expect(result.output).toBe('b = 1\nc = [1, 2]\n\n[d]\nf = "x"\n');
    expect(result.notices).toEqual([
      { path: '/a', message: 'null left out (TOML has no null)' },
      { path: '/c/1', message: 'null left out (TOML has no null)' },
      { path: '/d/e', message: 'null left out (TOML has no null)' },
    ]);
    // nulls are TOML's only: the JSON and YAML outputs keep them
    expect(ok(convert(request('{"a": null}', 'json', { dropNulls: true }))).output).toBe('{\n  "a": null\n}\n');
  });

  it('counts the nulls past the ones it names', () => {
    const many = `{"list": [${Array.from({ length: 60 }, () => 'null').join(', ')}]}`;
    const { notices, output } = ok(convert(request(many, 'toml', { dropNulls: true })));
    expect(output).toBe('list = []\n');
    expect(notices).toHaveLength(51);
    expect(notices.at(-1)).toEqual({ path: '/list/50', message: 'and 10 more nulls left out' });
  });

  it('reports TOML errors with line and column', () => {
    const input = 'a = 1\nb = = 2\n';
    const error = failure(convert(request(input, 'json')));
    expect(error.title).toBe('Invalid TOML');
    expect(error.line).toBe(2);
    expect(error.column).toBeGreaterThan(0);
  });

  it('inf and nan become YAML .inf and .nan', () => {
    expect(ok(convert(request('a = inf\nb = -inf\nc = nan\n', 'yaml'))).output).toBe('a: .inf\nb: -.inf\nc: .nan\n');
  });
});

describe('looksTyped', () => {
  it.each(['true', 'NO', 'y', '~', '', '1.0', '0x1F', '.inf', '1:20', '2001-12-14', '1e3'])('%j is typed', (text) =>
    expect(looksTyped(text)).toBe(true),
  );
  it.each(['hello', 'Norway', '1.0.0', 'v1', '12:30:45x'])('%j is a string', (text) =>
    expect(looksTyped(text)).toBe(false),
  );
});

// Round trips: what goes out and comes back is the same data.
const jsonText = fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value, null, 2));

/**
 * JSON text with each exponent as the YAML writer gives it, so YAML 1.1 readers read a number too:
 * with a dot and a signed exponent (5e-324 → 5.0e-324, 1e+21 → 1.0e+21). Strings are left alone.
 */
const withYaml11Exponents = (json: string) =>
  json.replace(
    /"(?:[^"\\]|\\.)*"|(-?\d+)(\.\d+)?([eE])([+-]?)(\d+)/g,
    (token, whole?: string, fraction?: string, e?: string, sign?: string, digits?: string) =>
      whole === undefined ? token : `${whole}${fraction ?? '.0'}${e}${sign || '+'}${digits}`,
  );

describe('round trips (fast-check)', () => {
  it('JSON → YAML → JSON gives back the same JSON text (exponents as 1.1 readers need them)', () => {
    fc.assert(
      fc.property(jsonText, (json) => {
        const yaml = ok(convert(request(json, 'yaml', { from: 'json' }))).output;
        const back = ok(convert(request(yaml, 'json', { from: 'yaml' }))).output;
        expect(back).toBe(`${withYaml11Exponents(json)}\n`);
      }),
    );
  });

  // YAML in block style as the yaml package writes it, or in flow style (JSON text is YAML too)
  const yamlText = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((value) => stringify(value)),
    jsonText,
  );

  it('YAML → JSON → YAML → JSON gives the same JSON both times (exponents as 1.1 readers need them)', () => {
    fc.assert(
      fc.property(yamlText, (yaml) => {
        const json = ok(convert(request(yaml, 'json', { from: 'yaml' }))).output;
        const again = ok(convert(request(json, 'yaml', { from: 'json' }))).output;
        expect(ok(convert(request(again, 'json', { from: 'yaml' }))).output).toBe(withYaml11Exponents(json));
      }),
    );
  });

  it('JSON → YAML → JSON survives YAML 1.1 readers too: no output value drifts', () => {
    fc.assert(
      fc.property(jsonText, (json) => {
        const yaml = ok(convert(request(json, 'yaml', { from: 'json' }))).output;
        expect(ok(convert(request(yaml, 'json', { from: 'yaml' }))).driftCount).toBe(0);
      }),
    );
  });

  const tomlValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.string(),
      fc.boolean(),
      fc.integer(),
      // a whole double past TOML's 64-bit integers is written by JSON as an integer TOML refuses (tested apart)
      fc
        .double({ noNaN: true, noDefaultInfinity: true })
        .filter((n) => !Object.is(n, -0) && !(Number.isInteger(n) && Math.abs(n) >= 2 ** 63)),
      fc.array(tie('value'), { maxLength: 4 }),
      tie('table'),
    ),
    table: fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 }),
  })).table;

  it('JSON → TOML → JSON gives back the same data (TOML orders plain keys before tables)', () => {
    fc.assert(
      fc.property(tomlValue, (table) => {
        const json = JSON.stringify(table);
        const toml = ok(convert(request(json, 'toml', { from: 'json' }))).output;
        const back = ok(convert(request(toml, 'json', { from: 'toml' }))).output;
        expect(JSON.parse(back)).toEqual(JSON.parse(json));
      }),
    );
  });

  it('TOML integers past 2^53 keep their digits through JSON and back', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), (n) => {
        const json = ok(convert(request(`n = ${n}\n`, 'json', { from: 'toml' }))).output;
        expect(json).toBe(`{\n  "n": ${n}\n}\n`);
        expect(ok(convert(request(json, 'toml', { from: 'json' }))).output).toBe(`n = ${n}\n`);
      }),
    );
  });
});
