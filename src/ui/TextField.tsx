import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Input, Label } from './layout';

const Message = styled.span<{ $error: boolean }>`
  display: block;
  margin-top: 4px;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme, $error }) => ($error ? theme.color.danger : theme.color.textMuted)};
`;

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'aria-invalid' | 'aria-describedby' | 'children'
> {
  label: ReactNode;
  /** What the field takes ('1–100'), under it. */
  hint?: ReactNode;
  /** Why the value is not valid: shown instead of the hint, and the field is marked invalid. */
  error?: ReactNode;
  /** The value is not valid and the message saying why is shown elsewhere (an error notice under it). */
  invalid?: boolean;
}

/**
 * A labelled one-line text field with its message under it. The message (the hint, or the error
 * when there is one) describes the field (aria-describedby), and an error marks it aria-invalid,
 * so a screen reader hears why the value is not taken.
 */
export function TextField({ label, hint, error, invalid: marked = false, id, ...input }: TextFieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const messageId = `${fieldId}-message`;
  const hasError = error !== undefined && error !== null && error !== false;
  const invalid = hasError || marked;
  const message = hasError ? error : hint;
  return (
    <div>
      <Label htmlFor={fieldId}>{label}</Label>
      <Input
        {...input}
        id={fieldId}
        $invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={message ? messageId : undefined}
      />
      {message && (
        <Message id={messageId} $error={hasError}>
          {message}
        </Message>
      )}
    </div>
  );
}
