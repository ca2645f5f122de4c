/**
 * Whether a change comes from typing. The debounce of live results serves typing only: a paste,
 * a drop, an uploaded file, a button or an option gives its result at once.
 */

/** How long after a keystroke in a text field a change still counts as typed. */
const TYPING_WINDOW_MS = 1000;
/** Shortcuts that edit a little at a time, as typing does (undo, redo, delete a word). */
const EDITING_SHORTCUTS = new Set(['Backspace', 'Delete', 'z', 'Z', 'y', 'Y']);

let typedAt = Number.NEGATIVE_INFINITY;

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement || target.isContentEditable;
}

function onKeyDown(e: KeyboardEvent) {
  const shortcut = e.ctrlKey || e.metaKey || e.altKey;
  typedAt =
    isTextField(e.target) && (!shortcut || EDITING_SHORTCUTS.has(e.key)) ? performance.now() : Number.NEGATIVE_INFINITY;
}

function notTyping() {
  typedAt = Number.NEGATIVE_INFINITY;
}

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', onKeyDown, true);
  for (const type of ['pointerdown', 'paste', 'drop']) document.addEventListener(type, notTyping, true);
}

/** `ms` while the user is typing, 0 for any other change. */
export function typingDelay(ms: number): number {
  return performance.now() - typedAt < TYPING_WINDOW_MS ? ms : 0;
}
