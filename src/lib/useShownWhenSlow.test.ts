import { act, renderHook } from '@testing-library/react';
import { useShownWhenSlow } from './useShownWhenSlow';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const render = (busy: boolean) => renderHook(({ busy: now }) => useShownWhenSlow(now, 80), { initialProps: { busy } });

describe('useShownWhenSlow', () => {
  it('stays false for work that ends before the delay', () => {
    const { result, rerender } = render(false);
    rerender({ busy: true });
    act(() => void vi.advanceTimersByTime(79));
    expect(result.current).toBe(false);
    rerender({ busy: false });
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toBe(false);
  });

  it('turns true after the delay and false at once when the work ends', () => {
    const { result, rerender } = render(true);
    act(() => void vi.advanceTimersByTime(80));
    expect(result.current).toBe(true);
    rerender({ busy: false });
    expect(result.current).toBe(false);
    rerender({ busy: true });
    expect(result.current).toBe(false);
  });
});
