import type { Field, Special } from './parse';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

const UNITS: Record<Field['name'], string> = {
  second: 'second',
  minute: 'minute',
  hour: 'hour',
  'day-of-month': 'day',
  month: 'month',
  'day-of-week': 'day of the week',
  year: 'year',
};

function name(field: Field, n: number): string {
  if (field.name === 'month') return MONTH_NAMES[n - 1] ?? String(n);
  if (field.name === 'day-of-week') return WEEKDAY_NAMES[n % 7];
  return String(n);
}

function special(s: Special): string {
  switch (s.kind) {
    case 'last-day':
      return s.offset === 0 ? 'the last day of the month' : `${s.offset} days before the last day of the month`;
    case 'last-weekday-of-month':
      return 'the last weekday (Monday–Friday) of the month';
    case 'nearest-weekday':
      return `the weekday (Monday–Friday) nearest day ${s.day}`;
    case 'nth-weekday':
      return `the ${ORDINALS[s.nth - 1]} ${WEEKDAY_NAMES[s.weekday]} of the month`;
    case 'last-weekday':
      return `the last ${WEEKDAY_NAMES[s.weekday]} of the month`;
  }
}

/** A field in words: what it is, what was written, what it means and the values it allows. */
export function explainField(field: Field): { name: string; text: string; meaning: string; values: string } {
  const unit = UNITS[field.name];
  const sorted = [...field.values].sort((a, b) => a - b);
  const size = field.name === 'day-of-week' ? 7 : field.max - field.min + 1;
  const all = field.any || (field.specials.length === 0 && sorted.length === size);
  let meaning: string;
  if (field.text === '?') meaning = `any ${unit} (no specific value)`;
  else if (all) meaning = `every ${unit}`;
  else {
    const parts: string[] = [];
    const step = /^(\*|\d+(?:-\d+)?|[A-Za-z]{3}(?:-[A-Za-z]{3})?)\/(\d+)$/.exec(field.text);
    if (step) {
      const [, base, by] = step;
      parts.push(
        base === '*'
          ? `every ${by} ${unit}s`
          : base.includes('-')
            ? `every ${by} ${unit}s from ${base.replace('-', ' through ')}`
            : `every ${by} ${unit}s starting at ${base}`,
      );
    } else if (sorted.length > 0) {
      const ranges: string[] = [];
      for (let i = 0; i < sorted.length; i++) {
        let j = i;
        while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
        ranges.push(
          j - i >= 2
            ? `${name(field, sorted[i])} through ${name(field, sorted[j])}`
            : sorted
                .slice(i, j + 1)
                .map((n) => name(field, n))
                .join(', '),
        );
        i = j;
      }
      parts.push(`${unit} ${ranges.join(', ')}`);
    }
    parts.push(...field.specials.map(special));
    meaning = parts.join('; or ');
  }
  const values = all
    ? field.name === 'day-of-week'
      ? 'Sunday–Saturday'
      : `${name(field, field.min)}–${name(field, field.max)}`
    : sorted.map((n) => name(field, n)).join(', ');
  return { name: field.name, text: field.text, meaning, values };
}
