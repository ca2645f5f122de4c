/** What the strength check reports about a typed password (zxcvbn's estimate, in plain data). */
export interface StrengthReport {
  /** 0 (too guessable) to 4 (very unguessable) */
  score: 0 | 1 | 2 | 3 | 4;
  guessesLog10: number;
  /** zxcvbn's crack time for each attack, in words ("3 hours", "centuries") */
  crackTimes: {
    onlineThrottled: string;
    onlineUnthrottled: string;
    offlineSlow: string;
    offlineFast: string;
  };
  /** empty when zxcvbn has no warning */
  warning: string;
  suggestions: string[];
  /** the password is longer than the part zxcvbn checks */
  truncated: boolean;
}

export const SCORE_LABELS = [
  'Too guessable',
  'Very guessable',
  'Somewhat guessable',
  'Safely unguessable',
  'Very unguessable',
] as const;

/** The attacks zxcvbn estimates, in the order shown. */
export const ATTACKS = [
  { key: 'onlineThrottled', label: 'Online, throttled (100 guesses per hour)' },
  { key: 'onlineUnthrottled', label: 'Online, unthrottled (10 guesses per second)' },
  { key: 'offlineSlow', label: 'Offline, slow hash (10,000 guesses per second)' },
  { key: 'offlineFast', label: 'Offline, fast hash (10 billion guesses per second)' },
] as const;
