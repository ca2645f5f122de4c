import { useId } from 'react';
import styled, { css } from 'styled-components';
import { media, TOUCH_TARGET } from '@/theme/tokens';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/** Segments fit on a phone's row only when their labels are short; longer choices stack as a list. */
const SEGMENT_LABEL_MAX = 16;
const SEGMENTS_MAX = 4;

export type ChoiceLayout = 'segmented' | 'list';

/** The layout `auto` picks: segments for a few short labels, else a list. */
export function choiceLayout(choices: readonly { label: string }[]): ChoiceLayout {
  return choices.length <= SEGMENTS_MAX && choices.every((c) => c.label.length <= SEGMENT_LABEL_MAX)
    ? 'segmented'
    : 'list';
}

const Group = styled.div<{ $layout: ChoiceLayout }>`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  ${({ $layout, theme }) =>
    $layout === 'segmented'
      ? css`
          display: inline-flex;
          flex-wrap: nowrap;
          max-width: 100%;
          overflow-x: auto;
          gap: 4px;
          padding: 4px;
          border-radius: ${theme.radius.md};
          background: ${theme.color.surfaceAlt};
        `
      : css`
          display: grid;
          gap: 6px;
        `}
`;

/** The real radio stays in the page for keyboard and screen readers; only its look is the site's. */
const Option = styled.label<{ $layout: ChoiceLayout }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 36px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  cursor: pointer;
  color: ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
  ${media.mobile} {
    min-height: ${TOUCH_TARGET};
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  &:has(input:disabled) {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${({ $layout, theme }) =>
    $layout === 'segmented'
      ? css`
          flex: 0 0 auto;
          white-space: nowrap;
          padding: 6px 14px;
          &:has(input:checked) {
            color: ${theme.color.text};
            background: ${theme.color.surface};
            box-shadow: ${theme.shadow.sm};
          }
          ${media.mobile} {
            padding: 6px 10px;
          }
        `
      : css`
          padding: 8px 12px;
          border: 1px solid ${theme.color.border};
          background: ${theme.color.surface};
          color: ${theme.color.text};
          font-weight: 500;
          &::before {
            content: '';
            flex-shrink: 0;
            width: 16px;
            height: 16px;
            border-radius: 50%;
            border: 2px solid ${theme.color.border};
            background: ${theme.color.surface};
            box-sizing: border-box;
          }
          &:has(input:checked) {
            border-color: ${theme.color.primary};
          }
          &:has(input:checked)::before {
            border: 5px solid ${theme.color.primary};
          }
        `}
`;

export interface ChoiceGroupProps<T extends string> {
  /** accessible name of the group */
  label: string;
  value: T | undefined;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  /** `auto` (default): segments for a few short labels, a list otherwise */
  layout?: ChoiceLayout | 'auto';
  disabled?: boolean;
  id?: string;
  onBlur?: () => void;
  onFocus?: () => void;
}

/** One choice out of a few, as segments or a list of options: radios drawn by the design system. */
export function ChoiceGroup<T extends string>({
  label,
  value,
  choices,
  onChange,
  layout = 'auto',
  disabled,
  id,
  onBlur,
  onFocus,
}: ChoiceGroupProps<T>) {
  const name = useId();
  const resolved = layout === 'auto' ? choiceLayout(choices) : layout;
  return (
    <Group role="radiogroup" aria-label={label} id={id} $layout={resolved} data-layout={resolved} data-choice-group="">
      {choices.map((c) => (
        <Option key={c.value} $layout={resolved}>
          <input
            type="radio"
            name={name}
            value={c.value}
            checked={c.value === value}
            disabled={disabled}
            onChange={() => onChange(c.value)}
            onBlur={onBlur}
            onFocus={onFocus}
          />
          {c.label}
        </Option>
      ))}
    </Group>
  );
}
