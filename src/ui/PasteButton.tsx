import { ClipboardPaste } from 'lucide-react';
import { readText, CLIPBOARD_MESSAGES } from '@/lib/clipboard';
import { notify } from '@/lib/notify';
import { Button, type ButtonProps } from './Button';

export interface PasteButtonProps extends Omit<ButtonProps, 'onClick' | 'onPaste'> {
  onPaste: (text: string) => void;
  label?: string;
  failureMessage?: string;
  failureTitle?: string;
}

/**
 * Reads the clipboard into a field. The pasted text shows in the field, so success has no toast;
 * a refusal is not visible otherwise, so it gives an error toast ('Failed to read clipboard' unless
 * the tool names its own), never an exception.
 */
export function PasteButton({
  onPaste,
  label = 'Paste',
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
  };
  return (
    <Button size="sm" icon={<ClipboardPaste size={16} aria-hidden="true" />} onClick={() => void onClick()} {...rest}>
      {label}
    </Button>
  );
}
