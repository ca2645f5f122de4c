/** The field list: field types, rows from the form, input clamping, canonical rows and row moves. */
import { LIMITS } from './constants';
import { FIELD_TYPES, type FieldRow } from './options';

export type FieldType = (typeof FIELD_TYPES)[number];

/** One row of the field list: a name, a type and the settings that type reads. */
export interface MockField {
  name: string;
  /** One of {@link FIELD_TYPES}; any other value yields 'Unknown type'. */
  type: string;
  isArray?: boolean;
  /** 1–20, default 3 (for isArray); for type 'array', random 1–5 when unset. */
  arrayLength?: number;
  /** number / id / price: value range; string: length range. */
  minValue?: number;
  maxValue?: number;
  /** Choices, comma-separated or a list: when given, the value is one of them. */
  options?: string | string[];
}

/** A field as the generator accepts it: a full field, or a row of the form whose name may be unset. */
export type FieldInput = MockField | FieldRow;

/** True when a value from the form is a row of the field list. */
export function isFieldRow(value: unknown): value is FieldRow {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  const { type } = value;
  return FIELD_TYPES.some((t) => t === type);
}

/** The number itself when it is a finite number, else undefined. */
export function finite(n: unknown): number | undefined {
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** Splits options (comma-separated or a list) into trimmed, non-empty choices. */
export function parseOptions(options: MockField['options']): string[] {
  if (options === undefined || options === null) return [];
  const list = Array.isArray(options) ? options : String(options).split(',');
  return list.map((o) => String(o).trim()).filter((o) => o !== '');
}

/** Item count from any input: non-numbers → 10; rounded; clamped to 1–100. */
export function clampCount(n: unknown): number {
  const v = typeof n === 'string' && n.trim() !== '' ? Number(n) : n;
  if (typeof v !== 'number' || !Number.isFinite(v)) return LIMITS.count.default;
  return Math.min(LIMITS.count.max, Math.max(LIMITS.count.min, Math.round(v)));
}

/** Array length from any input: non-numbers → 3; rounded; clamped to 1–20. */
export function clampArrayLength(n: unknown): number {
  const v = typeof n === 'string' && n.trim() !== '' ? Number(n) : n;
  if (typeof v !== 'number' || !Number.isFinite(v)) return LIMITS.arrayLength.default;
  return Math.min(LIMITS.arrayLength.max, Math.max(LIMITS.arrayLength.min, Math.round(v)));
}

/** Rows that are used: blank names (after trimming) are dropped; names are trimmed. */
export function usableFields(fields: readonly FieldInput[]): MockField[] {
  return fields.flatMap((x) =>
    x && typeof x.name === 'string' && x.name.trim() !== '' ? [{ ...x, name: x.name.trim() }] : [],
  );
}

/**
 * A row in canonical form: defaults filled in (name '', isArray false, arrayLength 3), unset
 * values dropped, keys in schema order. Two rows that generate the same data compare equal, so a
 * form re-emitting its defaults is not mistaken for an edit.
 */
export function normalizeField(field: Partial<MockField>): MockField {
  const out: MockField = {
    name: typeof field.name === 'string' ? field.name : '',
    type: typeof field.type === 'string' ? field.type : 'string',
    isArray: field.isArray === true,
    arrayLength: typeof field.arrayLength === 'number' ? field.arrayLength : LIMITS.arrayLength.default,
  };
  if (typeof field.minValue === 'number') out.minValue = field.minValue;
  if (typeof field.maxValue === 'number') out.maxValue = field.maxValue;
  if (field.options !== undefined && field.options !== null && field.options !== '') out.options = field.options;
  return out;
}

/** True when two field lists generate the same data. */
export function sameFields(a: readonly Partial<MockField>[], b: readonly Partial<MockField>[]): boolean {
  return a.length === b.length && JSON.stringify(a.map(normalizeField)) === JSON.stringify(b.map(normalizeField));
}

/** Moves a row up (-1) or down (+1); out-of-range moves return an unchanged copy. */
export function moveField<T>(fields: readonly T[], index: number, delta: -1 | 1): T[] {
  const out = [...fields];
  const j = index + delta;
  if (index < 0 || index >= out.length || j < 0 || j >= out.length) return out;
  [out[index], out[j]] = [out[j], out[index]];
  return out;
}
