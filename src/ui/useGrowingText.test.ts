import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GROWTH_STEP, useGrowingText } from './useGrowingText';

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('useGrowingText', () => {
  it('gives a small text at once', () => {
    const { result } = renderHook(() => useGrowingText('small\ntext'));
    expect(result.current).toBe('small\ntext');
  });

  it('gives a large text in pieces that end at line breaks, until all of it is there', async () => {
    const line = 'x'.repeat(99) + '\n';
    const text = line.repeat(Math.ceil((2.5 * GROWTH_STEP) / line.length));
    const { result } = renderHook(() => useGrowingText(text));
    const sizes = [result.current.length];
    while (result.current.length < text.length && sizes.length < 10) {
      await nextFrame();
      sizes.push(result.current.length);
    }
    expect(result.current).toBe(text);
    expect(sizes.length).toBeGreaterThan(2);
    expect(sizes.slice(0, -1).every((n) => n % line.length === 0)).toBe(true);
  });

  it('starts again from the first piece of a new text', async () => {
    const a = 'a'.repeat(2 * GROWTH_STEP);
    const { result, rerender } = renderHook(({ text }) => useGrowingText(text), { initialProps: { text: a } });
    await nextFrame();
    rerender({ text: 'b'.repeat(2 * GROWTH_STEP) });
    expect(result.current).toBe('b'.repeat(GROWTH_STEP));
  });
});
