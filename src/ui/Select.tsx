import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Label } from './layout';

const Native = styled.select`
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  min-height: 40px;
  padding: 6px 32px 6px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  max-width: 100%;
`;

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectProps<T extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  label: string;
  hideLabel?: boolean;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
}

/** A labelled native select (keyboard and screen-reader friendly on every platform). */
export function Select<T extends string>({ label, hideLabel, value, options, onChange, id, ...rest }: SelectProps<T>) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <div>
      <Label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Label>
      <Native id={selectId} value={value} onChange={(e) => onChange(e.target.value as T)} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Native>
    </div>
  );
}
