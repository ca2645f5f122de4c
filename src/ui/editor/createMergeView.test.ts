import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMergeView } from './createMergeView';
import type { MergeHandle, MergeSettings } from './types';

const original = 'a\nb\nc\n';
const modified = 'a\nB\nc\nd\n';
let open: MergeHandle | null = null;

function mount(settings: Partial<MergeSettings>) {
  const parent = document.createElement('div');
  document.body.append(parent);
  const onPosition = vi.fn();
  open = createMergeView(parent, {
    original,
    modified,
    changes: Uint32Array.from([2, 3, 2, 3, 6, 6, 6, 8]),
    layout: 'split',
    labels: { original: 'Left', modified: 'Right', unified: 'Both' },
    wrap: true,
    onPosition,
    ...settings,
  });
  return { parent, onPosition };
}

afterEach(() => {
  open?.destroy();
  open = null;
  document.body.innerHTML = '';
});

describe('createMergeView', () => {
  it('shows the given changes side by side, in named read-only editors', () => {
    const { parent, onPosition } = mount({});
    expect(onPosition).toHaveBeenLastCalledWith(0, 2);
    const [left, right] = Array.from(parent.querySelectorAll('.cm-content'));
    expect(left.getAttribute('aria-label')).toBe('Left');
    expect(right.getAttribute('aria-label')).toBe('Right');
    expect(right.getAttribute('aria-readonly')).toBe('true');
    expect(Array.from(right.querySelectorAll('.cm-changedText'), (e) => e.textContent)).toEqual(['B', 'd']);
  });

  it('uses the changes it is given rather than its own diff', () => {
    // a deliberately coarse change: the whole text replaced
    const { onPosition } = mount({ changes: Uint32Array.from([0, original.length, 0, modified.length]) });
    expect(onPosition).toHaveBeenLastCalledWith(0, 1);
  });

  it('moves to the next and previous change and says which it is', () => {
    const { onPosition } = mount({ layout: 'unified' });
    expect(onPosition).toHaveBeenLastCalledWith(0, 2);
    open?.next();
    expect(onPosition).toHaveBeenLastCalledWith(1, 2);
    open?.next();
    expect(onPosition).toHaveBeenLastCalledWith(2, 2);
    open?.previous();
    expect(onPosition).toHaveBeenLastCalledWith(1, 2);
  });
});
