/**
 * The examples of a tool with its own screen (a transform tool declares them in its transform.ts):
 * what its Example button loads, what its stories show, and test vectors that
 * src/test/examples.test.ts runs through the tool's logic. An example's `output` comes from a real
 * program or a standard, never from the code under test.
 *
 * The folder's `examples.ts` default-exports the set and is its one fixtures file: the unit tests,
 * the e2e spec and the bench import their shared vectors from it. `run` reaches the logic as the page
 * has it: by a static import when the screen already loads that module, and by import() when it
 * lives only in the worker (so the examples' inputs put no parser on the page).
 */
export interface ToolExample<I, O> {
  /** what the example shows, for the test's title and the stories */
  name: string;
  /** a sentence on what it shows (a preset button's tooltip) */
  description?: string;
  input: I;
  /** what `run` must give for the input */
  output?: O;
}

export interface ToolExamples<I, O> {
  examples: readonly [ToolExample<I, O>, ...ToolExample<I, O>[]];
  /** the tool's logic applied to an input, as the screen applies it */
  run: (input: I) => O | Promise<O>;
}

/** Declares a tool's examples; the first is the one its Example button loads. */
export function defineExamples<I, O>(set: ToolExamples<I, O>): ToolExamples<I, O> {
  return set;
}
