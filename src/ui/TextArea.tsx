import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { countOf } from '@/lib/count';
import { useTypedBeforeHydration } from '@/lib/typedBeforeHydration';
import { FieldCount, FieldHead, Label } from './layout';

const Area = styled.textarea<{ $minHeight: number; $invalid?: boolean }>`
  display: block;
  width: 100%;
  min-height: ${({ $minHeight }) => $minHeight}px;
  resize: vertical;
  padding: 12px;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 13.5px;
  line-height: 1.5;
  color: ${({ theme }) => theme.color.codeText};
  background: ${({ theme }) => theme.color.codeBg};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus-visible {
    outline: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.focus)};
    outline-offset: 0;
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> {
  label: string;
  /** hide the label visually but keep it as the accessible name */
  hideLabel?: boolean;
  value: string;
  /** show a live character count under the area (default true) */
  showCount?: boolean;
  minHeight?: number;
  invalid?: boolean;
  /** buttons shown at the right of the label (Paste, Clear, Copy…) */
  actions?: ReactNode;
  /** the count's text when it is not the UTF-16 length (e.g. code points) */
  countText?: string;
  /** test id of the count, for tools whose tests read it */
  countTestId?: string;
}

/** A labelled monospace text area with a live character count. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hideLabel, value, showCount = true, minHeight = 200, invalid, actions, countText, countTestId, id, ...rest },
  ref,
) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const areaRef = useTypedBeforeHydration(ref);
  const countId = `${areaId}-count`;
  return (
    <div>
      <FieldHead>
        <Label htmlFor={areaId} className={hideLabel ? 'visually-hidden' : undefined}>
          {label}
        </Label>
        {actions && <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>{actions}</div>}
      </FieldHead>
      <Area
        ref={areaRef}
        id={areaId}
        value={value}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        $minHeight={minHeight}
        $invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={showCount ? countId : undefined}
        {...rest}
      />
      {showCount && (
        <FieldCount id={countId} data-testid={countTestId}>
          {countText ?? countOf(value.length, 'character')}
        </FieldCount>
      )}
    </div>
  );
});
