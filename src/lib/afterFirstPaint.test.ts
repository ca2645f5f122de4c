import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, PAINT_REPORT_WAIT_MS, type PaintingPage } from './afterFirstPaint';

/** A page whose animation frames, timers and paint report come when the test says. */
function fakePage(visibilityState: DocumentVisibilityState, reportsPaint: boolean) {
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms?: number }[] = [];
  const painted: (() => void)[] = [];
  const page: PaintingPage = {
    document: { visibilityState },
    window: {
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void, ms?: number) => timers.push({ run, ms }),
    },
    whenPainted: (run) => {
      if (reportsPaint) painted.push(run);
      return reportsPaint;
    },
  };
  return { page, frames, timers, painted };
}

describe('afterFirstPaint', () => {
  it('runs when the browser reports the first contentful paint, not at the frame before it', () => {
    const fake = fakePage('visible', true);
    const then = vi.fn();
    afterFirstPaint(then, fake.page);
    fake.frames.shift()?.();
    expect(then).not.toHaveBeenCalled();
    fake.painted.shift()?.();
    expect(then).toHaveBeenCalledTimes(1);
    // the wait for a late report ends without running it again
    fake.timers.shift()?.run();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs a while after the frame when the paint is never reported', () => {
    const fake = fakePage('visible', true);
    const then = vi.fn();
    afterFirstPaint(then, fake.page);
    fake.frames.shift()?.();
    const wait = fake.timers.shift();
    expect(wait?.ms).toBe(PAINT_REPORT_WAIT_MS);
    wait?.run();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs in the task after the next animation frame where the browser reports no paint timing', () => {
    const fake = fakePage('visible', false);
    const then = vi.fn();
    afterFirstPaint(then, fake.page);
    expect(then).not.toHaveBeenCalled();
    fake.frames.shift()?.();
    expect(then).not.toHaveBeenCalled();
    const next = fake.timers.shift();
    expect(next?.ms).toBe(0);
    next?.run();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a hidden document, which paints no frames', () => {
    const fake = fakePage('hidden', true);
    const then = vi.fn();
    afterFirstPaint(then, fake.page);
    expect(then).toHaveBeenCalledTimes(1);
    expect(fake.frames).toHaveLength(0);
  });
});
