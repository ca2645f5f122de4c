import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, type PaintingPage } from './afterFirstPaint';

/** A window whose animation frames and timers run when the test says. */
function fakeWindow() {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  return {
    frames,
    timers,
    window: {
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void) => timers.push(run),
    } satisfies PaintingPage['window'],
  };
}

describe('afterFirstPaint', () => {
  it('runs in the task after the next animation frame, not before', () => {
    const fake = fakeWindow();
    const then = vi.fn();
    afterFirstPaint(then, { document: { visibilityState: 'visible' }, window: fake.window });
    expect(then).not.toHaveBeenCalled();
    fake.frames.shift()?.();
    expect(then).not.toHaveBeenCalled();
    fake.timers.shift()?.();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a hidden document, which paints no frames', () => {
    const fake = fakeWindow();
    const then = vi.fn();
    afterFirstPaint(then, { document: { visibilityState: 'hidden' }, window: fake.window });
    expect(then).toHaveBeenCalledTimes(1);
    expect(fake.frames).toHaveLength(0);
  });
});
