import { useCallback, useEffect, useRef, type Ref, type RefCallback } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What a visitor typed into a prerendered field, with the caret or selection they left in it. */
interface Typed {
  field: TextField;
  text: string;
  selection: readonly [number | null, number | null];
}

/** Fields whose text a visitor types: the ones React keeps as a `value` (not checkboxes, files or buttons). */
const TYPED_INPUTS = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'number']);

const takesTyping = (field: TextField) =>
  (field instanceof HTMLTextAreaElement || TYPED_INPUTS.has(field.type)) && !field.readOnly && !field.disabled;

const typedBeforeHydrating = new WeakMap<Element, Typed>();

/**
 * What was typed into a field before the page's script took over. Hydrating, React sets the field's
 * default to the prerendered text and leaves a typed text on screen, so the two differ only then;
 * but a text area whose prerendered text is not empty gets that text back, so what was typed into it
 * is read before hydration starts (see rememberTypedText).
 */
function typedInto(field: TextField): Typed | null {
  if (!takesTyping(field) || field.value === field.defaultValue) return typedBeforeHydrating.get(field) ?? null;
  return { field, text: field.value, selection: [field.selectionStart, field.selectionEnd] };
}

/** Reads what was typed into the prerendered fields under `root`, just before the page hydrates. */
export function rememberTypedText(root: ParentNode): void {
  for (const field of textFields(root)) {
    const typed = typedInto(field);
    if (typed) typedBeforeHydrating.set(field, typed);
  }
}

const textFields = (root: ParentNode) =>
  [...root.querySelectorAll('input, textarea')].filter(
    (field) => field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement,
  );

/**
 * Hands React the typed text as the edit it is. React took the text on screen as the field's value
 * without an edit, so the tool's state still holds the prerendered text, and its next render (or the
 * code editor that replaces its stand-in) would throw the typing away. The field gets its prerendered
 * text back through React's own value setter, then the typed text through the element's native one
 * and an `input` event, which React reports to the tool. It runs once React has finished its current
 * work, so the edit is drawn at once and the caret stays where it was; the text was read before, as
 * another field's edit may redraw this one first.
 */
function adopt({ field, text, selection: [start, end] }: Typed): void {
  queueMicrotask(() => {
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (start === null || end === null) return;
    try {
      field.setSelectionRange(start, end);
    } catch {
      // a field type without a caret (number, email)
    }
  });
}

/**
 * The ref of a text field that keeps what was typed into its prerendered copy, handing the node on to
 * the ref the field's own caller gave. The text is read when the field first commits and handed over
 * when it has hydrated (a mount effect runs once its own part of the page has, which may be later
 * than the rest of the page). A field the browser renders itself starts with its text as its default.
 */
export function useTypedBeforeHydration<T extends TextField>(forwarded?: Ref<T>): RefCallback<T> {
  const typed = useRef<readonly Typed[] | null>(null);
  useEffect(() => typed.current?.forEach(adopt), []);
  return useCallback(
    (node: T | null) => {
      if (node && !typed.current) typed.current = [typedInto(node)].filter((t) => t !== null);
      if (typeof forwarded === 'function') forwarded(node);
      else if (forwarded) forwarded.current = node;
    },
    [forwarded],
  );
}

/** The same for every text field inside an element, for fields a library draws (a form from a schema). */
export function useTypedBeforeHydrationIn<T extends HTMLElement>(): RefCallback<T> {
  const typed = useRef<readonly Typed[] | null>(null);
  useEffect(() => typed.current?.forEach(adopt), []);
  return useCallback((node: T | null) => {
    if (!node || typed.current) return;
    typed.current = [...node.querySelectorAll('input, textarea')]
      .map((field) =>
        field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? typedInto(field) : null,
      )
      .filter((t) => t !== null);
  }, []);
}
