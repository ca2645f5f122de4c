import styled from 'styled-components';
import { Button } from './Button';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
`;

export interface ToastActionProps {
  message: string;
  label: string;
  onClick: () => void;
  /** given by the toast container: closes the toast */
  closeToast?: () => void;
}

/** A toast's text with one action button (`notify.action`); the action closes the toast. */
export function ToastAction({ message, label, onClick, closeToast }: ToastActionProps) {
  return (
    <Row>
      <span>{message}</span>
      <Button
        variant="primary"
        size="sm"
        onClick={() => {
          closeToast?.();
          onClick();
        }}
      >
        {label}
      </Button>
    </Row>
  );
}
