/**
 * YAML 1.1's implicit types as its type specifications write them (yaml.org/type/int.html,
 * float.html and timestamp.html). The `yaml` library's 1.1 schema reads more as numbers than 1.1
 * does: `1e3` and `1.0e3` (a 1.1 float has a dot, and its exponent a sign), `08` (neither octal nor
 * decimal) and `0:30` (a sexagesimal integer starts with 1-9). Its booleans, nulls and infinities
 * already match the specifications. Everything that reads YAML 1.1 (the conversion, a `%YAML 1.1`
 * document, and the drift report) uses these tags.
 */
import { Schema, type CollectionTag, type ScalarTag, type TagId } from 'yaml';

type Tag = TagId | ScalarTag | CollectionTag;

const INT = 'tag:yaml.org,2002:int';
const FLOAT = 'tag:yaml.org,2002:float';

/** Integers, by the library's format name ('' for base 10). */
const INT_PATTERNS: Record<string, RegExp> = {
  BIN: /^[-+]?0b[0-1_]+$/,
  OCT: /^[-+]?0[0-7_]+$/,
  '': /^[-+]?(?:0|[1-9][0-9_]*)$/,
  HEX: /^[-+]?0x[0-9a-fA-F_]+$/,
  TIME: /^[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+$/,
};

/*
 * Base-10 floats: a dot, and an exponent only with its sign. The specification's pattern allows
 * dots and no digits after the first dot ("[0-9.]*"); its prose says the number ignores "_", so
 * "[0-9_]*" is meant, and a float needs a digit before or just after the dot ("1.2.3" and "." are
 * strings, as PyYAML reads them). Unlike PyYAML, a sign may lead ".5": "-.5" is the float -0.5.
 */
const FIXED = /^[-+]?(?=\.?[0-9])(?:[0-9][0-9_]*)?\.[0-9_]*$/;
const EXPONENT = /^[-+]?(?=\.?[0-9])(?:[0-9][0-9_]*)?\.[0-9_]*[eE][-+][0-9]+$/;
const SEXAGESIMAL_FLOAT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/;

/** The specification's pattern for one of the library's 1.1 number tags; none for the rest. */
function specPattern(tag: ScalarTag): RegExp | undefined {
  if (tag.tag === INT) return INT_PATTERNS[tag.format ?? ''];
  if (tag.tag !== FLOAT) return undefined;
  if (tag.format === 'EXP') return EXPONENT;
  if (tag.format === 'TIME') return SEXAGESIMAL_FLOAT;
  // the other unformatted float is .inf / .nan, whose pattern is the specification's
  return tag.test?.test('.nan') ? undefined : FIXED;
}

/** The library's 1.1 number tags, each with the specification's pattern (its resolve and stringify kept). */
const SPEC_TAGS = new Map<Tag, ScalarTag>();
for (const tag of new Schema({ schema: 'yaml-1.1' }).tags) {
  if (tag.collection) continue;
  const test = specPattern(tag);
  if (test) SPEC_TAGS.set(tag, { ...tag, test });
}

/**
 * A schema's tags with YAML 1.1's number tags replaced; other schemas' tags are unchanged (the
 * library builds a document's schema from its version, which a `%YAML 1.1` directive can set).
 */
export const yaml11Tags = (tags: Tag[]): Tag[] => tags.map((tag) => SPEC_TAGS.get(tag) ?? tag);

/** A 1.1 timestamp as the library's 1.1 schema accepts it: month, day and hour may have one digit. */
const TIMESTAMP =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt]|[ \t]+)(\d{1,2}):(\d{1,2}):(\d{1,2})(\.\d+)?(?:[ \t]*(?:(Z)|([-+])(\d{1,2})(?::(\d{2}))?))?)?$/;

const pad = (digits: string) => digits.padStart(2, '0');

/**
 * A 1.1 timestamp's text in RFC 3339 form, as TOML writes a date-time, with every digit of its
 * fraction of a second: `2001-12-14 21:59:43.10 -5` is `2001-12-14T21:59:43.10-05:00`. A timestamp
 * without a zone is UTC, as the specification says (PyYAML leaves it without one).
 */
export function timestampText(source: string): string {
  const match = TIMESTAMP.exec(source);
  if (!match) return source;
  const [, year, month, day, hour, minute, second, fraction, utc, sign, zoneHour, zoneMinute] = match;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  if (hour === undefined) return date;
  const zone = utc || sign === undefined ? 'Z' : `${sign}${pad(zoneHour)}:${zoneMinute ?? '00'}`;
  return `${date}T${pad(hour)}:${pad(minute)}:${pad(second)}${fraction ?? ''}${zone}`;
}
