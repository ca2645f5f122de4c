import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { optionsFromQuery } from '@/lib/useToolOptions';
import {
  DEFAULT_SYMBOLS,
  DIGITS,
  LOOK_ALIKES,
  LOWER,
  MESSAGES,
  UPPER,
  countPassphrases,
  countPasswords,
  coversClasses,
  distinctCodePoints,
  formatBits,
  formatCount,
  generatePassphrase,
  generatePassword,
  log2Big,
  planPassword,
  usableWords,
  type CharClass,
  type PassphrasePolicy,
  type PasswordPlan,
  type PasswordPolicy,
} from './logic';
import manifest from './manifest';
import { SecureRandom, rejectionLimit } from './random';
import { EFF_LARGE_WORDLIST } from './wordlist';

const base: PasswordPolicy = {
  length: 20,
  upper: true,
  lower: true,
  digits: true,
  symbols: true,
  symbolSet: DEFAULT_SYMBOLS,
  custom: '',
  eachClass: true,
  excludeLookAlikes: false,
};

function plan(policy: Partial<PasswordPolicy>): Extract<PasswordPlan, { ok: true }> {
  const p = planPassword({ ...base, ...policy });
  if (!p.ok) throw new Error(p.message);
  return p;
}

/** A plan over hand-made classes, for counts small enough to enumerate. */
function tinyPlan(classes: string[], length: number): Extract<PasswordPlan, { ok: true }> {
  const cls: CharClass[] = classes.map((chars, i) => ({
    id: (['upper', 'lower', 'digits', 'symbols'] as const)[i],
    chars: [...chars],
  }));
  return { ok: true, length, eachClass: true, classes: cls, alphabet: distinctCodePoints(classes.join('')) };
}

/** A random source that hands out the given 32-bit values in order (and fails when they run out). */
function scripted(values: number[]): { random: SecureRandom; used: () => number } {
  let next = 0;
  const random = new SecureRandom((buffer) => {
    for (let i = 0; i < buffer.length; i++) {
      if (next + i < values.length) buffer[i] = values[next + i];
      else buffer[i] = 0xdeadbeef;
    }
    next += buffer.length;
  });
  let used = 0;
  const original = random.next32.bind(random);
  random.next32 = () => {
    used++;
    if (used > values.length) throw new Error('ran out of scripted values');
    return original();
  };
  return { random, used: () => used };
}

describe('random source: rejection sampling', () => {
  it('rejects every value at or above the largest multiple of n below 2^32, and keeps the one below it', () => {
    // n = 10: 2^32 = 4294967296, and the largest multiple of 10 that fits is 4294967290
    expect(rejectionLimit(10)).toBe(4294967290);
    const { random, used } = scripted([4294967290, 4294967295, 4294967293, 4294967289]);
    // the first three are rejected; 4294967289 % 10 = 9
    expect(random.below(10)).toBe(9);
    expect(used()).toBe(4);
  });
  it('n = 3: 2^32 mod 3 = 1, so only 4294967295 is rejected', () => {
    expect(rejectionLimit(3)).toBe(4294967295);
    const { random, used } = scripted([4294967295, 4294967294, 0, 1, 2]);
    expect([random.below(3), random.below(3), random.below(3), random.below(3)]).toEqual([2, 0, 1, 2]);
    expect(used()).toBe(5);
  });
  it('a power of two never rejects', () => {
    expect(rejectionLimit(64)).toBe(2 ** 32);
    const { random } = scripted([4294967295, 0]);
    expect(random.below(64)).toBe(63);
    expect(random.below(1)).toBe(0);
  });
  it('every residue is reached by exactly the same number of accepted values (n = 94, 7776, 3)', () => {
    for (const n of [3, 94, 7776]) {
      const limit = rejectionLimit(n);
      expect(limit % n).toBe(0);
      expect(2 ** 32 - limit).toBeLessThan(n);
      expect(limit).toBeGreaterThan(2 ** 32 - n);
    }
  });
  it('refuses a range it cannot draw from', () => {
    const random = new SecureRandom();
    expect(() => random.below(0)).toThrow(RangeError);
    expect(() => random.below(1.5)).toThrow(RangeError);
    expect(() => random.below(2 ** 32 + 1)).toThrow(RangeError);
  });
  it('draws from crypto.getRandomValues by default', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    try {
      generatePassword(plan({}));
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
  it('a draw of 80,000 digits looks uniform (chi-square, 9 degrees of freedom, far below the 0.1 % bound 27.9)', () => {
    const random = new SecureRandom();
    const counts = new Array<number>(10).fill(0);
    const n = 80_000;
    for (let i = 0; i < n; i++) counts[random.below(10)]++;
    const expected = n / 10;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(40);
  });
  it('no file of the plugin calls the non-cryptographic generator of Math', () => {
    const dir = __dirname;
    const needle = ['Math', 'random'].join('.');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|tsx)$/.test(f));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) expect(readFileSync(join(dir, f), 'utf8'), f).not.toContain(needle);
  });
});

describe('password policy', () => {
  it('character sets', () => {
    expect(DEFAULT_SYMBOLS).toHaveLength(32);
    expect([...DEFAULT_SYMBOLS].every((c) => /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/.test(c))).toBe(true);
    expect(plan({}).alphabet).toHaveLength(94);
    expect(plan({ excludeLookAlikes: true }).alphabet).toHaveLength(88);
  });
  it('custom characters and symbols count once each by code point; control characters are left out', () => {
    expect(distinctCodePoints('aab😀😀\n\tc')).toEqual(['a', 'b', '😀', 'c']);
    const p = plan({ upper: false, lower: false, digits: false, symbolSet: '!!??', custom: 'é😀é' });
    expect(p.classes.map((c) => c.chars)).toEqual([
      ['!', '?'],
      ['é', '😀'],
    ]);
    // python3: sum(1 for t in itertools.product('!?é😀', repeat=4) if set(t) & {'!', '?'} and set(t) & {'é', '😀'})
    expect(countPasswords({ ...p, length: 4 })).toBe(224n);
  });
  it('messages for policies that cannot make a password', () => {
    expect(planPassword({ ...base, upper: false, lower: false, digits: false, symbols: false })).toEqual({
      ok: false,
      message: MESSAGES.noClass,
    });
    expect(planPassword({ ...base, symbolSet: '\n' })).toEqual({ ok: false, message: MESSAGES.emptySymbols });
    expect(planPassword({ ...base, custom: 'l1O0', excludeLookAlikes: true })).toEqual({
      ok: false,
      message: MESSAGES.allCustomExcluded,
    });
    expect(planPassword({ ...base, custom: 'é', length: 4 })).toEqual({
      ok: false,
      message: 'A password of 4 characters cannot hold one of each of the 5 chosen kinds of character.',
    });
    // without "one of each" a short password is fine
    expect(planPassword({ ...base, custom: 'é', length: 4, eachClass: false }).ok).toBe(true);
  });

  const policies = fc.record({
    length: fc.integer({ min: 4, max: 64 }),
    upper: fc.boolean(),
    lower: fc.boolean(),
    digits: fc.boolean(),
    symbols: fc.boolean(),
    symbolSet: fc.oneof(fc.constant(DEFAULT_SYMBOLS), fc.string({ minLength: 1, maxLength: 8 })),
    custom: fc.oneof(fc.constant(''), fc.string({ maxLength: 6, unit: 'grapheme' })),
    eachClass: fc.boolean(),
    excludeLookAlikes: fc.boolean(),
  });

  it('every generated password keeps the policy: length, allowed characters, one of each, no look-alikes', () => {
    fc.assert(
      fc.property(policies, (policy) => {
        const p = planPassword(policy);
        if (!p.ok) return;
        const allowed = new Set(p.alphabet);
        for (let i = 0; i < 5; i++) {
          const chars = [...generatePassword(p)];
          expect(chars).toHaveLength(policy.length);
          for (const c of chars) expect(allowed.has(c)).toBe(true);
          if (policy.eachClass) expect(coversClasses(chars, p.classes)).toBe(true);
          if (policy.excludeLookAlikes) for (const c of chars) expect(LOOK_ALIKES.includes(c)).toBe(false);
          if (policy.upper && policy.eachClass) expect(chars.some((c) => UPPER.includes(c))).toBe(true);
          if (policy.lower && policy.eachClass) expect(chars.some((c) => LOWER.includes(c))).toBe(true);
          if (policy.digits && policy.eachClass) expect(chars.some((c) => DIGITS.includes(c))).toBe(true);
          if (!policy.upper && !policy.custom && !policy.symbols)
            expect(chars.some((c) => UPPER.includes(c))).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a draw that misses a class is thrown away whole, not patched', () => {
    // alphabet order: A, B, a, b, c, 0; the first draw "AAAA" misses lower case and digits
    const p = tinyPlan(['AB', 'abc', '0'], 4);
    const { random } = scripted([0, 0, 0, 0, 0, 2, 5, 1]);
    expect(generatePassword(p, random)).toBe('Aa0B');
  });
});

describe('entropy: exact counts', () => {
  it('agrees with enumeration for tiny alphabets and lengths', () => {
    // python3: sum(1 for t in itertools.product(sorted(set(''.join(classes))), repeat=n)
    //              if all(any(c in cls for c in t) for cls in classes)), for n = 1..6
    expect([1, 2, 3, 4, 5, 6].map((n) => countPasswords(tinyPlan(['AB', 'abc', '0'], n)))).toEqual([
      0n,
      0n,
      36n,
      432n,
      3660n,
      27000n,
    ]);
    // classes that share a character ('a' is both lower case and a symbol here)
    expect([1, 2, 3, 4, 5, 6].map((n) => countPasswords(tinyPlan(['AB', 'abc', '0', '!a'], n)))).toEqual([
      0n,
      0n,
      12n,
      336n,
      4500n,
      45960n,
    ]);
  });
  it('agrees with a dynamic-programming count for real policies', () => {
    // python3: a DP over positions counting strings by the set of classes covered so far (a method
    // independent of inclusion–exclusion), over the policy's classes
    expect(countPasswords(plan({}))).toBe(2585908648140078948280078326668093030400n);
    expect(countPasswords(plan({ length: 4 }))).toBe(5191680n);
    expect(countPasswords(plan({ length: 16, excludeLookAlikes: true }))).toBe(9970685495644054261561666043904n);
    expect(countPasswords(plan({ length: 4, upper: false, lower: false, symbolSet: '!@' }))).toBe(10720n);
    expect(countPasswords(plan({ length: 5, symbolSet: '!', custom: 'é' }))).toBe(811200n);
    // without "one of each": 94^20
    expect(countPasswords(plan({ eachClass: false }))).toBe(2901062411314618233730627546741369470976n);
  });
  it('log2 to double precision, for counts past 2^53 too', () => {
    // python3: math.log2(c) for the counts above
    expect(log2Big(2585908648140078948280078326668093030400n)).toBeCloseTo(130.92586701086623, 10);
    expect(log2Big(5191680n)).toBeCloseTo(22.3077700318907, 10);
    expect(log2Big(countPasswords(plan({ length: 256 })))).toBeCloseTo(1677.9747460294748, 8);
    expect(log2Big(1n)).toBe(0);
    expect(log2Big(2n ** 1000n)).toBe(1000);
    expect(() => log2Big(0n)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 400n }), (n) => {
        // n has b binary digits, so 2^(b−1) ≤ n < 2^b
        const b = n.toString(2).length;
        const bits = log2Big(n);
        expect(bits).toBeGreaterThanOrEqual(b - 1);
        expect(bits).toBeLessThanOrEqual(b);
      }),
    );
  });
  it('formats bits (rounded down) and counts', () => {
    expect(formatBits(130.92586701086623)).toBe('130.9 bits');
    expect(formatBits(0)).toBe('0.0 bits');
    expect(formatBits(1)).toBe('1.0 bit');
    expect(formatCount(10720n)).toBe('10,720');
    expect(formatCount(2585908648140078948280078326668093030400n)).toBe('about 2.58 × 10³⁹');
  });
});

describe('passphrases', () => {
  const policy: PassphrasePolicy = { words: 6, separator: '-', capitalization: 'lower', digit: false };

  it('the EFF large list: 7,776 unique words from abacus to zoom', () => {
    expect(EFF_LARGE_WORDLIST).toHaveLength(7776);
    expect(new Set(EFF_LARGE_WORDLIST).size).toBe(7776);
    expect(EFF_LARGE_WORDLIST[0]).toBe('abacus');
    expect(EFF_LARGE_WORDLIST[7775]).toBe('zoom');
    expect(EFF_LARGE_WORDLIST.every((w) => /^[a-z]+(-[a-z]+)?$/.test(w))).toBe(true);
    // the list as published has four words with a hyphen
    expect(EFF_LARGE_WORDLIST.filter((w) => w.includes('-'))).toEqual(['drop-down', 'felt-tip', 't-shirt', 'yo-yo']);
  });
  it('words that contain the separator are left out, so a passphrase splits back one way', () => {
    expect(usableWords(EFF_LARGE_WORDLIST, '-')).toHaveLength(7772);
    expect(usableWords(EFF_LARGE_WORDLIST, ' ')).toHaveLength(7776);
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 20 }),
        fc.constantFrom('-', ' ', '.', '_', ',' as const),
        fc.constantFrom('lower', 'title', 'upper', 'random' as const),
        fc.boolean(),
        (words, separator, capitalization, digit) => {
          const p: PassphrasePolicy = { words, separator, capitalization, digit };
          const list = usableWords(EFF_LARGE_WORDLIST, separator);
          const known = new Set(list);
          const text = generatePassphrase(p, list);
          const parts = text.split(separator);
          expect(parts).toHaveLength(words);
          expect(parts.filter((w) => /\d/.test(w))).toHaveLength(digit ? 1 : 0);
          for (const part of parts) {
            const word = part.replace(/\d$/, '');
            expect(known.has(word.toLowerCase())).toBe(true);
            if (capitalization === 'lower') expect(word).toBe(word.toLowerCase());
            if (capitalization === 'upper') expect(word).toBe(word.toUpperCase());
            if (capitalization === 'title') expect(word[0]).toBe(word[0].toUpperCase());
          }
        },
      ),
      { numRuns: 200 },
    );
  });
  it('exact counts: 7776^w, ×2^w for random capitals, ×10·w for a digit', () => {
    // python3: 7776**6, math.log2(7776**6)
    expect(countPassphrases(policy, 7776)).toBe(221073919720733357899776n);
    expect(log2Big(countPassphrases(policy, 7776))).toBeCloseTo(77.54887502163469, 10);
    // python3: 7772**6 * 2**6 * 60
    expect(countPassphrases({ ...policy, capitalization: 'random', digit: true }, 7772)).toBe(
      846307083588234325508751360n,
    );
    expect(countPassphrases({ ...policy, capitalization: 'title' }, 7776)).toBe(7776n ** 6n);
    expect(countPassphrases({ ...policy, capitalization: 'upper' }, 7776)).toBe(7776n ** 6n);
  });
  it('the count is exact: enumerating every passphrase of a tiny list gives that many distinct texts', () => {
    const list = ['ab', 'cd', 'ef'];
    const p: PassphrasePolicy = { words: 2, separator: '.', capitalization: 'random', digit: true };
    const seen = new Set<string>();
    for (const a of list)
      for (const b of list)
        for (const [ca, cb] of [
          [a, b],
          [a[0].toUpperCase() + a.slice(1), b],
          [a, b[0].toUpperCase() + b.slice(1)],
          [a[0].toUpperCase() + a.slice(1), b[0].toUpperCase() + b.slice(1)],
        ])
          for (let d = 0; d < 10; d++) {
            seen.add(`${ca}${d}.${cb}`);
            seen.add(`${ca}.${cb}${d}`);
          }
    expect(BigInt(seen.size)).toBe(countPassphrases(p, list.length));
    // and the generator reaches only texts of that set
    for (let i = 0; i < 300; i++) expect(seen.has(generatePassphrase(p, list))).toBe(true);
  });
});

describe('settings', () => {
  it('a link carries the policy; out-of-range values are dropped', () => {
    const opts = manifest.options!;
    expect(
      optionsFromQuery(opts, new URLSearchParams('length=32&symbols=false&mode=passphrase&words=8')),
    ).toMatchObject({
      length: 32,
      symbols: false,
      mode: 'passphrase',
      words: 8,
    });
    expect(optionsFromQuery(opts, new URLSearchParams('length=3&count=1001&words=2'))).toEqual(opts.defaults);
  });
  it('the password to check is a secret: never stored nor linked', () => {
    expect(manifest.secrets).toEqual([{ field: 'check', label: 'password to check' }]);
    expect(Object.keys(manifest.options!.defaults)).not.toContain('check');
  });
});
