/**
 * How far a date is from now, in the largest unit that reads naturally: '30 days', '3 hours',
 * '2 years'. The count is whole units, rounded down, so a certificate never looks longer-lived
 * than it is. "now" is passed in, so a test can fix it.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Each unit is used from twice its size (48 hours reads as 2 days; 47 as 47 hours), a year from two years. */
const UNITS: readonly [string, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

export function distance(ms: number): string {
  const abs = Math.abs(ms);
  for (const [name, size] of UNITS) {
    if (abs >= 2 * size) return `${Math.floor(abs / size)} ${name}s`;
  }
  const seconds = Math.floor(abs / SECOND);
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

/** 'expires in 30 days' or 'expired 3 hours ago'. */
export function expiryPhrase(notAfter: Date, now: Date): string {
  const ms = notAfter.getTime() - now.getTime();
  return ms > 0 ? `expires in ${distance(ms)}` : `expired ${distance(ms)} ago`;
}

/** A start still to come ('not valid yet: starts in 3 days'); null once the certificate has started. */
export function startPhrase(notBefore: Date, now: Date): string | null {
  const ms = notBefore.getTime() - now.getTime();
  return ms > 0 ? `not valid yet: starts in ${distance(ms)}` : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-12-07 15:10:10 UTC' */
export function utc(date: Date): string {
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} UTC`
  );
}
