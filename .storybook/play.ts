import { waitFor, within } from 'storybook/test';

/**
 * Queries for a play function, scoped to the first themed pane: in the side-by-side view the
 * story is on the canvas twice and the interaction happens in the light half.
 */
export function canvasOf(canvasElement: HTMLElement) {
  return within(canvasElement.querySelector<HTMLElement>('[data-canvas-theme]') ?? canvasElement);
}

/**
 * The text a tool's input holds, whether the code editor shows it or the textarea that stands in
 * until the editor has loaded (line by line: for the short texts of play functions).
 */
export function textOf(input: HTMLElement): string {
  if (input instanceof HTMLTextAreaElement || input instanceof HTMLInputElement) return input.value;
  return Array.from(input.querySelectorAll('.cm-line'), (line) => line.textContent ?? '').join('\n');
}

/** The code editor holding the input named `name`, once it has taken the stand-in's place. */
export function findEditor(canvas: ReturnType<typeof within>, name: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const input = canvas.getByRole('textbox', { name });
      if (input.getAttribute('contenteditable') !== 'true') throw new Error(`${name} is not in the code editor yet`);
      return input;
    },
    { timeout: 5000 },
  );
}
