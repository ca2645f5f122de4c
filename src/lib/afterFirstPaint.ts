/**
 * Runs `then` once the document has painted a frame: in the task after the next animation frame. A
 * hidden document paints nothing and runs no animation frames, so there it runs at once.
 */
export function afterFirstPaint(then: () => void, { document: doc = document, window: win = window } = {}) {
  if (doc.visibilityState === 'hidden' || typeof win.requestAnimationFrame !== 'function') {
    then();
    return;
  }
  win.requestAnimationFrame(() => win.setTimeout(then, 0));
}
