import { useEffect, useState } from 'react';
import { TextField } from './TextField';

/** A whole number in the field's text: digits alone (spaces around them allowed), within the range; null otherwise. */
export function parseWhole(text: string, min: number, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** A number typed past the range, taken as the nearest end of it; null for text that is no number. */
export function clampWhole(text: string, min: number, max: number): number | null {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) return null;
  return Math.min(max, Math.max(min, Math.round(n)));
}

export interface WholeNumberFieldProps {
  id: string;
  label: string;
  /** the number in force; undefined for an optional field left blank */
  value: number | undefined;
  min: number;
  max: number;
  onChange: (value: number | undefined) => void;
  /**
   * ignore: a number past the range is not taken, the field says so and the number in force stays
   * (restored when the field is left); clamp: it is taken as the nearest end of the range, which the
   * field shows when it is left.
   */
  outOfRange?: 'ignore' | 'clamp';
  /** blank means no number (a seed left to chance) rather than a mistake */
  optional?: boolean;
  /** under the field (default: the range, '1–100') */
  hint?: string;
  /** what the field says of text it does not take (default: 'Ignored: enter a whole number from 1 to 100') */
  invalid?: string;
  placeholder?: string;
}

/**
 * A whole number within a range. What is typed stays as typed while it is typed; only a number the
 * field takes changes the value, and a change from elsewhere (a link, a template) shows at once.
 */
export function WholeNumberField({
  id,
  label,
  value,
  min,
  max,
  onChange,
  outOfRange = 'ignore',
  optional = false,
  hint = `${min}–${max}`,
  invalid = `Ignored: enter a whole number from ${min} to ${max}`,
  placeholder,
}: WholeNumberFieldProps) {
  const shown = value === undefined ? '' : String(value);
  const read = (text: string): number | null | undefined =>
    optional && text.trim() === ''
      ? undefined
      : outOfRange === 'clamp'
        ? clampWhole(text, min, max)
        : parseWhole(text, min, max);
  const [text, setText] = useState(shown);
  useEffect(() => {
    setText((typed) => (read(typed) === value ? typed : shown));
    // the typed text follows the value only when the value changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const refused = outOfRange === 'ignore' && read(text) === null;
  return (
    <TextField
      id={id}
      label={label}
      type={outOfRange === 'clamp' ? 'number' : undefined}
      min={outOfRange === 'clamp' ? min : undefined}
      max={outOfRange === 'clamp' ? max : undefined}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      placeholder={placeholder}
      onChange={(e) => {
        setText(e.target.value);
        const n = read(e.target.value);
        if (n !== null && n !== value) onChange(n);
      }}
      onBlur={() => setText(shown)}
      hint={hint}
      error={refused ? invalid : undefined}
      style={{ width: outOfRange === 'clamp' ? 160 : 120 }}
    />
  );
}
