/**
 * The pattern explained token by token, as a tree: each item names a piece of the pattern (its text
 * and place) and says in words what it matches; a group's, class's or alternative's contents are its
 * children. The pattern is read by @eslint-community/regexpp, a parser of ECMAScript's RegExp
 * grammar (Annex B included for patterns without u or v), so the explanation follows the same
 * rules as the RegExp the tool runs. This module is imported only when the tool explains a pattern.
 */
import { RegExpParser, type AST } from '@eslint-community/regexpp';

export interface ExplainedItem {
  /** the pattern's text this item explains; a group shows its brackets around " … " */
  token: string;
  /** where the token starts and ends in the pattern (UTF-16 offsets, end exclusive) */
  start: number;
  end: number;
  /** what it matches or asserts, in words */
  text: string;
  children: ExplainedItem[];
}

export interface Explanation {
  items: ExplainedItem[];
  /** what each flag set does, in the order given */
  flags: { flag: string; text: string }[];
}

/** What each flag changes for the whole pattern (ECMAScript 2025, 22.2.3 and 22.2.6). */
export const FLAG_EFFECTS: Readonly<Record<string, string>> = {
  d: 'hasIndices: the result records where each group matched (start and end indices)',
  g: 'global: finds every match, not only the first',
  i: 'ignore case: letters match in either case',
  m: 'multiline: ^ and $ also match at the start and end of each line',
  s: 'dotAll: . also matches line breaks',
  u: 'unicode: the pattern works on code points; \\u{…} and \\p{…} escapes work, and stray escapes are errors',
  v: 'unicodeSets: like u, with set operations (--, &&), nested classes and \\q{…} strings in classes',
  y: 'sticky: matches only at lastIndex, never further on',
};

interface Context {
  ignoreCase: boolean;
  multiline: boolean;
  dotAll: boolean;
  unicode: boolean;
  /** the pattern's capturing groups in the order their opening parentheses appear (group 1 first) */
  groups: AST.CapturingGroup[];
}

/**
 * The explanation of `pattern` under `flags`, or null when the parser refuses the pattern (the
 * screen then shows the engine's own message, and no explanation).
 */
export function explainPattern(pattern: string, flags: string): Explanation | null {
  const unicode = flags.includes('u');
  const unicodeSets = flags.includes('v');
  let ast: AST.Pattern;
  try {
    ast = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(pattern, 0, pattern.length, { unicode, unicodeSets });
  } catch {
    return null;
  }
  const groups: AST.CapturingGroup[] = [];
  collectGroups(ast, groups);
  groups.sort((a, b) => a.start - b.start);
  const context: Context = {
    ignoreCase: flags.includes('i'),
    multiline: flags.includes('m'),
    dotAll: flags.includes('s'),
    unicode: unicode || unicodeSets,
    groups,
  };
  return {
    items: alternatives(ast.alternatives, context),
    flags: [...flags].map((flag) => ({ flag, text: FLAG_EFFECTS[flag] ?? 'unknown flag' })),
  };
}

function collectGroups(node: AST.Node, out: AST.CapturingGroup[]): void {
  if (node.type === 'CapturingGroup') out.push(node);
  if ('alternatives' in node) for (const alt of node.alternatives) collectGroups(alt, out);
  if (node.type === 'Alternative') for (const el of node.elements) collectGroups(el, out);
  if (node.type === 'Quantifier') collectGroups(node.element, out);
}

const item = (node: { start: number; end: number; raw: string }, text: string, children: ExplainedItem[] = []) => ({
  token: node.raw,
  start: node.start,
  end: node.end,
  text,
  children,
});

/** One alternative: its elements. Several: one item per alternative ("alternative 1 of 2"), each holding its elements. */
function alternatives(alts: readonly AST.Alternative[], c: Context): ExplainedItem[] {
  if (alts.length === 1) return elements(alts[0].elements, c);
  return alts.map((alt, i) =>
    item(
      alt,
      alt.elements.length === 0
        ? `alternative ${i + 1} of ${alts.length}: empty, matches the empty string`
        : `alternative ${i + 1} of ${alts.length}: tried ${i === 0 ? 'first' : 'if the ones before it fail'}`,
      elements(alt.elements, c),
    ),
  );
}

/** A plain character, not written as an escape: a run of them reads as one literal. */
const isPlain = (el: AST.Element): el is AST.Character => el.type === 'Character' && !el.raw.startsWith('\\');

function elements(els: readonly AST.Element[], c: Context): ExplainedItem[] {
  const out: ExplainedItem[] = [];
  for (let i = 0; i < els.length; i++) {
    const el = els[i];
    if (isPlain(el)) {
      let j = i;
      while (j + 1 < els.length && isPlain(els[j + 1])) j++;
      if (j > i) {
        const last = els[j];
        const raw = els.slice(i, j + 1).map((e) => e.raw);
        out.push({
          token: raw.join(''),
          start: el.start,
          end: last.end,
          text: `matches the characters ${raw.join('')} literally${cased(raw.join('')) ? caseNote(c) : ''}`,
          children: [],
        });
        i = j;
        continue;
      }
    }
    out.push(element(el, c));
  }
  return out;
}

/** Whether a text holds a letter that has another case (the i flag changes what it matches). */
const cased = (text: string) => text.toLowerCase() !== text.toUpperCase();

const caseNote = (c: Context) => (c.ignoreCase ? ' (case insensitive)' : ' (case sensitive)');

function element(el: AST.Element, c: Context): ExplainedItem {
  switch (el.type) {
    case 'Quantifier':
      return quantifier(el, c);
    case 'Assertion':
      return assertion(el, c);
    case 'CapturingGroup':
    case 'Group':
      return group(el, c, '');
    default:
      return item(el, matcher(el, c).join(''), classChildren(el, c));
  }
}

function assertion(el: AST.Assertion, c: Context): ExplainedItem {
  switch (el.kind) {
    case 'start':
      return item(
        el,
        c.multiline
          ? 'asserts position at the start of a line (m flag: after any line break, or at the start of the text)'
          : 'asserts position at the start of the text',
      );
    case 'end':
      return item(
        el,
        c.multiline
          ? 'asserts position at the end of a line (m flag: before any line break, or at the end of the text)'
          : 'asserts position at the end of the text',
      );
    case 'word':
      return item(
        el,
        el.negate
          ? 'asserts position where \\b would not: both sides word characters, or both not'
          : 'asserts position at a word boundary: a word character (\\w) on one side only',
      );
    case 'lookahead':
    case 'lookbehind':
      return group(el, c, '');
  }
}

/** The opening bracket of a group as written ("(", "(?:", "(?<year>", "(?i-s:", "(?<!"). */
function opening(el: AST.CapturingGroup | AST.Group | AST.LookaroundAssertion): string {
  const first = el.alternatives[0];
  return el.raw.slice(0, first.start - el.start);
}

function group(
  el: AST.CapturingGroup | AST.Group | AST.LookaroundAssertion,
  c: Context,
  suffix: string,
  quantity = '',
): ExplainedItem {
  let text: string;
  if (el.type === 'CapturingGroup') {
    const n = c.groups.indexOf(el) + 1;
    text = el.name === null ? `capturing group ${n}` : `named capturing group "${el.name}" (group ${n})`;
    if (quantity) text += `, ${quantity}; the group keeps the text of the last repetition`;
  } else if (el.type === 'Group') {
    text = el.modifiers ? `non-capturing group ${modifiers(el.modifiers)}` : 'non-capturing group';
    if (quantity) text += `, ${quantity}`;
  } else {
    const what = el.kind === 'lookahead' ? 'what follows' : 'what precedes';
    text = `${el.negate ? 'negative' : 'positive'} ${el.kind}: asserts that ${what} ${el.negate ? 'does not match' : 'matches'} the contents, without consuming text`;
    if (quantity) text += `, ${quantity}`;
  }
  const close = el.raw.endsWith(')') ? ')' : '';
  return {
    token: `${opening(el)} … ${close}${suffix}`,
    start: el.start,
    end: el.end + suffix.length,
    text,
    children: alternatives(el.alternatives, el.type === 'Group' ? contextWithin(el.modifiers, c) : c),
  };
}

function modifiers(m: AST.Modifiers): string {
  const names = (f: AST.ModifierFlags) =>
    [f.ignoreCase && 'i (ignore case)', f.multiline && 'm (multiline)', f.dotAll && 's (dotAll)'].filter(
      (x): x is string => typeof x === 'string',
    );
  const on = names(m.add);
  const off = m.remove ? names(m.remove) : [];
  const parts = [on.length > 0 && `${on.join(', ')} on`, off.length > 0 && `${off.join(', ')} off`].filter(
    (x): x is string => typeof x === 'string',
  );
  return `with ${parts.join(' and ')} inside it`;
}

function contextWithin(m: AST.Modifiers | null, c: Context): Context {
  if (!m) return c;
  const set = (key: 'ignoreCase' | 'multiline' | 'dotAll') => (m.add[key] ? true : m.remove?.[key] ? false : c[key]);
  return { ...c, ignoreCase: set('ignoreCase'), multiline: set('multiline'), dotAll: set('dotAll') };
}

/** "exactly 3 times", "one or more times (greedy)": how often a quantifier repeats (22.2.2.3.1 RepeatMatcher). */
export function quantityText(min: number, max: number, greedy: boolean): string {
  const count = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
  if (min === max) return `exactly ${count(min)}`;
  const how = greedy ? ' (greedy)' : ' (lazy)';
  if (max === Infinity) {
    if (min === 0) return `zero or more times${how}`;
    if (min === 1) return `one or more times${how}`;
    return `at least ${min} times${how}`;
  }
  if (min === 0 && max === 1) return `optionally, zero times or once${how}`;
  return `between ${min} and ${max} times${how}`;
}

function quantifier(q: AST.Quantifier, c: Context): ExplainedItem {
  const suffix = q.raw.slice(q.element.raw.length);
  const quantity = quantityText(q.min, q.max, q.greedy);
  const el = q.element;
  if (el.type === 'CapturingGroup' || el.type === 'Group') return group(el, c, suffix, quantity);
  if (el.type === 'Assertion') return group(el, c, suffix, quantity);
  const [text, note] = matcher(el, c);
  return item(q, `${text} ${quantity}${note}`, classChildren(el, c));
}

/** The children of a character class: one per member. */
function classChildren(el: AST.Node, c: Context): ExplainedItem[] {
  if (el.type === 'CharacterClass') return el.elements.map((member) => classMember(member, c));
  if (el.type === 'ExpressionCharacterClass') return operands(el.expression, c);
  if (el.type === 'ClassStringDisjunction')
    return el.alternatives.map((alt) =>
      item(alt, alt.elements.length === 0 ? 'the empty string' : `the string ${alt.raw}`),
    );
  return [];
}

function operands(ex: AST.ClassIntersection | AST.ClassSubtraction, c: Context): ExplainedItem[] {
  const left =
    ex.left.type === 'ClassIntersection' || ex.left.type === 'ClassSubtraction'
      ? operands(ex.left, c)
      : [classMember(ex.left, c)];
  const right = classMember(ex.right, c);
  const op = ex.type === 'ClassIntersection' ? 'and also in' : 'but not in';
  return [...left, { ...right, text: `${op}: ${right.text}` }];
}

function classMember(
  m: AST.CharacterClassElement | AST.ClassSetOperand | AST.CharacterClass,
  c: Context,
): ExplainedItem {
  if (m.type === 'CharacterClassRange') {
    const text = `a character from ${charName(m.min.value)} to ${charName(m.max.value)}${c.ignoreCase ? ' (case insensitive)' : ''}`;
    return item(m, text);
  }
  return item(m, matcher(m, c).join(''), classChildren(m, c));
}

/** "the character U+000A (line feed)", "a", "😀 (U+1F600)" */
export function charName(cp: number): string {
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  const named = CONTROL_NAMES[cp];
  if (named) return `${hex} (${named})`;
  if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) return `${hex} (a control character)`;
  if (cp >= 0xd800 && cp <= 0xdfff) return `${hex} (half of a surrogate pair)`;
  // printable ASCII reads as itself; anything else also gets its code point, so look-alikes can be told apart
  if (cp < 0x7f) return String.fromCodePoint(cp);
  return `${String.fromCodePoint(cp)} (${hex})`;
}

const CONTROL_NAMES: Readonly<Record<number, string>> = {
  0x00: 'NUL',
  0x08: 'backspace',
  0x09: 'tab',
  0x0a: 'line feed',
  0x0b: 'vertical tab',
  0x0c: 'form feed',
  0x0d: 'carriage return',
  0x20: 'space',
  0xa0: 'no-break space',
  0x2028: 'line separator',
  0x2029: 'paragraph separator',
};

/** How a character escape is written, in words (22.2.1 CharacterEscape, and B.1.2 for legacy octal). */
function escapeKind(raw: string, c: Context): string {
  if (/^\\[nrtvf]$/.test(raw)) return ' (a control escape)';
  if (/^\\c[A-Za-z]$/.test(raw)) return ` (Ctrl+${raw[2].toUpperCase()})`;
  if (raw === '\\0') return '';
  if (/^\\x[0-9A-Fa-f]{2}$/.test(raw)) return ' by its hexadecimal code';
  if (/^\\u\{/.test(raw)) return ' by its code point (u or v flag)';
  if (/^\\u[0-9A-Fa-f]{4}\\u[0-9A-Fa-f]{4}$/.test(raw))
    return ' written as a surrogate pair (u or v flag: one code point)';
  if (/^\\u[0-9A-Fa-f]{4}$/.test(raw)) return ' by its hexadecimal code';
  if (/^\\[0-7]+$/.test(raw))
    return ' by its octal code (a legacy escape: there is no group by that number, and the u flag refuses it)';
  if (raw === '\\b') return ' (\\b inside a class)';
  if (raw === '\\') return ' (a backslash read literally: \\c not followed by a letter)';
  return c.unicode ? ' (escaped syntax character)' : ' (escaped)';
}

/** What one matcher matches, and the note on case its flags add (kept apart so a quantity goes between). */
function matcher(
  el:
    | AST.Character
    | AST.CharacterSet
    | AST.CharacterClass
    | AST.Backreference
    | AST.ExpressionCharacterClass
    | AST.ClassStringDisjunction,
  c: Context,
): [string, string] {
  switch (el.type) {
    case 'Character': {
      const note = cased(String.fromCodePoint(el.value)) ? caseNote(c) : '';
      if (!el.raw.startsWith('\\')) return [`matches the character ${charName(el.value)} literally`, note];
      return [`matches the character ${charName(el.value)}${escapeKind(el.raw, c)}`, note];
    }
    case 'CharacterSet':
      return [characterSet(el, c), ''];
    case 'CharacterClass':
      if (el.elements.length === 0)
        return [
          el.negate
            ? 'matches any character, line breaks included ([^] is the class of everything)'
            : 'matches nothing (an empty class never matches)',
          '',
        ];
      return [
        el.negate
          ? 'matches one character that is none of those listed below'
          : 'matches one character that is any of those listed below',
        c.ignoreCase ? ' (case insensitive)' : '',
      ];
    case 'ExpressionCharacterClass':
      return [
        el.negate
          ? 'matches one character outside the set worked out below (v flag)'
          : 'matches one character of the set worked out below (v flag)',
        '',
      ];
    case 'ClassStringDisjunction':
      return ['matches one of the strings listed below (v flag: a class can match several characters)', ''];
    case 'Backreference':
      return [backreference(el, c), c.ignoreCase ? ' (case insensitive)' : ''];
  }
}

function characterSet(el: AST.CharacterSet, c: Context): string {
  switch (el.kind) {
    case 'any':
      return c.dotAll
        ? 'matches any character, line breaks included (s flag)'
        : 'matches any character except line breaks (\\n, \\r, U+2028, U+2029)';
    case 'digit':
      return el.negate ? 'matches any character that is not a digit (0–9)' : 'matches a digit (0–9)';
    case 'space':
      return el.negate
        ? 'matches any character that is not whitespace'
        : 'matches a whitespace character (space, tab, line breaks, no-break and other Unicode spaces)';
    case 'word': {
      // with i and u or v, \w also takes the two letters that fold to k and s (22.2.2.9.3 WordCharacters)
      const folded = c.ignoreCase && c.unicode ? ', and with i and u also ſ (U+017F) and K (U+212A)' : '';
      return el.negate
        ? `matches any character that is not a word character (a–z, A–Z, 0–9, _${folded})`
        : `matches a word character (a–z, A–Z, 0–9, _${folded})`;
    }
    case 'property': {
      const not = el.negate ? 'not ' : '';
      if (el.strings) return `matches a string with the Unicode property ${el.key} (v flag: may be several characters)`;
      if (el.value === null) return `matches a character ${not}having the Unicode property ${el.key}`;
      if (el.key === 'General_Category') return `matches a character ${not}in the Unicode general category ${el.value}`;
      return `matches a character whose Unicode ${el.key} is ${not}${el.value}`;
    }
  }
}

function backreference(el: AST.Backreference, c: Context): string {
  const groups = Array.isArray(el.resolved) ? el.resolved : [el.resolved];
  const numbers = groups.map((g) => c.groups.indexOf(g) + 1);
  const which =
    typeof el.ref === 'string'
      ? `the group named "${el.ref}" (group ${numbers.join(' or ')})`
      : `capturing group ${numbers[0]}`;
  return `matches the same text as most recently captured by ${which}`;
}
