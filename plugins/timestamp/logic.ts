/**
 * Timestamp: pure logic (no DOM, worker-safe).
 * Unix ↔ date conversion with strict validation, time zones via Intl (local, UTC, any IANA zone),
 * preset and custom formats (tokens YYYY MM DD HH mm ss) and relative time ('3 days ago').
 */
import { CYCLE_MS, isTimeZone, offsetAt, offsetText, pad, utcOf, type Wall } from '@/lib/timeZone';

export const MESSAGES = {
  invalidTimestamp: 'Invalid timestamp',
  timestampError: 'Error converting timestamp',
  invalidDate: 'Invalid date',
  dateError: 'Error converting date',
  /** Finite number outside the range a date can represent (±8.64e15 ms, about ±273,000 years). */
  outOfRange: 'Timestamp out of range: dates can only be shown between the years -271821 and 275760',
  dateRequired: 'Please enter a date',
  invalidTimeZone: 'Unknown time zone',
} as const;

/** Values above this are read as milliseconds: 1e10 seconds is past the year 2286, so a larger number is almost surely milliseconds. */
export const MILLISECONDS_THRESHOLD = 1e10;
/** Largest absolute time value of a JavaScript Date, in ms. */
export const MAX_TIME_MS = 8.64e15;

export const PRESET_FORMATS = [
  'YYYY-MM-DD HH:mm:ss',
  'MM/DD/YYYY HH:mm:ss',
  'DD/MM/YYYY HH:mm:ss',
  'ISO 8601',
] as const;
export type PresetFormat = (typeof PRESET_FORMATS)[number];
export type FormatChoice = PresetFormat | 'Custom';
export const FORMAT_CHOICES: readonly FormatChoice[] = [...PRESET_FORMATS, 'Custom'];
export const CUSTOM_TOKENS = ['YYYY', 'MM', 'DD', 'HH', 'mm', 'ss'] as const;

/** 'local' (the browser's zone), 'UTC', or an IANA name such as 'Europe/Paris'. */
export type TimeZone = string;

/** True when the custom format input should be shown. */
export function showsCustomInput(choice: FormatChoice): boolean {
  return choice === 'Custom';
}

// ---------------------------------------------------------------- time zones

/** True for 'local', 'UTC' and any IANA zone the browser knows. */
export function isValidTimeZone(tz: string): boolean {
  return tz === 'local' || isTimeZone(tz);
}

/** Offset of the zone from UTC at instant `ms`, in minutes (east positive). */
export function timeZoneOffsetMinutes(ms: number, tz: TimeZone): number {
  if (tz === 'UTC') return 0;
  if (tz === 'local') return -new Date(ms).getTimezoneOffset();
  return offsetAt(ms, tz);
}

/** The most zones one can pin beside Local and UTC (each is one row to read). */
export const MAX_PINNED_ZONES = 12;

/**
 * The pinned zones kept in the 'zones' option, a comma-separated list ('Asia/Tokyo,Europe/Berlin'):
 * the zones the browser knows, each once, in the order pinned; 'local' and 'UTC' always have a row
 * of their own and are left out.
 */
export function parsePinnedZones(list: string): string[] {
  const zones = list
    .split(',')
    .map((z) => z.trim())
    .filter((z) => z !== '' && z !== 'local' && z !== 'UTC' && isValidTimeZone(z));
  return [...new Set(zones)].slice(0, MAX_PINNED_ZONES);
}

/** A Date for `ms` that may lie just outside the Date range, plus the year correction to apply. */
function shiftedDate(ms: number): { d: Date; yearShift: number } {
  const cycles = ms < -MAX_TIME_MS + CYCLE_MS ? 1 : ms > MAX_TIME_MS - CYCLE_MS ? -1 : 0;
  return { d: new Date(ms + cycles * CYCLE_MS), yearShift: -cycles * 400 };
}

export interface DateFields {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** Offset from UTC in minutes at that instant. */
  offsetMinutes: number;
}

/** Wall-clock fields of instant `ms` in the zone. */
export function fieldsInZone(ms: number, tz: TimeZone): DateFields {
  const offsetMinutes = timeZoneOffsetMinutes(ms, tz);
  const { d, yearShift } = shiftedDate(ms + offsetMinutes * 60000);
  return {
    year: d.getUTCFullYear() + yearShift,
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
    offsetMinutes,
  };
}

// ---------------------------------------------------------------- formatting

/** Year as 4 digits (0000–9999) or ISO expanded form (±YYYYYY) outside that range. */
export function formatYear(y: number): string {
  if (y >= 0 && y <= 9999) return pad(y, 4);
  return (y < 0 ? '-' : '+') + pad(Math.abs(y), 6);
}

/** An offset as ISO 8601 writes it, `Z` for UTC itself. */
function formatOffset(min: number): string {
  return min === 0 ? 'Z' : offsetText(min);
}

/**
 * Applies a custom pattern: tokens YYYY, MM, DD, HH, mm, ss; text in [brackets] is literal;
 * everything else is copied as is.
 */
export function applyCustomFormat(f: DateFields, pattern: string): string {
  return pattern.replace(/\[([^\]]*)\]|YYYY|MM|DD|HH|mm|ss/g, (tok, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (tok) {
      case 'YYYY':
        return formatYear(f.year);
      case 'MM':
        return pad(f.month);
      case 'DD':
        return pad(f.day);
      case 'HH':
        return pad(f.hour);
      case 'mm':
        return pad(f.minute);
      default:
        return pad(f.second);
    }
  });
}

/** Formats instant `ms` in a preset or custom format, in the zone (default local). */
export function formatInstant(
  ms: number,
  choice: FormatChoice,
  tz: TimeZone = 'local',
  custom = 'YYYY-MM-DD HH:mm:ss',
): string {
  const f = fieldsInZone(ms, tz);
  switch (choice) {
    case 'ISO 8601':
      return `${formatYear(f.year)}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}.${pad(f.millisecond, 3)}${formatOffset(f.offsetMinutes)}`;
    case 'Custom':
      return applyCustomFormat(f, custom);
    default:
      return applyCustomFormat(f, choice);
  }
}

// ---------------------------------------------------------------- relative time

const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** Relative description of `ms` seen from `now`: 'now', '5 minutes ago', 'yesterday', '3 days ago', 'in 2 years'. */
export function relativeTime(ms: number, now: number = Date.now()): string {
  const diff = ms - now;
  const sec = Math.round(diff / 1000);
  if (Math.abs(sec) < 60) return rtf.format(sec, 'second');
  const min = Math.round(diff / 60000);
  if (Math.abs(min) < 60) return rtf.format(min, 'minute');
  const hr = Math.round(diff / 3600000);
  if (Math.abs(hr) < 24) return rtf.format(hr, 'hour');
  const day = Math.round(diff / 86400000);
  if (Math.abs(day) < 30) return rtf.format(day, 'day');
  const month = Math.round(diff / (86400000 * 30.436875));
  if (Math.abs(month) < 12) return rtf.format(month, 'month');
  return rtf.format(Math.round(diff / (86400000 * 365.2425)), 'year');
}

// ---------------------------------------------------------------- Unix → date

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

export interface ParsedTimestamp {
  /** The instant in milliseconds. */
  ms: number;
  /** How the input was read: values above 1e10 are milliseconds. */
  unit: 'seconds' | 'milliseconds';
}

/**
 * Parses a Unix timestamp strictly: the whole trimmed input must be a decimal number
 * (`12abc` is invalid, never 12). Values above 1e10 are milliseconds, else seconds.
 */
export function parseTimestamp(input: string): { ok: true; value: ParsedTimestamp } | { ok: false; error: string } {
  const s = input.trim();
  if (!NUMBER.test(s)) return { ok: false, error: MESSAGES.invalidTimestamp };
  const n = Number(s);
  if (!Number.isFinite(n)) return { ok: false, error: MESSAGES.outOfRange };
  const unit = n > MILLISECONDS_THRESHOLD ? 'milliseconds' : 'seconds';
  const ms = unit === 'milliseconds' ? n : n * 1000;
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_TIME_MS) return { ok: false, error: MESSAGES.outOfRange };
  return { ok: true, value: { ms: Math.floor(ms), unit } };
}

export interface TimestampResult {
  ok: true;
  /** Set when the input was an ISO 8601 date rather than a number: the hint shows its Unix value. */
  fromIso?: true;
  /** Formatted in the chosen format and zone. */
  text: string;
  ms: number;
  seconds: number;
  unit: 'seconds' | 'milliseconds';
  /** ISO 8601 in UTC. */
  isoUtc: string;
  relative: string;
}

export interface ConvertOptions {
  format?: FormatChoice;
  custom?: string;
  timeZone?: TimeZone;
  /** 'now' for relative time; default Date.now(). */
  now?: number;
}

/** Unix to DateTime. Empty input gives `{ ok: false, empty: true }`. */
export function convertTimestamp(
  input: string,
  options: ConvertOptions = {},
): TimestampResult | { ok: false; error: string } | { ok: false; empty: true } {
  if (input.trim() === '') return { ok: false, empty: true };
  const tz = options.timeZone ?? 'local';
  let parsed = parseTimestamp(input);
  let fromIso = false;
  if (!parsed.ok && isValidTimeZone(tz)) {
    // an ISO date pasted where a number is expected is converted, not refused
    const iso = parseIsoInstant(input, tz);
    if (iso !== null) {
      parsed = { ok: true, value: { ms: iso, unit: 'milliseconds' } };
      fromIso = true;
    }
  }
  if (!parsed.ok) return parsed;
  try {
    if (!isValidTimeZone(tz)) return { ok: false, error: MESSAGES.timestampError };
    const { ms, unit } = parsed.value;
    return {
      ok: true,
      ...(fromIso ? { fromIso: true as const } : {}),
      text: formatInstant(ms, options.format ?? 'YYYY-MM-DD HH:mm:ss', tz, options.custom),
      ms,
      seconds: Math.floor(ms / 1000),
      unit,
      isoUtc: formatInstant(ms, 'ISO 8601', 'UTC'),
      relative: relativeTime(ms, options.now),
    };
  } catch {
    return { ok: false, error: MESSAGES.timestampError };
  }
}

/** ISO 8601 date-time with a UTC offset or Z: '2024-02-29T12:34:56Z', '2024-02-29 12:34:56.5+05:30'. */
const ISO_WITH_OFFSET = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The instant of an ISO 8601 date or date-time, or null when the text is not one. Without an
 * offset ('2024-02-29', '2024-02-29T12:34') it is read in `tz`, like the DateTime to Unix tab.
 */
export function parseIsoInstant(input: string, tz: TimeZone = 'local'): number | null {
  const s = input.trim();
  const withOffset = ISO_WITH_OFFSET.exec(s);
  if (withOffset) {
    const [, date, time, offset] = withOffset;
    const w = parseWallTime(date, time.replace(/(\.\d{3})\d+$/, '$1'));
    if (!w) return null;
    const sign = offset === 'Z' || offset === 'z' ? 0 : offset[0] === '-' ? -1 : 1;
    const digits = offset.replace(/[^0-9]/g, '');
    const minutes = sign === 0 ? 0 : sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
    const ms = wallAsUtc(w) - minutes * 60000;
    return Math.abs(ms) <= MAX_TIME_MS ? ms : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)?$/.test(s)) return null;
  const w = parseWallTime(s);
  if (!w) return null;
  const ms = wallTimeToInstant(w, tz);
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_TIME_MS ? ms : null;
}

/** RFC 7231 (HTTP) date: 'Thu, 29 Feb 2024 12:34:56 GMT'; only defined for years 0–9999. */
export function formatRfc7231(ms: number): string | null {
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  return year >= 0 && year <= 9999 ? d.toUTCString() : null;
}

export interface FormatVariant {
  label: string;
  value: string;
  /** The variant the chosen format produced (highlighted) */
  chosen?: boolean;
  /** false for values that are read, not copied (relative time) */
  copy?: boolean;
}

/**
 * Every common way to write the instant, side by side: the chosen format, ISO 8601 in the zone and
 * in UTC, RFC 7231, Unix seconds and milliseconds, and relative to `now` (omitted while null).
 */
export function formatVariants(
  ms: number,
  opts: { format: FormatChoice; custom: string; timeZone: TimeZone; now: number | null },
): FormatVariant[] {
  const { format, custom, timeZone, now } = opts;
  const chosenLabel = format === 'Custom' ? `Custom (${custom})` : format === 'ISO 8601' ? 'ISO 8601' : format;
  const variants: FormatVariant[] = [
    { label: chosenLabel, value: formatInstant(ms, format, timeZone, custom), chosen: true },
  ];
  if (format !== 'ISO 8601') variants.push({ label: 'ISO 8601', value: formatInstant(ms, 'ISO 8601', timeZone) });
  variants.push({ label: 'ISO 8601 (UTC)', value: formatInstant(ms, 'ISO 8601', 'UTC') });
  const rfc = formatRfc7231(ms);
  if (rfc) variants.push({ label: 'RFC 7231 (HTTP)', value: rfc });
  variants.push({ label: 'Unix seconds', value: String(Math.floor(ms / 1000)) });
  variants.push({ label: 'Unix milliseconds', value: String(ms) });
  if (now !== null) variants.push({ label: 'Relative', value: relativeTime(ms, now), copy: false });
  return variants;
}

// ---------------------------------------------------------------- date → Unix

/** Days in a month of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const DATE_RE = /^([+-]\d{6}|\d{4,6})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** A wall-clock time to the millisecond, as the date and time fields give it. */
export interface WallTime extends Omit<Wall, 'weekday'> {
  millisecond: number;
}

/**
 * Parses a date 'YYYY-MM-DD' and a time 'HH:mm' or 'HH:mm:ss' (default 00:00:00) strictly:
 * 2024-02-30, 2023-02-29, month 13, hour 24 are invalid (no rolling over).
 * A combined 'YYYY-MM-DD HH:mm:ss' or 'YYYY-MM-DDTHH:mm' in `date` is accepted too.
 */
export function parseWallTime(date: string, time = ''): WallTime | undefined {
  let d = date.trim();
  let t = time.trim();
  const combined = /^(\S+)[T ](\S+)$/.exec(d);
  if (combined && !t) {
    d = combined[1];
    t = combined[2];
  }
  const dm = DATE_RE.exec(d);
  if (!dm) return undefined;
  const tm = t === '' ? ['', '00', '00', '00', undefined] : TIME_RE.exec(t);
  if (!tm) return undefined;
  const w: WallTime = {
    year: Number(dm[1]),
    month: Number(dm[2]),
    day: Number(dm[3]),
    hour: Number(tm[1]),
    minute: Number(tm[2]),
    second: Number(tm[3] ?? 0),
    millisecond: tm[4] ? Number(tm[4].padEnd(3, '0')) : 0,
  };
  if (w.month < 1 || w.month > 12) return undefined;
  if (w.day < 1 || w.day > daysInMonth(w.year, w.month)) return undefined;
  if (w.hour > 23 || w.minute > 59 || w.second > 59) return undefined;
  return w;
}

function wallAsUtc(w: WallTime): number {
  return utcOf(w.year, w.month, w.day, w.hour, w.minute, w.second, w.millisecond);
}

/** How a wall-clock time maps to instants in its zone. */
export type WallTimeKind = 'exact' | 'gap' | 'overlap';

export interface ResolvedWallTime {
  /** The instant the browser's own `Date` gives for this wall time in this zone. */
  ms: number;
  /** 'gap': the time does not exist (clocks moved forward) and was shifted forward by the gap;
   * 'overlap': it exists twice (clocks moved back) and the earlier instant is used. */
  kind: WallTimeKind;
  /** Minutes the clocks moved at the transition (0 when exact). */
  shiftMinutes: number;
}

const DAY_MS = 86400000;

/**
 * Resolves a wall-clock time in a zone the way `Date` does for local time (and Temporal's
 * 'compatible' choice): in a gap the offset before the transition is used, which moves the time
 * forward by the gap; in an overlap the earlier instant. The candidates are the offsets a day
 * before and a day after, so 30- and 45-minute offsets and zones east of UTC need no special case.
 */
export function resolveWallTime(w: WallTime, tz: TimeZone): ResolvedWallTime {
  const utc = wallAsUtc(w);
  if (tz === 'UTC') return { ms: utc, kind: 'exact', shiftMinutes: 0 };
  const before = timeZoneOffsetMinutes(utc - DAY_MS, tz);
  const after = timeZoneOffsetMinutes(utc + DAY_MS, tz);
  const fits = (offset: number) => timeZoneOffsetMinutes(utc - offset * 60000, tz) === offset;
  const candidates = [...new Set([before, after])].filter(fits).map((o) => utc - o * 60000);
  if (candidates.length === 2)
    return { ms: Math.min(...candidates), kind: 'overlap', shiftMinutes: Math.abs(after - before) };
  if (candidates.length === 1) return { ms: candidates[0], kind: 'exact', shiftMinutes: 0 };
  // offsets 24 hours away did not fit (a zone that changed twice in two days): look at the
  // offset at the naive guess and its own neighbour
  const here = timeZoneOffsetMinutes(utc - before * 60000, tz);
  if (fits(here)) return { ms: utc - here * 60000, kind: 'exact', shiftMinutes: 0 };
  return { ms: utc - Math.min(before, after) * 60000, kind: 'gap', shiftMinutes: Math.abs(after - before) };
}

/** The instant of a wall-clock time in a zone (see `resolveWallTime`). */
export function wallTimeToInstant(w: WallTime, tz: TimeZone): number {
  return resolveWallTime(w, tz).ms;
}

export interface DateResult {
  ok: true;
  seconds: number;
  milliseconds: number;
  isoUtc: string;
  kind: WallTimeKind;
  shiftMinutes: number;
}

/** Minutes as '1 hour', '30 minutes', '1 hour 30 minutes'. */
function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h ? `${h} hour${h === 1 ? '' : 's'}` : '', m ? `${m} minute${m === 1 ? '' : 's'}` : ''];
  return parts.filter(Boolean).join(' ');
}

/** The note shown under a date whose wall time was shifted (gap) or is ambiguous (overlap). */
export function wallTimeNote(
  r: Pick<DateResult, 'kind' | 'shiftMinutes'>,
  zone: string,
  shownAs: string,
): string | null {
  if (r.kind === 'gap')
    return `This time does not exist in ${zone}: the clocks moved forward ${durationText(r.shiftMinutes)}, so it was shifted to ${shownAs}.`;
  if (r.kind === 'overlap')
    return `This time occurs twice in ${zone}: the clocks moved back ${durationText(r.shiftMinutes)}. The earlier of the two instants is used.`;
  return null;
}

/** DateTime to Unix. Needs a date; time defaults to 00:00:00; zone defaults to local. */
export function convertDate(
  date: string,
  time = '',
  timeZone: TimeZone = 'local',
): DateResult | { ok: false; error: string } {
  if (date.trim() === '') return { ok: false, error: MESSAGES.dateRequired };
  const w = parseWallTime(date, time);
  if (!w) return { ok: false, error: MESSAGES.invalidDate };
  try {
    if (!isValidTimeZone(timeZone)) return { ok: false, error: MESSAGES.dateError };
    const { ms, kind, shiftMinutes } = resolveWallTime(w, timeZone);
    if (!Number.isFinite(ms) || Math.abs(ms) > MAX_TIME_MS) return { ok: false, error: MESSAGES.dateError };
    return {
      ok: true,
      seconds: Math.floor(ms / 1000),
      milliseconds: ms,
      isoUtc: formatInstant(ms, 'ISO 8601', 'UTC'),
      kind,
      shiftMinutes,
    };
  } catch {
    return { ok: false, error: MESSAGES.dateError };
  }
}

/** Everything the live current-time display needs, for instant `now`. */
export function currentTime(
  now: number = Date.now(),
  tz: TimeZone = 'local',
): { seconds: number; milliseconds: number; text: string; iso: string } {
  return {
    seconds: Math.floor(now / 1000),
    milliseconds: now,
    text: formatInstant(now, 'YYYY-MM-DD HH:mm:ss', tz),
    iso: formatInstant(now, 'ISO 8601', tz),
  };
}
