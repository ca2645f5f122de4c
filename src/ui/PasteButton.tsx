import { ClipboardPaste } from 'lucide-react';
import { Button, type ButtonProps } from './Button';
import { readText, CLIPBOARD_MESSAGES } from '../lib/clipboard';
import { notify } from '../lib/notify';

export interface PasteButtonProps extends Omit<ButtonProps, 'onClick' | 'onPaste'> {
  onPaste: (text: string) => void;
  label?: string;
  successMessage?: string | null;
  successTitle?: string;
  failureMessage?: string;
  failureTitle?: string;
}

/** Reads the clipboard into a field; a refusal gives the spec's toast, never an exception. */
export function PasteButton({
  onPaste,
  label = 'Paste',
  successMessage = CLIPBOARD_MESSAGES.pasted,
  successTitle,
  failureMessage = CLIPBOARD_MESSAGES.pasteFailed,
  failureTitle,
  ...rest
}: PasteButtonProps) {
  const onClick = async () => {
    const text = await readText();
    if (text === null) {
      notify.error(failureMessage, failureTitle);
      return;
    }
    onPaste(text);
    if (successMessage) notify.success(successMessage, successTitle);
  };
  return (
    <Button size="sm" icon={<ClipboardPaste size={16} aria-hidden="true" />} onClick={() => void onClick()} {...rest}>
      {label}
    </Button>
  );
}
