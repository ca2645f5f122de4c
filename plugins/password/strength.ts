/**
 * How hard a typed password is to guess, by zxcvbn-ts with its common and English dictionaries
 * (keyboard patterns, common passwords, names, words, dates, l33t). Loaded only in the tool's worker,
 * and only once a password is typed into the check box.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import type { StrengthReport } from './strengthTypes';

/**
 * zxcvbn looks at this many code points (its authors advise 100: the matching grows faster than the
 * length, and a longer password is strong anyway); a longer password is judged on its start.
 */
export const CHECKED_LENGTH = 100;

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
  maxLength: CHECKED_LENGTH,
});

/** The first `count` code points of a text, without walking the rest of it. */
function head(text: string, count: number): string {
  let taken = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // a high surrogate followed by a low one is one code point
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    if (++taken === count) return text.slice(0, i + 1);
  }
  return text;
}

export function checkStrength(password: string): StrengthReport {
  const start = head(password, CHECKED_LENGTH + 1);
  const truncated = start.length < password.length || [...start].length > CHECKED_LENGTH;
  const result = zxcvbn.check(head(start, CHECKED_LENGTH));
  const { crackTimes } = result;
  return {
    score: result.score,
    guessesLog10: result.guessesLog10,
    crackTimes: {
      onlineThrottled: crackTimes.onlineThrottlingXPerHour.display,
      onlineUnthrottled: crackTimes.onlineNoThrottlingXPerSecond.display,
      offlineSlow: crackTimes.offlineSlowHashingXPerSecond.display,
      offlineFast: crackTimes.offlineFastHashingXPerSecond.display,
    },
    warning: result.feedback.warning ?? '',
    suggestions: result.feedback.suggestions,
    truncated,
  };
}
