/** What `afterFirstPaint` needs of the page: whether it is shown, and its frame and timer queues. */
export interface PaintingPage {
  document: { visibilityState: DocumentVisibilityState };
  window: { requestAnimationFrame(run: () => void): unknown; setTimeout(run: () => void, ms?: number): unknown };
}

/**
 * Runs `then` once the document has painted a frame: in the task after the next animation frame. A
 * hidden document paints nothing and runs no animation frames, so there it runs at once.
 */
export function afterFirstPaint(then: () => void, page: PaintingPage = { document, window }) {
  if (page.document.visibilityState === 'hidden') {
    then();
    return;
  }
  page.window.requestAnimationFrame(() => page.window.setTimeout(then, 0));
}
