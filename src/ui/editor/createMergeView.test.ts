import { EditorView } from '@codemirror/view';
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
    expect(open?.folds).toBe(0);
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

  describe('folded unchanged lines open with Enter on the line next to them, in both halves', () => {
    const lines = (changed: string) =>
      Array.from({ length: 40 }, (_, i) => (i === 20 ? changed : `line ${i}`)).join('\n');
    const before = lines('old 20');
    const after = lines('new 20');
    // the one change is line 21; lines 1–17 and 25–40 fold away
    const changes = Uint32Array.from([
      before.indexOf('old'),
      before.indexOf('\nline 21'),
      after.indexOf('new'),
      after.indexOf('\nline 21'),
    ]);
    const press = (content: Element) =>
      content.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    const cursorAt = (content: Element, pos: number) => {
      const view = content instanceof HTMLElement ? EditorView.findFromDOM(content) : null;
      if (!view) throw new Error('no editor');
      view.dispatch({ selection: { anchor: pos } });
    };
    const folds = (root: Element) => root.querySelectorAll('.cm-collapsedLines').length;

    it('counts the folds as the view draws them, at the edge of the fold size too', () => {
      for (const length of [30, 31, 32, 33]) {
        const text = (changed: string) =>
          Array.from({ length }, (_, i) => (i === 20 ? changed : `line ${i}`)).join('\n');
        const a = text('old 20');
        const b = text('new 20');
        const { parent } = mount({
          original: a,
          modified: b,
          changes: Uint32Array.from([
            a.indexOf('old'),
            a.indexOf('\nline 21'),
            b.indexOf('new'),
            b.indexOf('\nline 21'),
          ]),
        });
        const right = parent.querySelectorAll('.cm-content')[1];
        expect(open?.folds, `${length} lines`).toBe(folds(right));
        open?.destroy();
        open = null;
      }
    });

    it('side by side: the fold below the cursor opens in both editors', () => {
      const { parent } = mount({ original: before, modified: after, changes });
      expect(open?.folds).toBe(2);
      expect(folds(parent)).toBe(4);
      const right = parent.querySelectorAll('.cm-content')[1];
      cursorAt(right, after.indexOf('line 23'));
      press(right);
      expect(folds(parent)).toBe(2);
      expect(parent.textContent).toContain('line 39');
    });

    it('unified: the fold above the cursor opens; Enter on a line with no fold next to it does nothing', () => {
      const { parent } = mount({ original: before, modified: after, changes, layout: 'unified' });
      expect(open?.folds).toBe(2);
      expect(folds(parent)).toBe(2);
      const content = parent.querySelector('.cm-content');
      if (!content) throw new Error('no editor');
      cursorAt(content, after.indexOf('new 20'));
      press(content);
      expect(folds(parent)).toBe(2);
      cursorAt(content, after.indexOf('line 17'));
      press(content);
      expect(folds(parent)).toBe(1);
      expect(parent.textContent).toContain('line 0');
    });
  });
});
