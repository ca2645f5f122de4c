import { useEffect, useState } from 'react';
import { TextField } from '@/ui';
import { parseWhole } from './logic';

interface NumberFieldProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/**
 * A whole number within a range. What is typed stays as typed; only an in-range whole number is
 * taken, anything else is shown as ignored and the setting keeps its value (restored on blur).
 */
export function NumberField({ id, label, value, min, max, onChange }: NumberFieldProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((typed) => (parseWhole(typed, min, max) === value ? typed : String(value)));
  }, [value, min, max]);
  const invalid = parseWhole(text, min, max) === null;
  return (
    <TextField
      id={id}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const n = parseWhole(e.target.value, min, max);
        if (n !== null && n !== value) onChange(n);
      }}
      onBlur={() => setText(String(value))}
      hint={`${min}–${max}`}
      error={invalid ? `Ignored: enter a whole number from ${min} to ${max}` : undefined}
      style={{ width: 120 }}
    />
  );
}
