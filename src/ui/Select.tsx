import { ChevronDown } from 'lucide-react';
import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { media, TOUCH_TARGET } from '@/theme/tokens';
import { Label } from './layout';

/** The design system's select box: the native element (keyboard, screen readers, phone pickers) drawn in the site's style. */
export const SelectBox = styled.div`
  position: relative;
  display: flex;
  max-width: 100%;
  select {
    appearance: none;
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    min-height: 40px;
    padding: 6px 30px 6px 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    max-width: 100%;
    width: 100%;
    cursor: pointer;
    ${media.mobile} {
      min-height: ${TOUCH_TARGET};
    }
  }
  select:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.textMuted};
  }
  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }
  select:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  option {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
  > svg {
    position: absolute;
    right: 8px;
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectProps<T extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  label: string;
  hideLabel?: boolean;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
}

/** A labelled select (the native element, so keyboard, screen-reader and phone pickers work everywhere). */
export function Select<T extends string>({ label, hideLabel, value, options, onChange, id, ...rest }: SelectProps<T>) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <div>
      <Label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Label>
      <SelectBox>
        <select
          id={selectId}
          value={value}
          onChange={(e) => {
            const picked = options.find((o) => o.value === e.target.value);
            if (picked) onChange(picked.value);
          }}
          {...rest}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown size={16} aria-hidden="true" />
      </SelectBox>
    </div>
  );
}
