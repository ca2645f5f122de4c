import { describe, expect, it } from 'vitest';
import { convert, type ConvertRequest } from './logic';
import { DateTime, Num, Special, type Value } from './value';
import { readYaml } from './yaml';

/** A value of `a: <text>` read as YAML 1.1. */
function read11(text: string): Value {
  const root = readYaml(`a: ${text}\n`, '1.1').values[0];
  if (!(root instanceof Map)) throw new Error('expected a mapping');
  return root.get('a') ?? null;
}

/** A value in the words of Python's repr, as PyYAML's loader gives it. */
function asPython(value: Value): string {
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'string') return `'${value}'`;
  if (value instanceof Special) return value.kind;
  if (value instanceof DateTime) {
    const [year, month, day] = value.text.split('-').map(Number);
    return `datetime.date(${year}, ${month}, ${day})`;
  }
  if (value instanceof Num) {
    if (value.integer) return BigInt(value.text).toString();
    const float = Number(value.text);
    return Number.isInteger(float) ? `${float}.0` : String(float);
  }
  return 'a collection';
}

// PyYAML 6.0.3, YAML 1.1: each row is a scalar and what printed
//   python3 -c 'import yaml; print(repr(yaml.safe_load("a: " + s)["a"]))'
// for it (the run: for s in [...]: print(f"  [{s!r}, {repr(yaml.safe_load("a: " + s)["a"])!r}],")).
const PYYAML = [
  ['1.0e3', "'1.0e3'"],
  ['1.0e+3', '1000.0'],
  ['1e3', "'1e3'"],
  ['+1e3', "'+1e3'"],
  ['1E+3', "'1E+3'"],
  ['1.5e-3', '0.0015'],
  ['1.', '1.0'],
  ['.5', '0.5'],
  ['.', "'.'"],
  ['1_000', '1000'],
  ['1_000.5', '1000.5'],
  ['0b1010', '10'],
  ['0b1010_0111', '167'],
  ['-0b11', '-3'],
  ['0x1F', '31'],
  ['0x_0A_74_AE', '685230'],
  ['-0x1f', '-31'],
  ['017', '15'],
  ['02472256', '685230'],
  ['08', "'08'"],
  ['0o17', "'0o17'"],
  ['+685_230', '685230'],
  ['190:20:30', '685230'],
  ['-1:30', '-90'],
  ['0:30', "'0:30'"],
  ['1:20.5', '80.5'],
  ['190:20:30.15', '685230.15'],
  ['.inf', 'inf'],
  ['-.Inf', '-inf'],
  ['+.INF', 'inf'],
  ['.NaN', 'nan'],
  ['.nan', 'nan'],
  ['.NAN', 'nan'],
  ['yes', 'True'],
  ['Yes', 'True'],
  ['YES', 'True'],
  ['yES', "'yES'"],
  ['no', 'False'],
  ['No', 'False'],
  ['NO', 'False'],
  ['on', 'True'],
  ['On', 'True'],
  ['ON', 'True'],
  ['off', 'False'],
  ['Off', 'False'],
  ['OFF', 'False'],
  ['true', 'True'],
  ['True', 'True'],
  ['TRUE', 'True'],
  ['false', 'False'],
  ['False', 'False'],
  ['FALSE', 'False'],
  ['~', 'None'],
  ['null', 'None'],
  ['Null', 'None'],
  ['NULL', 'None'],
  ['nULL', "'nULL'"],
  ['2001-12-14', 'datetime.date(2001, 12, 14)'],
  ['0', '0'],
  ['-0', '0'],
  ['+12', '12'],
  ['1,000', "'1,000'"],
  ['00', '0'],
  ['1.2.3', "'1.2.3'"],
] as const;

// Where PyYAML departs from the YAML 1.1 type specifications, the specifications win. PyYAML 6.0.3
// prints 'y', 'Y', 'n', 'N', '-.5' and '+.5' (strings): its bool pattern leaves out the one-letter
// forms that yaml.org/type/bool.html lists, and its float pattern takes no sign before ".5", which
// yaml.org/type/float.html allows ("[-+]?([0-9][0-9_]*)?\.").
const SPEC_OVER_PYYAML = [
  ['y', 'True'],
  ['Y', 'True'],
  ['n', 'False'],
  ['N', 'False'],
  ['-.5', '-0.5'],
  ['+.5', '0.5'],
] as const;

describe('YAML 1.1 implicit types', () => {
  it.each(PYYAML)('%s reads as PyYAML reads it: %s', (text, python) => {
    expect(asPython(read11(text))).toBe(python);
  });

  it.each(SPEC_OVER_PYYAML)('%s reads as the 1.1 specification says: %s', (text, python) => {
    expect(asPython(read11(text))).toBe(python);
  });

  it('a %YAML 1.1 document read as 1.2 uses the same 1.1 types', () => {
    const values = readYaml('%YAML 1.1\n---\n[1e3, 08, 1.0e+3, yes]\n', '1.2').values[0];
    expect(Array.isArray(values) && values.map(asPython)).toEqual(["'1e3'", "'08'", '1000.0', 'True']);
  });

  it('converts to JSON with the 1.1 reading, keeping a float’s digits', () => {
    const request: ConvertRequest = {
      input: 'a: 1e3\nb: 1.0e+3\nc: 08\nd: 0:30\n',
      from: 'yaml',
      to: 'json',
      indent: 2,
      stream: 'array',
      yamlVersion: '1.1',
    };
    const result = convert(request);
    expect(result.ok && result.output).toBe('{\n  "a": "1e3",\n  "b": 1.0e+3,\n  "c": "08",\n  "d": "0:30"\n}\n');
  });
});

describe('YAML written for 1.1 readers too', () => {
  it('writes an exponent with a dot and a sign, so PyYAML reads the number, not a string', () => {
    const result = convert({
      input: '{"a": 1e3, "b": -3e-323, "c": 1.5E3}',
      from: 'json',
      to: 'yaml',
      indent: 2,
      stream: 'array',
      yamlVersion: '1.2',
    });
    // python3 -c 'import yaml; print(repr(yaml.safe_load("a: 1.0e+3\nb: -3.0e-323\nc: 1.5E+3\n")))'
    // printed {'a': 1000.0, 'b': -3e-323, 'c': 1500.0}; as written, 1e3 and -3e-323 were strings to it
    expect(result.ok && result.output).toBe('a: 1.0e+3\nb: -3.0e-323\nc: 1.5E+3\n');
    expect(result.ok && result.drift).toEqual([]);
  });
});

describe('the drift report uses the same 1.1 reading', () => {
  const drift = (yaml: string) => {
    const result = convert({ input: yaml, from: 'yaml', to: 'json', indent: 2, stream: 'array', yamlVersion: '1.2' });
    if (!result.ok) throw new Error(result.error.message);
    return result.drift.map((d) => [d.text, d.yaml12, d.yaml11]);
  };

  it('lists what 1.2 reads as a number and 1.1 as a string, and leaves out what both read alike', () => {
    expect(drift('a: 1e3\nb: 1.0e+3\nc: 08\nd: 0:30\ne: 1.0e3\nf: 017\ng: y\n')).toEqual([
      ['1e3', 'float 1000', 'string'],
      ['08', 'integer 8', 'string'],
      ['1.0e3', 'float 1000', 'string'],
      ['017', 'integer 17', 'integer 15'],
      ['y', 'string', 'boolean true'],
    ]);
  });
});
