import { within } from 'storybook/test';

/**
 * Queries for a play function, scoped to the first themed pane: in the side-by-side view the
 * story is on the canvas twice and the interaction happens in the light half.
 */
export function canvasOf(canvasElement: HTMLElement) {
  return within(canvasElement.querySelector<HTMLElement>('[data-canvas-theme]') ?? canvasElement);
}
