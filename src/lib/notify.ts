import { createElement } from 'react';
import type { ToastOptions } from 'react-toastify/unstyled';

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
  const { toast } = await import('react-toastify/unstyled');
  const opts: ToastOptions = { toastId: `toast-${++sequence}`, type: kind, autoClose: TOAST_DURATION };
  const content = message ? `${title}: ${message}` : title;
  // one toast at a time: the visible one leaves and the container (limit 1) shows the new one next.
  // Updating the visible toast in place would lose the message when that toast is already closing.
  toast.dismiss();
  toast(content, opts);
}

/** A toast that stays until the user acts on it or closes it, with one action button. */
async function showAction(message: string, action: { label: string; onClick: () => void }) {
  requestHost?.();
  const [{ toast }, { ToastAction }] = await Promise.all([
    import('react-toastify/unstyled'),
    import('@/ui/ToastAction'),
  ]);
  toast.dismiss();
  toast(
    ({ closeToast }) =>
      createElement(ToastAction, { message, label: action.label, onClick: action.onClick, closeToast }),
    {
      toastId: `toast-${++sequence}`,
      type: 'info',
      autoClose: false,
      closeOnClick: false,
    },
  );
}

/**
 * The one way tools talk to the user in toasts. `error` is titled 'Error' unless a
 * title is given; the text is rendered as text, never as HTML.
 */
export const notify = {
  success: (message: string, title?: string) =>
    void (title ? show('success', title, message) : show('success', message)),
  info: (message: string, title?: string) => void (title ? show('info', title, message) : show('info', message)),
  warning: (message: string, title?: string) =>
    void (title ? show('warning', title, message) : show('warning', message)),
  error: (message: string, title = 'Error') => void show('error', title, message),
  /** stays until acted on or closed: for what the user must decide (a new version to load) */
  action: (message: string, action: { label: string; onClick: () => void }) => void showAction(message, action),
};
