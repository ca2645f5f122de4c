import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { copyText, CLIPBOARD_MESSAGES } from '@/lib/clipboard';
import { notify } from '@/lib/notify';
import { Button, type ButtonProps } from './Button';

export const COPY_CONFIRM_MS = 2000;

export interface CopyButtonProps extends Omit<ButtonProps, 'value' | 'onClick'> {
  /** the text to copy, or a function that returns it at click time */
  value: string | (() => string);
  label?: string;
  copiedLabel?: string;
  /** toast texts; pass null to suppress a toast */
  successMessage?: string | null;
  successTitle?: string;
  failureMessage?: string;
  failureTitle?: string;
  emptyMessage?: string;
  onCopied?: () => void;
}

/**
 * Copies text. Shows the confirmation only after the clipboard promise resolves and for 2 s;
 * empty value → 'No output to copy'; failure → an error toast, never an exception.
 */
export function CopyButton({
  value,
  label = 'Copy',
  copiedLabel = 'Copied!',
  successMessage = CLIPBOARD_MESSAGES.copied,
  successTitle,
  failureMessage = CLIPBOARD_MESSAGES.copyFailed,
  failureTitle,
  emptyMessage = CLIPBOARD_MESSAGES.noOutput,
  onCopied,
  ...rest
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    const text = typeof value === 'function' ? value() : value;
    if (!text) {
      notify.info(emptyMessage);
      return;
    }
    const ok = await copyText(text);
    if (!ok) {
      notify.error(failureMessage, failureTitle);
      return;
    }
    setCopied(true);
    onCopied?.();
    if (successMessage) notify.success(successMessage, successTitle);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  };

  return (
    <Button
      size="sm"
      icon={copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
      onClick={() => void onClick()}
      {...rest}
    >
      {copied ? copiedLabel : label}
    </Button>
  );
}
