/**
 * Whether a change comes from typing. The debounce of live results serves typing only: a paste,
 * a drop, an uploaded file, a button or an option gives its result at once.
 */

/** How long after a keystroke in a text field a change still counts as typed. */
const TYPING_WINDOW_MS = 1000;
/** Shortcuts that edit a little at a time, as typing does (undo, redo, delete a word). */
const EDITING_SHORTCUTS = new Set(['Backspace', 'Delete', 'z', 'Z', 'y', 'Y']);

let typedAt = Number.NEGATIVE_INFINITY;
let pastedAt = Number.NEGATIVE_INFINITY;
/** How long after a paste or drop event the change it makes counts as pasted (the editor applies it within the event). */
const PASTE_WINDOW_MS = 250;

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

function onPaste() {
  notTyping();
  pastedAt = performance.now();
}

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('pointerdown', notTyping, true);
  for (const type of ['paste', 'drop']) document.addEventListener(type, onPaste, true);
}

/** Whether the change now being made comes from a paste or a drop (Ctrl+V, the context menu, a dragged text). */
export function pastedJustNow(): boolean {
  return performance.now() - pastedAt < PASTE_WINDOW_MS;
}

/** `ms` while the user is typing, 0 for any other change. */
export function typingDelay(ms: number): number {
  return performance.now() - typedAt < TYPING_WINDOW_MS ? ms : 0;
}
