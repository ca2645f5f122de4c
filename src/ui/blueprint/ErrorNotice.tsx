import styled from 'styled-components';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import type { BlueprintError } from './types';

const ErrorAt = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 4px;
  strong {
    display: inline;
    margin: 0;
  }
`;

export interface ErrorNoticeProps {
  error: BlueprintError;
  /** puts the caret on the error; left out where the input cannot take a caret */
  onGoTo?: () => void;
  /** applies the error's fix (its button is shown only with this) */
  onFix?: () => void;
}

/**
 * An error under the input it is about: its title, its message, its fix's button where it has one,
 * and its line and column (or its line alone, where that is all that is known) with Go to error.
 */
export function ErrorNotice({ error, onGoTo, onFix }: ErrorNoticeProps) {
  const { title, message, line, column, fix } = error;
  return (
    <Alert title={title}>
      <span style={{ whiteSpace: 'pre-wrap' }}>{message}</span>
      {fix && onFix && (
        <ErrorAt>
          <Button size="sm" onClick={onFix}>
            {fix.label}
          </Button>
        </ErrorAt>
      )}
      {line !== undefined && (
        <ErrorAt>
          <strong>{column === undefined ? `Line ${line}` : `Line ${line}, Column ${column}`}</strong>
          {onGoTo && (
            <Button size="sm" variant="ghost" onClick={onGoTo}>
              Go to error
            </Button>
          )}
        </ErrorAt>
      )}
    </Alert>
  );
}
