import { EditorView } from '@codemirror/view';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TransformTool } from '@/ui/transform';

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

/**
 * The text a transform tool's output shows: the whole document of the read-only code editor (which
 * draws only the lines in view), or the value of the text output or of the editor's stand-in.
 */
export function outputText(canvas: ReturnType<typeof within>): string {
  const output: HTMLElement = canvas.getByTestId('transform-output');
  const content = output.querySelector('.cm-content');
  const view = content instanceof HTMLElement ? EditorView.findFromDOM(content) : null;
  if (view) return view.state.doc.toString();
  // an output drawn in the tool's own form (a table) keeps its text on the element
  const drawn = output.querySelector('[data-output-text]');
  if (drawn) return drawn.getAttribute('data-output-text') ?? '';
  return output.querySelector('textarea')?.value ?? '';
}

/**
 * A story's play that loads a transform tool's examples as a visitor does: the Example button, then
 * the output the example states (examples.ts, the tool's test vectors), or for an example that states
 * none, some output and no error. With tabs it does so in each mode; a tool whose modes are buttons
 * that run (Encode / Decode) loads the example of the mode it opens in.
 */
export function examplesPlay(tool: TransformTool) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = canvasOf(canvasElement);
    const { exampleLabel, modeControl, modes } = tool.controls;
    const visited = modeControl === 'tabs' ? modes : modes.slice(0, 1);
    const shown = new Set<object>();
    for (const mode of visited) {
      // what the button loads in this mode: its own example, else one for every mode
      const example = tool.examples.find((e) => e.mode === mode.id) ?? tool.examples.find((e) => e.mode === undefined);
      if (!example || shown.has(example)) continue;
      shown.add(example);
      if (visited.length > 1) await userEvent.click(canvas.getByRole('tab', { name: mode.label }));
      await userEvent.click(canvas.getByRole('button', { name: exampleLabel }));
      await waitFor(
        async () => {
          if (example.output === undefined) await expect(outputText(canvas)).not.toBe('');
          else await expect(outputText(canvas)).toBe(example.output);
        },
        { timeout: 5000 },
      );
      await expect(canvas.queryByRole('alert')).toBeNull();
    }
    await expect(shown.size).toBeGreaterThan(0);
  };
}
