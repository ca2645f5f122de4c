import { notify } from './notify';

export const CLIPBOARD_MESSAGES = {
  copied: 'Copied to clipboard',
  copyFailed: 'Failed to copy to clipboard',
  pasteFailed: 'Failed to read clipboard',
  noOutput: 'No output to copy',
} as const;

/** Writes text to the clipboard; resolves true only once the browser confirms. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Reads text from the clipboard; resolves null when the browser refuses. */
export async function readText(): Promise<string | null> {
  try {
    if (!navigator.clipboard?.readText) throw new Error('Clipboard API unavailable');
    return await navigator.clipboard.readText();
  } catch {
    return null;
  }
}

/** Copy with the site's standard toasts. */
export async function copyWithToast(
  text: string,
  messages: { success?: string; failure?: string; empty?: string } = {},
): Promise<boolean> {
  if (!text) {
    notify.info(messages.empty ?? CLIPBOARD_MESSAGES.noOutput);
    return false;
  }
  const ok = await copyText(text);
  if (ok) notify.success(messages.success ?? CLIPBOARD_MESSAGES.copied);
  else notify.error(messages.failure ?? CLIPBOARD_MESSAGES.copyFailed);
  return ok;
}
