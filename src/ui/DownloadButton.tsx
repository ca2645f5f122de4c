import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { downloadBlob, DOWNLOAD_CLEANUP_MS, DOWNLOAD_MESSAGES } from '@/lib/download';
import { notify } from '@/lib/notify';
import { Button, type ButtonProps } from './Button';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** the file's content at click time; empty string or null means nothing to download */
  getData: () => Blob | string | Uint8Array | null;
  fileName: string | (() => string);
  mimeType?: string;
  label?: string;
  /** label shown briefly after a click (e.g. 'Downloading...') */
  busyLabel?: string;
  busyMs?: number;
  emptyMessage?: string;
  successMessage?: string | null;
  successTitle?: string;
  failureMessage?: string;
  failureTitle?: string;
  cleanupMs?: number;
}

/** Saves the current output as a file through a Blob URL that is revoked after use. */
export function DownloadButton({
  getData,
  fileName,
  mimeType = 'text/plain;charset=utf-8',
  label = 'Download',
  busyLabel,
  busyMs = 2000,
  emptyMessage = DOWNLOAD_MESSAGES.noOutput,
  successMessage = DOWNLOAD_MESSAGES.started,
  successTitle,
  failureMessage = DOWNLOAD_MESSAGES.failed,
  failureTitle,
  cleanupMs = DOWNLOAD_CLEANUP_MS,
  ...rest
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = () => {
    let data: ReturnType<typeof getData>;
    try {
      data = getData();
    } catch {
      notify.error(failureMessage, failureTitle);
      return;
    }
    const empty = data === null || (typeof data === 'string' && data.length === 0);
    if (empty) {
      notify.info(emptyMessage);
      return;
    }
    const name = typeof fileName === 'function' ? fileName() : fileName;
    const ok = downloadBlob(data as Blob | string | Uint8Array, name, mimeType, cleanupMs);
    if (!ok) {
      notify.error(failureMessage, failureTitle);
      return;
    }
    if (successMessage) notify.success(successMessage, successTitle);
    if (busyLabel) {
      setBusy(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setBusy(false), busyMs);
    }
  };
  return (
    <Button size="sm" icon={<Download size={16} aria-hidden="true" />} onClick={onClick} {...rest}>
      {busy && busyLabel ? busyLabel : label}
    </Button>
  );
}
