/**
 * Reading a cron expression in one of five dialects, field by field, with the column of every
 * mistake. The value sets it builds are the schedule's meaning independent of the library that
 * computes the next runs; the tests check that library's runs against them.
 *
 * References: man 5 crontab (Vixie cron / cronie), Quartz's CronTrigger tutorial, Amazon EventBridge's
 * "Cron expressions" page and Kubernetes' CronJob page (CRON_TZ).
 */

import type { Dialect, DialectChoice } from './dialect';
import { readMacro, type Macro } from './macros';

// the dialects are declared in a module of their own, which the macros read too
export type { Dialect, DialectChoice } from './dialect';

export const DIALECT_NAMES: Record<Dialect, string> = {
  unix: 'Unix (5 fields)',
  seconds: 'Unix with seconds (6 fields)',
  quartz: 'Quartz',
  aws: 'AWS EventBridge',
  k8s: 'Kubernetes (CRON_TZ)',
};

export type FieldName = 'second' | 'minute' | 'hour' | 'day-of-month' | 'month' | 'day-of-week' | 'year';

interface FieldRule {
  name: FieldName;
  min: number;
  max: number;
  names?: readonly string[];
  /** the first value of `names` (0 for Sunday in Unix, 1 in Quartz) */
  namesFrom?: number;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

const SECOND: FieldRule = { name: 'second', min: 0, max: 59 };
const MINUTE: FieldRule = { name: 'minute', min: 0, max: 59 };
const HOUR: FieldRule = { name: 'hour', min: 0, max: 23 };
const DOM: FieldRule = { name: 'day-of-month', min: 1, max: 31 };
const MONTH: FieldRule = { name: 'month', min: 1, max: 12, names: MONTHS, namesFrom: 1 };
/** Unix: 0–7, where 0 and 7 are both Sunday (man 5 crontab). */
const DOW_UNIX: FieldRule = { name: 'day-of-week', min: 0, max: 7, names: DAYS, namesFrom: 0 };
/** Quartz and AWS: 1–7, where 1 is Sunday. */
const DOW_ONE: FieldRule = { name: 'day-of-week', min: 1, max: 7, names: DAYS, namesFrom: 1 };
const YEAR_QUARTZ: FieldRule = { name: 'year', min: 1970, max: 2099 };
const YEAR_AWS: FieldRule = { name: 'year', min: 1970, max: 2199 };

/** A special day: the last day of the month (L, L-3), the nearest weekday (15W, LW), the nth weekday (6#3) or the last such weekday (5L). */
export type Special =
  | { kind: 'last-day'; offset: number }
  | { kind: 'last-weekday-of-month' }
  | { kind: 'nearest-weekday'; day: number }
  | { kind: 'nth-weekday'; weekday: number; nth: number }
  | { kind: 'last-weekday'; weekday: number };

export interface Field {
  name: FieldName;
  /** the text of the field as written */
  text: string;
  /** where the field starts in the input */
  offset: number;
  /** `*` or `?`: every value */
  any: boolean;
  /** the plain values it allows; Sunday is 0 in day-of-week whatever the dialect */
  values: ReadonlySet<number>;
  specials: readonly Special[];
  min: number;
  max: number;
  /**
   * The field as croner reads it: numbers only, day-of-week from Sunday = 0, every step as a range
   * (`a-b/s`), a range that wraps split in two. A day-of-month croner has no syntax for (L-3, LW in a
   * list) is written as a superset of its days, and `cronerExact` is false: the runs are then filtered.
   */
  croner: string;
  cronerExact: boolean;
}

export interface ParsedCron {
  dialect: Dialect;
  /** the zone a Kubernetes CRON_TZ= (or TZ=) prefix names */
  zone: string | null;
  fields: readonly Field[];
  /** the fields as croner reads them: seconds first, `?` as `*`, day-of-week numbered from Sunday = 0 */
  cronerPattern: string;
  /** false when the croner pattern allows more days than the expression (L-3): each run's date must be checked */
  cronerExact: boolean;
  /** the fields as cronstrue reads them */
  describePattern: string;
  /** the macro written instead of the fields (@daily), whose fields these are; an @reboot has no fields */
  macro: Macro | null;
}

export interface CronError {
  message: string;
  /** where in the input the mistake is */
  offset: number;
  length: number;
}

export type ParseResult = { ok: true; cron: ParsedCron } | { ok: false; error: CronError };

const AWS_WRAPPER = /^\s*cron\((.*)\)\s*$/is;
const TZ_PREFIX = /^(\s*)(CRON_TZ|TZ)=(\S*)\s+/;

/** The dialect an expression is written in: the wrapper, the prefix or the number of fields (and Quartz's `?`, `L`, `W`, `#`) tell it. */
export function detectDialect(input: string): Dialect {
  if (AWS_WRAPPER.test(input)) return 'aws';
  if (TZ_PREFIX.test(input)) return 'k8s';
  const parts = input.trim().split(/\s+/);
  if (parts.length >= 7) return 'quartz';
  if (parts.length === 6) return /[?LW#]/i.test(parts.slice(3).join(' ')) ? 'quartz' : 'seconds';
  return 'unix';
}

function rulesFor(dialect: Dialect, count: number): readonly FieldRule[] {
  switch (dialect) {
    case 'unix':
    case 'k8s':
      return [MINUTE, HOUR, DOM, MONTH, DOW_UNIX];
    case 'seconds':
      return [SECOND, MINUTE, HOUR, DOM, MONTH, DOW_UNIX];
    case 'quartz':
      return count === 7
        ? [SECOND, MINUTE, HOUR, DOM, MONTH, DOW_ONE, YEAR_QUARTZ]
        : [SECOND, MINUTE, HOUR, DOM, MONTH, DOW_ONE];
    case 'aws':
      return [MINUTE, HOUR, DOM, MONTH, DOW_ONE, YEAR_AWS];
  }
}

const FIELD_COUNT: Record<Dialect, string> = {
  unix: '5 fields (minute hour day-of-month month day-of-week)',
  k8s: '5 fields after CRON_TZ= (minute hour day-of-month month day-of-week)',
  seconds: '6 fields (second minute hour day-of-month month day-of-week)',
  quartz: '6 or 7 fields (second minute hour day-of-month month day-of-week [year])',
  aws: '6 fields inside cron(…) (minute hour day-of-month month day-of-week year)',
};

/** Quartz and AWS allow `?`, `L`, `W` and `#`; Unix cron does not. */
const extended = (dialect: Dialect) => dialect === 'quartz' || dialect === 'aws';

class FieldError extends Error {
  constructor(
    message: string,
    readonly at: number,
    readonly length: number,
  ) {
    super(message);
  }
}

function range(rule: FieldRule): string {
  return `${rule.min}–${rule.max}`;
}

/** Reads one value: a number or, in month and day-of-week, a three-letter name. Day-of-week comes back numbered from Sunday = 0. */
function readValue(rule: FieldRule, token: string, at: number): number {
  let n: number;
  if (/^\d+$/.test(token)) n = Number(token);
  else {
    const index = rule.names?.indexOf(token.toUpperCase()) ?? -1;
    if (index < 0 || rule.namesFrom === undefined)
      throw new FieldError(
        `${rule.name} "${token}" is not a number${rule.names ? ' or a name' : ''}`,
        at,
        token.length,
      );
    n = index + rule.namesFrom;
  }
  if (n < rule.min || n > rule.max)
    throw new FieldError(`${rule.name} ${token} is out of range ${range(rule)}`, at, token.length);
  return n;
}

/** Day-of-week as 0 (Sunday) to 6, whatever the dialect's numbering. */
function weekday(rule: FieldRule, n: number): number {
  return rule.namesFrom === 1 && rule.min === 1 ? n - 1 : n % 7;
}

function parseField(rule: FieldRule, text: string, offset: number, dialect: Dialect): Field {
  const values = new Set<number>();
  const specials: Special[] = [];
  const isDow = rule.name === 'day-of-week';
  const isDom = rule.name === 'day-of-month';
  const add = (n: number) => values.add(isDow ? weekday(rule, n) : n);
  // croner numbers Quartz's and AWS's day-of-week 1–7 as 0–6 from Sunday; Unix's 0–7 it reads as written
  const toCroner = (n: number) => (isDow && rule.min === 1 ? n - 1 : n);
  const croner: string[] = [];
  let cronerExact = true;
  /** A range (a step when `step` is set) in croner's numbering. */
  const emit = (from: number, to: number, step?: number) =>
    croner.push(
      step !== undefined
        ? `${toCroner(from)}-${toCroner(to)}/${step}`
        : from === to
          ? `${toCroner(from)}`
          : `${toCroner(from)}-${toCroner(to)}`,
    );
  let any = false;
  let at = offset;
  for (const item of text.split(',')) {
    const itemAt = at;
    at += item.length + 1;
    if (item === '') throw new FieldError(`${rule.name} has an empty list item`, itemAt, 1);
    const upper = item.toUpperCase();
    if (item === '?') {
      if (!extended(dialect))
        throw new FieldError(`"?" is Quartz and AWS syntax; Unix cron writes "*" for any ${rule.name}`, itemAt, 1);
      if (!isDom && !isDow) throw new FieldError(`"?" is allowed only in day-of-month and day-of-week`, itemAt, 1);
      any = true;
      for (let n = rule.min; n <= rule.max; n++) add(n);
      croner.push('*');
      continue;
    }
    if (extended(dialect) && isDom) {
      const last = /^L(?:-(\d+))?$/.exec(upper);
      if (last) {
        const back = last[1] === undefined ? 0 : Number(last[1]);
        if (back > 30) throw new FieldError(`day-of-month L-${back} is out of range L-0–L-30`, itemAt, item.length);
        specials.push({ kind: 'last-day', offset: back });
        // croner reads L but has no syntax for L-3 (the same day back from the end of every month)
        if (back === 0) croner.push('L');
        else cronerExact = false;
        continue;
      }
      if (upper === 'LW') {
        specials.push({ kind: 'last-weekday-of-month' });
        croner.push('LW');
        continue;
      }
      const near = /^(\d+)W$/.exec(upper);
      if (near) {
        const day = readValue(rule, near[1], itemAt);
        specials.push({ kind: 'nearest-weekday', day });
        croner.push(`${day}W`);
        continue;
      }
    }
    if (extended(dialect) && isDow) {
      const nth = /^(\w+)#(\d+)$/.exec(item);
      if (nth) {
        const day = weekday(rule, readValue(rule, nth[1], itemAt));
        const k = Number(nth[2]);
        if (k < 1 || k > 5)
          throw new FieldError(`day-of-week #${nth[2]} is out of range 1–5`, itemAt + nth[1].length + 1, nth[2].length);
        specials.push({ kind: 'nth-weekday', weekday: day, nth: k });
        croner.push(`${day}#${k}`);
        continue;
      }
      if (upper === 'L') {
        // Quartz: L alone in day-of-week is 7, the last day of the week, Saturday (CronExpression.java)
        add(7);
        emit(7, 7);
        continue;
      }
      const lastDay = /^(\w+)L$/i.exec(item);
      if (lastDay) {
        const day = weekday(rule, readValue(rule, lastDay[1], itemAt));
        specials.push({ kind: 'last-weekday', weekday: day });
        croner.push(`${day}L`);
        continue;
      }
    }
    if (/[LW#]/i.test(item) && !/^[A-Za-z]{3}(-[A-Za-z]{3})?(\/\d+)?$/.test(item)) {
      const where = item.search(/[LW#]/i);
      const what = extended(dialect)
        ? `"${item}" is not a valid ${rule.name}: L, W and # are allowed only in day-of-month and day-of-week`
        : `"${item[where]}" is Quartz and AWS syntax, not Unix cron`;
      throw new FieldError(what, itemAt + where, 1);
    }
    const [base, step, extra] = item.split('/');
    if (extra !== undefined) throw new FieldError(`${rule.name} "${item}" has more than one "/"`, itemAt, item.length);
    let stepBy = 1;
    if (step !== undefined) {
      const stepAt = itemAt + base.length + 1;
      if (!/^\d+$/.test(step))
        throw new FieldError(`${rule.name} step "${step}" is not a number`, stepAt, Math.max(step.length, 1));
      stepBy = Number(step);
      if (stepBy < 1) throw new FieldError(`${rule.name} step 0 never advances`, stepAt, step.length);
      if (stepBy > rule.max)
        throw new FieldError(`${rule.name} step ${step} is larger than the range ${range(rule)}`, stepAt, step.length);
    }
    let from: number;
    let to: number;
    if (base === '*') {
      from = rule.min;
      to = rule.max;
      if (step === undefined) {
        any = true;
        croner.push('*');
        for (let n = from; n <= to; n++) add(n);
        continue;
      }
    } else if (base.includes('-')) {
      const [a, b] = base.split('-');
      from = readValue(rule, a, itemAt);
      to = readValue(rule, b, itemAt + a.length + 1);
      if (from > to) {
        // Quartz reads a range that wraps past the field's end (FRI-MON, 22-2, NOV-FEB), but not in
        // the year (CronExpression.addToSet); Unix cron refuses it
        if (!extended(dialect))
          throw new FieldError(
            `${rule.name} range ${base} runs backwards: write ${a} first only if it is the smaller`,
            itemAt,
            base.length,
          );
        if (rule.name === 'year')
          throw new FieldError(`year range ${base} runs backwards: years do not wrap around`, itemAt, base.length);
        for (let n = from; n <= rule.max; n += stepBy) add(n);
        // the step goes on counting across the wrap: 22-2/3 is 22 then 1
        const restart = rule.min + ((stepBy - ((rule.max - from + 1) % stepBy)) % stepBy);
        for (let n = restart; n <= to; n += stepBy) add(n);
        // croner reads no range that wraps: the two halves as two ranges
        emit(from, rule.max, step === undefined ? undefined : stepBy);
        if (restart <= to) emit(restart, to, step === undefined ? undefined : stepBy);
        continue;
      }
    } else {
      from = readValue(rule, base, itemAt);
      // "5/15" is 5, 20, 35, 50 in Quartz and AWS; Unix cron takes a step only after * or a range
      if (step !== undefined && !extended(dialect))
        throw new FieldError(
          `${rule.name} "${item}": Unix cron takes a step only after "*" or a range (write ${base}-${rule.max}/${step})`,
          itemAt,
          item.length,
        );
      to = step === undefined ? from : rule.max;
    }
    for (let n = from; n <= to; n += stepBy) add(n);
    // every step as a range: croner refuses "5/15" and counts "*/3" in the year from year 0, not 1970
    emit(from, to, step === undefined ? undefined : stepBy);
  }
  // croner reads LW only on its own
  if (specials.some((s) => s.kind === 'last-weekday-of-month') && text.includes(',')) cronerExact = false;
  const cronerText = cronerExact ? croner.join(',') : daySuperset(values, specials);
  return {
    name: rule.name,
    text,
    offset,
    any,
    values,
    specials,
    min: rule.min,
    max: rule.max,
    croner: cronerText,
    cronerExact,
  };
}

/**
 * Every day of the month a day-of-month can fall on in some month, as a croner list: its days, L-n
 * (the last day is the 28th to the 31st), LW (the last weekday is at most two days before the last
 * day) and nW (the nearest weekday is at most two days away; 1W on a Saturday is the 3rd).
 */
function daySuperset(values: ReadonlySet<number>, specials: readonly Special[]): string {
  const days = new Set(values);
  const span = (a: number, b: number) => {
    for (let d = Math.max(a, 1); d <= Math.min(b, 31); d++) days.add(d);
  };
  for (const s of specials) {
    if (s.kind === 'last-day') span(28 - s.offset, 31 - s.offset);
    else if (s.kind === 'last-weekday-of-month') span(26, 31);
    else if (s.kind === 'nearest-weekday') span(s.day - 2, s.day + 2);
  }
  return [...days].sort((a, b) => a - b).join(',');
}

/** Reads an expression as `dialect` ('auto' detects it). */
export function parseCron(input: string, choice: DialectChoice): ParseResult {
  const dialect = choice === 'auto' ? detectDialect(input) : choice;
  let body = input;
  let bodyAt = 0;
  let zone: string | null = null;
  if (dialect === 'aws') {
    const wrapped = AWS_WRAPPER.exec(input);
    if (wrapped) {
      bodyAt = input.indexOf('(') + 1;
      body = wrapped[1];
    }
  }
  if (dialect === 'k8s' || dialect === 'unix') {
    const prefix = TZ_PREFIX.exec(input);
    if (prefix) {
      zone = prefix[3];
      bodyAt = prefix[0].length;
      body = input.slice(bodyAt);
      if (zone === '') return fail('CRON_TZ= names no time zone', prefix[1].length, prefix[2].length + 1);
    }
  }
  let parts: { text: string; offset: number }[] = [];
  for (const m of body.matchAll(/\S+/g)) parts.push({ text: m[0], offset: bodyAt + (m.index ?? 0) });
  if (parts.length === 0) return fail('The expression is empty', 0, input.length);
  let macro: Macro | null = null;
  if (parts[0].text.startsWith('@')) {
    const [first, extra] = parts;
    const read = readMacro(first.text, dialect, DIALECT_NAMES[dialect]);
    if (!read.ok) return fail(read.message, first.offset, first.text.length);
    if (extra)
      return fail(
        `${first.text} stands for the whole schedule: nothing may follow it`,
        extra.offset,
        input.trimEnd().length - extra.offset,
      );
    macro = read.macro;
    if (macro.expression === null)
      return {
        ok: true,
        cron: { dialect, zone, fields: [], cronerPattern: '', cronerExact: true, describePattern: '', macro },
      };
    // the fields the macro stands for, each placed where the macro is written
    parts = macro.expression.split(' ').map((text) => ({ text, offset: first.offset }));
  }
  const counts: Record<Dialect, readonly number[]> = { unix: [5], k8s: [5], seconds: [6], quartz: [6, 7], aws: [6] };
  if (!counts[dialect].includes(parts.length)) {
    const extra = parts[counts[dialect][counts[dialect].length - 1]];
    const at = extra ? extra.offset : input.trimEnd().length;
    return fail(
      `${DIALECT_NAMES[dialect]} has ${FIELD_COUNT[dialect]}; this has ${parts.length}`,
      at,
      extra ? input.trimEnd().length - extra.offset : 1,
    );
  }
  const rules = rulesFor(dialect, parts.length);
  const fields: Field[] = [];
  try {
    parts.forEach((part, i) => fields.push(parseField(rules[i], part.text, part.offset, dialect)));
  } catch (error) {
    if (error instanceof FieldError) return fail(error.message, error.at, error.length);
    throw error;
  }
  const dom = fields.find((f) => f.name === 'day-of-month');
  const dow = fields.find((f) => f.name === 'day-of-week');
  if (extended(dialect) && dom && dow) {
    const domQ = dom.text === '?';
    const dowQ = dow.text === '?';
    if (domQ === dowQ) {
      const what = domQ ? 'both are "?"' : 'neither is "?"';
      return fail(
        `${DIALECT_NAMES[dialect]} needs "?" in exactly one of day-of-month and day-of-week; ${what}`,
        (domQ || dom.text !== '*' ? dow : dom).offset,
        (domQ || dom.text !== '*' ? dow : dom).text.length,
      );
    }
  }
  return { ok: true, cron: { dialect, zone, fields, ...patterns(dialect, fields), macro } };

  function fail(message: string, offset: number, length: number): ParseResult {
    return { ok: false, error: { message, offset, length: Math.max(length, 1) } };
  }
}

/** The pattern croner reads (second minute hour dom month dow [year], Sunday = 0) and the one cronstrue describes. */
function patterns(
  dialect: Dialect,
  fields: readonly Field[],
): { cronerPattern: string; cronerExact: boolean; describePattern: string } {
  const describe =
    dialect === 'unix' || dialect === 'k8s'
      ? fields.map((f) => f.text)
      : dialect === 'aws'
        ? ['0', ...fields.map((f) => f.text)]
        : fields.map((f) => f.text);
  return {
    cronerPattern: cronerPatternOf(fields),
    cronerExact: fields.every((f) => f.cronerExact),
    describePattern: describe.join(' '),
  };
}

/** The fields in croner's order and syntax; `star` reads one field as `*` (to find the field croner refuses). */
export function cronerPatternOf(fields: readonly Field[], star?: FieldName): string {
  const get = (name: FieldName, otherwise: string) => {
    const field = fields.find((f) => f.name === name);
    return field === undefined ? otherwise : name === star ? '*' : field.croner;
  };
  const year = fields.some((f) => f.name === 'year') ? [get('year', '*')] : [];
  return [
    get('second', '0'),
    get('minute', '*'),
    get('hour', '*'),
    get('day-of-month', '*'),
    get('month', '*'),
    get('day-of-week', '*'),
    ...year,
  ].join(' ');
}
