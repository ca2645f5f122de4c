import type { ToastOptions } from 'react-toastify';

export const TOAST_DURATION = 5000;
let sequence = 0;

type Kind = 'success' | 'info' | 'error' | 'warning';

let requestHost: (() => void) | null = null;

/** The app registers how to mount the (lazily loaded) toast container. */
export function registerToastHost(mount: () => void): () => void {
  requestHost = mount;
  return () => {
    if (requestHost === mount) requestHost = null;
  };
}

async function show(kind: Kind, title: string, message?: string) {
  requestHost?.();
  // react-toastify loads on the first toast; toasts raised before its container mounts are queued by it
  const { toast } = await import('react-toastify');
  const opts: ToastOptions = { toastId: `toast-${++sequence}`, type: kind, autoClose: TOAST_DURATION };
  const content = message ? `${title}: ${message}` : title;
  // one toast at a time: the visible one leaves and the container (limit 1) shows the new one next.
  // Updating the visible toast in place would lose the message when that toast is already closing.
  toast.dismiss();
  toast(content, opts);
}

/**
 * The one way tools talk to the user in toasts. `error` uses the spec's title 'Error' unless a
 * title is given; the text is rendered as text, never as HTML.
 */
export const notify = {
  success: (message: string, title?: string) => void (title ? show('success', title, message) : show('success', message)),
  info: (message: string, title?: string) => void (title ? show('info', title, message) : show('info', message)),
  warning: (message: string, title?: string) => void (title ? show('warning', title, message) : show('warning', message)),
  error: (message: string, title = 'Error') => void show('error', title, message),
};
