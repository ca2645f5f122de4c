/** What `afterFirstPaint` needs of the page: whether it is shown, its frame and timer queues, and its paint timing. */
export interface PaintingPage {
  document: { visibilityState: DocumentVisibilityState };
  window: { requestAnimationFrame(run: () => void): unknown; setTimeout(run: () => void, ms?: number): unknown };
  /** Calls `run` once the browser reports the first contentful paint; false where it reports no paint timing. */
  whenPainted(run: () => void): boolean;
}

/** How long to wait, after a frame, for a paint the browser reports late or never (a page with no text). */
export const PAINT_REPORT_WAIT_MS = 1000;

/**
 * Runs `then` once the document's first paint is on screen: when the browser reports the first
 * contentful paint, which comes a little after the frame that drew it, once the frame has been shown.
 * Work started before that report counts, for Lighthouse, as work the paint waited for: the app's
 * scripts requested between the frame and the report made its simulated paint a third later. Where
 * the browser reports no paint timing, it runs in the task after the next animation frame. A hidden
 * document paints nothing and runs no animation frames, so there it runs at once.
 */
export function afterFirstPaint(then: () => void, page: PaintingPage = browserPage()) {
  if (page.document.visibilityState === 'hidden') {
    then();
    return;
  }
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    then();
  };
  const reported = page.whenPainted(once);
  page.window.requestAnimationFrame(() => page.window.setTimeout(once, reported ? PAINT_REPORT_WAIT_MS : 0));
}

function browserPage(): PaintingPage {
  return {
    document,
    window,
    whenPainted(run) {
      if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
        return false;
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        run();
      });
      observer.observe({ type: 'paint', buffered: true });
      return true;
    },
  };
}
