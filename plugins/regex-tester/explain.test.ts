import { describe, expect, it } from 'vitest';
import { explainPattern, type ExplainedItem } from './explain';

/**
 * Vectors written by hand from the ECMAScript 2025 RegExp grammar (22.2.1) and its semantics
 * (22.2.2), with Annex B (B.1.2) for patterns without u or v. Each tree is [token, children…].
 * The readings that differ by flag were checked against Node 20's V8: /^\u{3}$/ matches "uuu",
 * /^\p{L}$/ matches "p{L}", /^\1$/ matches "\x01", /^\101$/ matches "A", and every pattern in the
 * last test throws a SyntaxError there.
 */
type Tree = string | [string, ...Tree[]];

function tree(items: readonly ExplainedItem[]): Tree[] {
  return items.map((i) => (i.children.length === 0 ? i.token : [i.token, ...tree(i.children)]));
}

function explain(pattern: string, flags = ''): ExplainedItem[] {
  const explanation = explainPattern(pattern, flags);
  if (!explanation) throw new Error(`no explanation for /${pattern}/${flags}`);
  return explanation.items;
}

const texts = (pattern: string, flags = '') => explain(pattern, flags).map((i) => i.text);

describe('explainPattern: structure', () => {
  it('reads ^(\\d{3})-\\w+$ as anchor, group 1 holding \\d{3}, literal -, \\w+, anchor', () => {
    expect(tree(explain('^(\\d{3})-\\w+$'))).toEqual(['^', ['( … )', '\\d{3}'], '-', '\\w+', '$']);
    const [start, group, dash, word, end] = explain('^(\\d{3})-\\w+$');
    expect(start.text).toBe('asserts position at the start of the text');
    expect(group.text).toBe('capturing group 1');
    expect(group.children[0].text).toBe('matches a digit (0–9) exactly 3 times');
    expect(dash.text).toBe('matches the character - literally');
    expect(word.text).toBe('matches a word character (a–z, A–Z, 0–9, _) one or more times (greedy)');
    expect(end.text).toBe('asserts position at the end of the text');
  });
  it('gives each token its place in the pattern', () => {
    const [start, group, dash] = explain('^(\\d{3})-');
    expect([start.start, start.end, group.start, group.end, dash.start, dash.end]).toEqual([0, 1, 1, 8, 8, 9]);
    expect([group.children[0].start, group.children[0].end]).toEqual([2, 7]);
  });
  it('reads a run of plain characters as one literal, an escape as its own token', () => {
    expect(tree(explain('abc\\.d'))).toEqual(['abc', '\\.', 'd']);
    expect(texts('abc')).toEqual(['matches the characters abc literally (case sensitive)']);
    expect(texts('abc', 'i')).toEqual(['matches the characters abc literally (case insensitive)']);
  });
  it('numbers capturing groups by their opening parenthesis (22.2.2.1 CountLeftCapturingParens)', () => {
    const [outer] = explain('((a)(b))');
    expect(outer.text).toBe('capturing group 1');
    expect(outer.children.map((c) => c.text)).toEqual(['capturing group 2', 'capturing group 3']);
  });
  it('lists alternatives, the empty one included (22.2.1 Disjunction)', () => {
    expect(tree(explain('a|bc|'))).toEqual([['a', 'a'], ['bc', 'bc'], '']);
    expect(texts('a|bc|')[2]).toBe('alternative 3 of 3: empty, matches the empty string');
  });
  it('names each kind of group and lookaround, with its contents under it', () => {
    expect(tree(explain('(?:a)(?<year>b)(?=c)(?!d)(?<=e)(?<!f)'))).toEqual([
      ['(?: … )', 'a'],
      ['(?<year> … )', 'b'],
      ['(?= … )', 'c'],
      ['(?! … )', 'd'],
      ['(?<= … )', 'e'],
      ['(?<! … )', 'f'],
    ]);
    expect(texts('(?:a)(?<year>b)(?=c)(?!d)(?<=e)(?<!f)')).toEqual([
      'non-capturing group',
      'named capturing group "year" (group 1)',
      'positive lookahead: asserts that what follows matches the contents, without consuming text',
      'negative lookahead: asserts that what follows does not match the contents, without consuming text',
      'positive lookbehind: asserts that what precedes matches the contents, without consuming text',
      'negative lookbehind: asserts that what precedes does not match the contents, without consuming text',
    ]);
  });
  it('carries a quantifier on a group in the group token', () => {
    const [group] = explain('(ab)+');
    expect(group.token).toBe('( … )+');
    expect(group.text).toBe(
      'capturing group 1, one or more times (greedy); the group keeps the text of the last repetition',
    );
    expect(tree(explain('(?:ab){2}'))).toEqual([['(?: … ){2}', 'ab']]);
  });
  it('applies modifiers to the group they open: (?i:a) is case insensitive inside only (ES2025 RegExp modifiers)', () => {
    const [group, after] = explain('(?i-m:a^)a');
    expect(group.text).toBe('non-capturing group with i (ignore case) on and m (multiline) off inside it');
    expect(group.children.map((c) => c.text)).toEqual([
      'matches the character a literally (case insensitive)',
      'asserts position at the start of the text',
    ]);
    expect(after.text).toBe('matches the character a literally (case sensitive)');
  });
});

describe('explainPattern: quantifiers (22.2.1 Quantifier, 22.2.2.3 RepeatMatcher)', () => {
  it.each([
    ['a*', 'zero or more times (greedy)'],
    ['a+', 'one or more times (greedy)'],
    ['a?', 'optionally, zero times or once (greedy)'],
    ['a*?', 'zero or more times (lazy)'],
    ['a+?', 'one or more times (lazy)'],
    ['a??', 'optionally, zero times or once (lazy)'],
    ['a{3}', 'exactly 3 times'],
    ['a{1}', 'exactly once'],
    ['a{3,3}', 'exactly 3 times'],
    ['a{2,}', 'at least 2 times (greedy)'],
    ['a{2,5}', 'between 2 and 5 times (greedy)'],
    ['a{2,5}?', 'between 2 and 5 times (lazy)'],
  ])('%s repeats %s', (pattern, quantity) => {
    expect(texts(pattern)).toEqual([`matches the character a literally ${quantity} (case sensitive)`]);
  });
  it('reads \\u{3} without u as u three times (B.1.2: ExtendedPatternCharacter and a braced quantifier)', () => {
    expect(tree(explain('\\u{3}'))).toEqual(['\\u{3}']);
    expect(texts('\\u{3}')[0]).toContain('exactly 3 times');
    expect(texts('\\u{3}', 'u')[0]).toBe(
      'matches the character U+0003 (a control character) by its code point (u or v flag)',
    );
  });
});

describe('explainPattern: atoms', () => {
  it('reads . by the s flag (22.2.2.7: . leaves out line terminators unless dotAll)', () => {
    expect(texts('.')).toEqual(['matches any character except line breaks (\\n, \\r, U+2028, U+2029)']);
    expect(texts('.', 's')).toEqual(['matches any character, line breaks included (s flag)']);
  });
  it('reads ^ and $ by the m flag (22.2.2.6 Assertion)', () => {
    expect(texts('^$', 'm')).toEqual([
      'asserts position at the start of a line (m flag: after any line break, or at the start of the text)',
      'asserts position at the end of a line (m flag: before any line break, or at the end of the text)',
    ]);
  });
  it('reads the character class escapes and word boundaries (22.2.2.9 CharacterClassEscape)', () => {
    expect(texts('\\d\\D\\s\\S\\w\\W\\b\\B')).toEqual([
      'matches a digit (0–9)',
      'matches any character that is not a digit (0–9)',
      'matches a whitespace character (space, tab, line breaks, no-break and other Unicode spaces)',
      'matches any character that is not whitespace',
      'matches a word character (a–z, A–Z, 0–9, _)',
      'matches any character that is not a word character (a–z, A–Z, 0–9, _)',
      'asserts position at a word boundary: a word character (\\w) on one side only',
      'asserts position where \\b would not: both sides word characters, or both not',
    ]);
  });
  it('adds ſ and K to \\w with i and u (22.2.2.9.3 WordCharacters: characters whose case fold is a word character)', () => {
    expect(texts('\\w', 'iu')[0]).toBe(
      'matches a word character (a–z, A–Z, 0–9, _, and with i and u also ſ (U+017F) and K (U+212A))',
    );
    expect(texts('\\w', 'i')[0]).toBe('matches a word character (a–z, A–Z, 0–9, _)');
  });
  it('reads character escapes by their value (22.2.1 CharacterEscape)', () => {
    expect(texts('\\n\\t\\cJ\\0\\x41\\u00e9')).toEqual([
      'matches the character U+000A (line feed) (a control escape)',
      'matches the character U+0009 (tab) (a control escape)',
      'matches the character U+000A (line feed) (Ctrl+J)',
      'matches the character U+0000 (NUL)',
      'matches the character A by its hexadecimal code (case sensitive)',
      'matches the character é (U+00E9) by its hexadecimal code (case sensitive)',
    ]);
    expect(texts('\\u{1F600}', 'u')).toEqual(['matches the character 😀 (U+1F600) by its code point (u or v flag)']);
    expect(texts('\\uD83D\\uDE00', 'u')).toEqual([
      'matches the character 😀 (U+1F600) written as a surrogate pair (u or v flag: one code point)',
    ]);
  });
  it('reads \\1 with no group 1 as a legacy octal escape, and \\101 as A (B.1.2 LegacyOctalEscapeSequence)', () => {
    expect(texts('\\1\\101')).toEqual([
      'matches the character U+0001 (a control character) by its octal code (a legacy escape: there is no group by that number, and the u flag refuses it)',
      'matches the character A by its octal code (a legacy escape: there is no group by that number, and the u flag refuses it) (case sensitive)',
    ]);
    expect(explainPattern('\\1', 'u')).toBeNull();
  });
  it('reads back references by number and by name (22.2.2.7 BackreferenceMatcher)', () => {
    expect(texts('(a)\\1')[1]).toBe('matches the same text as most recently captured by capturing group 1');
    expect(texts('(?<q>a)\\k<q>', 'i')[1]).toBe(
      'matches the same text as most recently captured by the group named "q" (group 1) (case insensitive)',
    );
    // ES2025: one name may stand for groups in different alternatives
    expect(texts('(?<q>a)|(?<q>b)\\k<q>')[1]).toBe('alternative 2 of 2: tried if the ones before it fail');
    expect(explain('(?<q>a)|(?<q>b)\\k<q>')[1].children[1].text).toBe(
      'matches the same text as most recently captured by the group named "q" (group 1 or 2)',
    );
  });
  it('reads \\p{…} with u, and as the letter p and literal braces without it (B.1.2 IdentityEscape)', () => {
    expect(texts('\\p{L}\\P{Lu}\\p{Script=Greek}\\p{Alphabetic}', 'u')).toEqual([
      'matches a character in the Unicode general category L',
      'matches a character not in the Unicode general category Lu',
      'matches a character whose Unicode Script is Greek',
      'matches a character having the Unicode property Alphabetic',
    ]);
    expect(tree(explain('\\p{L}'))).toEqual(['\\p', '{L}']);
  });
});

describe('explainPattern: classes', () => {
  it('lists a class, a negated one, ranges and escapes inside it', () => {
    expect(tree(explain('[^a-z\\d_]'))).toEqual([['[^a-z\\d_]', 'a-z', '\\d', '_']]);
    const [cls] = explain('[^a-z\\d_]');
    expect(cls.text).toBe('matches one character that is none of those listed below');
    expect(cls.children.map((c) => c.text)).toEqual([
      'a character from a to z',
      'matches a digit (0–9)',
      'matches the character _ literally',
    ]);
    expect(texts('[a]')).toEqual(['matches one character that is any of those listed below']);
    expect(texts('[\\b]')).toEqual(['matches one character that is any of those listed below']);
    expect(explain('[\\b]')[0].children[0].text).toBe('matches the character U+0008 (backspace) (\\b inside a class)');
  });
  it('reads [] as matching nothing and [^] as any character (22.2.2.9 an empty CharSet)', () => {
    expect(texts('[]')).toEqual(['matches nothing (an empty class never matches)']);
    expect(texts('[^]')).toEqual(['matches any character, line breaks included ([^] is the class of everything)']);
  });
  it('reads set operations and strings with v (22.2.1 ClassSetExpression)', () => {
    expect(tree(explain('[\\p{L}--[a-z]]', 'v'))).toEqual([['[\\p{L}--[a-z]]', '\\p{L}', ['[a-z]', 'a-z']]]);
    expect(explain('[\\p{L}--[a-z]]', 'v')[0].children[1].text).toBe(
      'but not in: matches one character that is any of those listed below',
    );
    expect(explain('[\\w&&\\d]', 'v')[0].children[1].text).toBe('and also in: matches a digit (0–9)');
    expect(tree(explain('[\\q{ab|c}]', 'v'))).toEqual([['[\\q{ab|c}]', ['\\q{ab|c}', 'ab', 'c']]]);
  });
});

describe('explainPattern: flags and errors', () => {
  it('says what each flag does, in the order given', () => {
    const explanation = explainPattern('a', 'dgimsy');
    expect(explanation?.flags.map((f) => f.flag)).toEqual(['d', 'g', 'i', 'm', 's', 'y']);
    expect(explanation?.flags[1].text).toBe('global: finds every match, not only the first');
    expect(explainPattern('a', 'v')?.flags[0].text).toContain('unicodeSets');
  });
  it('gives no explanation of a pattern the grammar refuses', () => {
    for (const [pattern, flags] of [
      ['a(', ''],
      ['[b-a]', ''],
      ['\\p{Foo}', 'u'],
      ['(?<a>x)(?<a>y)', ''],
      ['a{2,1}', ''],
      ['(?<=a)+', ''],
    ])
      expect(explainPattern(pattern, flags)).toBeNull();
  });
});
