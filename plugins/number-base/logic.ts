/** The tool's work: one number in, every base (or its float bits) out. No React, no DOM: it runs in the page and in the worker alike. */
import { baseName, bitLength, formatInteger, MAX_BASE, MIN_BASE, type DigitStyle, type Grouping } from './digits';
import { viewOf, type FloatFormat, type FloatView } from './ieee';
import { literalsOf, type Literal } from './literals';
import type { InputError } from './position';
import { readFloat } from './readFloat';
import { AUTO_BASE, readInteger } from './readInteger';
import { twosComplement, type TwosComplement } from './twos';

export type Mode = 'integer' | 'float';

export const MODES: readonly { id: Mode; label: string }[] = [
  { id: 'integer', label: 'Integer' },
  { id: 'float', label: 'Float (IEEE 754)' },
];

export const MESSAGES = {
  failed: 'The conversion stopped',
} as const;

export interface NumberRequest {
  mode: Mode;
  input: string;
  /** the input base, 2 to 36, or AUTO_BASE: by its prefix, else decimal */
  from: number;
  /** the output's base, 2 to 36, or AUTO_BASE: hexadecimal for a decimal input, else decimal */
  to: number;
  /** the two's complement width in bits */
  width: number;
  group: Grouping;
  upper: boolean;
  float: FloatFormat;
}

/** The bases every integer is shown in, beside the output's. */
export const MAIN_BASES = [2, 8, 10, 16, 36] as const;

export interface BaseRow {
  base: number;
  name: string;
  digits: string;
}

export interface IntegerDetails {
  mode: 'integer';
  inputBase: number;
  outputBase: number;
  /** bits of the magnitude, and digits in decimal */
  bits: number;
  decimalDigits: number;
  negative: boolean;
  /** 2, 8, 10, 16, 36 and the output's base */
  main: BaseRow[];
  /** every base from 2 to 36 */
  all: BaseRow[];
  literals: Literal[];
  twos: TwosComplement;
  notes: string[];
}

export interface FloatDetails {
  mode: 'float';
  /** the input was a value (the output is its bits) or bits (the output is their value) */
  from: 'value' | 'bits';
  view: FloatView;
  notes: string[];
}

export type Details = IntegerDetails | FloatDetails;

export type NumberResult = { ok: true; output: string; details: Details } | { ok: false; error: InputError };

/** A base as the options hold it ('auto', '2' … '36') as the conversion takes it: AUTO_BASE or the number. */
export function baseOption(text: string): number {
  const base = Number(text);
  return Number.isInteger(base) && base >= MIN_BASE && base <= MAX_BASE ? base : AUTO_BASE;
}

/** The output's base for an input read in `inputBase`: the one chosen, or by default decimal's partner, hexadecimal. */
export function outputBaseFor(to: number, inputBase: number): number {
  if (to >= MIN_BASE && to <= MAX_BASE) return to;
  return inputBase === 10 ? 16 : 10;
}

function convertInteger(request: NumberRequest): NumberResult {
  const read = readInteger(request.input, request.from);
  if (!read.ok) return read;
  const { value, base } = read;
  const style: DigitStyle = { upper: request.upper, group: request.group };
  const outputBase = outputBaseFor(request.to, base);
  const row = (b: number): BaseRow => ({ base: b, name: baseName(b), digits: formatInteger(value, b, style) });
  const all: BaseRow[] = [];
  for (let b = MIN_BASE; b <= MAX_BASE; b++) all.push(row(b));
  const main = all.filter((r) => MAIN_BASES.some((b) => b === r.base) || r.base === outputBase);
  const magnitude = value < 0n ? -value : value;
  return {
    ok: true,
    output: all[outputBase - MIN_BASE].digits,
    details: {
      mode: 'integer',
      inputBase: base,
      outputBase,
      bits: bitLength(value),
      decimalDigits: magnitude.toString().length,
      negative: value < 0n,
      main,
      all,
      literals: literalsOf(value, style),
      twos: twosComplement(value, request.width, style),
      notes: read.notes,
    },
  };
}

function convertFloat(request: NumberRequest): NumberResult {
  const read = readFloat(request.input, request.float);
  if (!read.ok) return read;
  const view = viewOf(request.float, read.bits, request.upper);
  return {
    ok: true,
    output: read.from === 'value' ? `0x${view.hex}` : view.shortest,
    details: { mode: 'float', from: read.from, view, notes: read.notes },
  };
}

/** The number in every base, or a float's bits and value, from the request; or the error with its place. */
export function convert(request: NumberRequest): NumberResult {
  return request.mode === 'float' ? convertFloat(request) : convertInteger(request);
}
