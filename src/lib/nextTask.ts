/** Resolves in a later task: the browser paints and answers input between the work before and after. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
