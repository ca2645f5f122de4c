import { describe, expect, it } from 'vitest';
import { convert, type ConvertRequest, type Format, type InputFormat } from './logic';
import { timeTokens } from './tomlTimes';

function output(input: string, from: InputFormat, to: Format, yamlVersion: ConvertRequest['yamlVersion'] = '1.2') {
  const result = convert({ input, from, to, indent: 2, stream: 'array', yamlVersion });
  if (!result.ok) throw new Error(result.error.message);
  return result.output;
}

const TOML = `odt = 1979-05-27T00:32:00.999999-07:00
nano = 1979-05-27T00:32:00.123456789-07:00
space = 1979-05-27 07:32:00.5Z
lower = 1979-05-27t07:32:00.000001z
local = 1979-05-27T07:32:00.1230
time = 07:32:00.999999
whole = 1979-05-27T07:32:00Z
date = 1979-05-27
text = "07:32:00.25 stays text" # 07:32:00.75
`;

// python3 -c 'import tomllib; [print(k, v if isinstance(v, str) else v.isoformat()) for k, v in tomllib.loads(TOML).items()]'
// (Python 3.11.7) printed, for the document above:
//   odt 1979-05-27T00:32:00.999999-07:00
//   nano 1979-05-27T00:32:00.123456-07:00
//   space 1979-05-27T07:32:00.500000+00:00
//   lower 1979-05-27T07:32:00.000001+00:00
//   local 1979-05-27T07:32:00.123000
//   time 07:32:00.999999
//   whole 1979-05-27T07:32:00+00:00
//   date 1979-05-27
//   text 07:32:00.25 stays text
// The same instants, written with the digits the document has: tomllib keeps microseconds and cuts
// `nano` to .123456 (TOML asks for at least milliseconds); this tool keeps all nine digits, and
// neither pads `.5` to `.500000` nor drops the written zero of `.1230`.
const AS_WRITTEN = {
  odt: '1979-05-27T00:32:00.999999-07:00',
  nano: '1979-05-27T00:32:00.123456789-07:00',
  space: '1979-05-27T07:32:00.5Z',
  lower: '1979-05-27T07:32:00.000001Z',
  local: '1979-05-27T07:32:00.1230',
  time: '07:32:00.999999',
  whole: '1979-05-27T07:32:00Z',
  date: '1979-05-27',
  text: '07:32:00.25 stays text',
};

describe('TOML date-times keep every digit of their fraction of a second', () => {
  it('TOML → JSON', () => {
    expect(JSON.parse(output(TOML, 'toml', 'json'))).toEqual(AS_WRITTEN);
  });

  it('TOML → TOML and JSON → TOML', () => {
    const toml = output(TOML, 'toml', 'toml');
    expect(toml).toContain('odt = 1979-05-27T00:32:00.999999-07:00\n');
    expect(toml).toContain('nano = 1979-05-27T00:32:00.123456789-07:00\n');
    expect(toml).toContain('time = 07:32:00.999999\n');
    // a JSON string stays a string, with its digits
    expect(output(output(TOML, 'toml', 'json'), 'json', 'toml')).toContain(
      'nano = "1979-05-27T00:32:00.123456789-07:00"\n',
    );
  });

  it('TOML → YAML → JSON', () => {
    const yaml = output(TOML, 'toml', 'yaml');
    expect(yaml).toContain('nano: "1979-05-27T00:32:00.123456789-07:00"\n');
    expect(JSON.parse(output(yaml, 'yaml', 'json'))).toEqual(AS_WRITTEN);
  });

  it('a date-time inside a string, a comment or a key is not taken for a value', () => {
    const toml =
      '"1970-01-01T00:00:00.001Z" = "07:00:00.5"\n# 07:00:00.25\nb = """x\\"""07:00:00.5""""\nc = \'\'\'07:00:00.5\'\'\'\n' +
      'd = [1979-05-27, 07:00:00.123456, { e = 1970-01-01T00:00:00.000Z }]\n[t]\n10 = 1970-01-01T00:00:00.0001Z\n';
    expect(timeTokens(toml).map((token) => token.text)).toEqual([
      '07:00:00.123456',
      '1970-01-01T00:00:00.000Z',
      '1970-01-01T00:00:00.0001Z',
    ]);
    expect(JSON.parse(output(toml, 'toml', 'json'))).toEqual({
      '1970-01-01T00:00:00.001Z': '07:00:00.5',
      b: 'x"""07:00:00.5"',
      c: '07:00:00.5',
      d: ['1979-05-27', '07:00:00.123456', { e: '1970-01-01T00:00:00.000Z' }],
      t: { '10': '1970-01-01T00:00:00.0001Z' },
    });
  });
});

// PyYAML 6.0.3: python3 -c 'import yaml; v = yaml.safe_load("a: " + s)["a"]; print(v.isoformat())' printed
//   2001-12-14 21:59:43.10 -5      → 2001-12-14T21:59:43.100000-05:00
//   2001-12-14t21:59:43.10-05:00   → 2001-12-14T21:59:43.100000-05:00
//   2001-12-14 21:59:43.123456789  → 2001-12-14T21:59:43.123456 (no zone: the 1.1 specification says UTC)
//   2001-1-2 3:04:05 +5:30         → 2001-01-02T03:04:05+05:30
describe('YAML 1.1 timestamps become RFC 3339 date-times with their digits', () => {
  it('YAML 1.1 → TOML writes date-times TOML reads', () => {
    const yaml =
      'a: 2001-12-14 21:59:43.10 -5\nb: 2001-12-14t21:59:43.10-05:00\nc: 2001-12-14 21:59:43.123456789\nd: 2001-1-2 3:04:05 +5:30\ne: 2002-12-14\n';
    const toml = output(yaml, 'yaml', 'toml', '1.1');
    expect(toml).toBe(
      'a = 2001-12-14T21:59:43.10-05:00\nb = 2001-12-14T21:59:43.10-05:00\nc = 2001-12-14T21:59:43.123456789Z\n' +
        'd = 2001-01-02T03:04:05+05:30\ne = 2002-12-14\n',
    );
    expect(JSON.parse(output(toml, 'toml', 'json'))).toMatchObject({ c: '2001-12-14T21:59:43.123456789Z' });
  });
});
