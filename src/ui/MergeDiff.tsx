import { ChevronDown, ChevronUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { groupDigits } from '@/lib/count';
import { Button } from './Button';
import { loadMergeView } from './editor/loadMergeView';
import type { MergeHandle, MergeSettings } from './editor/types';
import { Muted, Toolbar } from './layout';

const Frame = styled.div<{ $height: number }>`
  min-height: 80px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.codeBg};
  overflow: hidden;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }
  .cm-mergeView,
  > .cm-editor {
    max-height: ${({ $height }) => $height}px;
  }
  > .cm-editor .cm-scroller {
    overflow: auto;
  }
  .cm-mergeViewEditor + .cm-mergeViewEditor {
    border-left: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export interface MergeDiffProps {
  original: string;
  modified: string;
  /** Changed ranges, fromA, toA, fromB, toB per change (UTF-16 offsets), computed by the caller. */
  changes: Uint32Array;
  layout: MergeSettings['layout'];
  labels: MergeSettings['labels'];
  /** Tallest the view grows before it scrolls. */
  maxHeight?: number;
}

/** Fetches the merge view's chunk ahead of need (a tool calls it once there is something to compare). */
export function preloadMergeDiff(): void {
  void loadMergeView();
}

function positionText(index: number, count: number): string {
  if (count === 0) return 'No changes';
  if (index === 0) return count === 1 ? '1 change' : `${groupDigits(count)} changes`;
  return `Change ${groupDigits(index)} of ${groupDigits(count)}`;
}

/**
 * A read-only CodeMirror merge view of two texts (side by side or unified) with the changes the
 * caller computed, previous and next change buttons (Alt+↑ / Alt+↓ in the text) and the position
 * among the changes. Its chunk loads when it first shows; only the lines in view are drawn.
 */
export function MergeDiff({ original, modified, changes, layout, labels, maxHeight = 600 }: MergeDiffProps) {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<MergeHandle | null>(null);
  const [position, setPosition] = useState({ index: 0, count: 0 });
  const [ready, setReady] = useState(false);
  const [folded, setFolded] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setReady(false);
    void loadMergeView().then((create) => {
      const parent = host.current;
      if (cancelled || !parent) return;
      handle.current = create(parent, {
        original,
        modified,
        changes,
        layout,
        labels: { original: labels.original, modified: labels.modified, unified: labels.unified },
        wrap: true,
        onPosition: (index, count) => setPosition({ index, count }),
      });
      setFolded(handle.current.folds > 0);
      setReady(true);
    });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [original, modified, changes, layout, labels.original, labels.modified, labels.unified]);

  const none = position.count === 0;
  return (
    <div data-merge={ready ? 'ready' : 'loading'}>
      <Toolbar $justify="between" style={{ marginBottom: 8 }}>
        <Muted role="status" aria-live="polite" aria-atomic="true">
          {ready ? positionText(position.index, position.count) : 'Loading the diff…'}
        </Muted>
        <Toolbar>
          <Button
            size="sm"
            icon={<ChevronUp size={16} aria-hidden="true" />}
            disabled={!ready || none}
            aria-keyshortcuts="Alt+ArrowUp"
            title="Previous change (Alt+↑ in the diff)"
            onClick={() => handle.current?.previous()}
          >
            Previous change
          </Button>
          <Button
            size="sm"
            icon={<ChevronDown size={16} aria-hidden="true" />}
            disabled={!ready || none}
            aria-keyshortcuts="Alt+ArrowDown"
            title="Next change (Alt+↓ in the diff)"
            onClick={() => handle.current?.next()}
          >
            Next change
          </Button>
        </Toolbar>
      </Toolbar>
      <Frame ref={host} $height={maxHeight} />
      {ready && folded && (
        <Muted style={{ marginTop: 8 }}>
          Long unchanged stretches are folded: click one, or press Enter on the line next to it, to show its lines.
        </Muted>
      )}
    </div>
  );
}
