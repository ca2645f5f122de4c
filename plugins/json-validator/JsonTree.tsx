import { ChevronRight, ChevronsDownUp, ChevronsUpDown, Copy } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { copyText } from '@/lib/clipboard';
import { countOf, groupDigits } from '@/lib/count';
import { JOB_POLICIES } from '@/lib/jobPolicy';
import { notify } from '@/lib/notify';
import { scrollWindow } from '@/lib/rows';
import { Button, IconButton, Muted, ProgressBar, Spinner, TextField, Toolbar } from '@/ui';
import { MESSAGES, TREE_INDENT_PX } from './constants';
import type { JsonType } from './document';
import type { TreeRow } from './tree';
import { treeSessions } from './treeClient';
import type { TreeRequest, TreeResponse, TreeView } from './treeSession';

export const ROW_HEIGHT = 32;
const VIEW_HEIGHT = 480;
/** Rows asked for beyond what is on screen, so small scrolls need no round trip. */
const MARGIN = 60;
/** How long after the last key the filter applies. */
const FILTER_DELAY_MS = 200;
/** Indentation stops growing here so very deep rows stay on screen; the depth is shown instead. */
const MAX_INDENT_LEVELS = 40;

const Scroller = styled.div`
  position: relative;
  height: ${VIEW_HEIGHT}px;
  overflow: auto;
  background: ${({ theme }) => theme.color.codeBg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 13px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

const Row = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  height: ${ROW_HEIGHT}px;
  display: flex;
  align-items: center;
  gap: 4px;
  padding-right: 8px;
  white-space: nowrap;
  .copy {
    opacity: 0;
  }
  &:hover,
  &:focus-within {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:hover .copy,
  &:focus-within .copy {
    opacity: 1;
  }
  @media (hover: none) {
    .copy {
      opacity: 1;
    }
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 4px;
  min-width: 0;
  height: ${ROW_HEIGHT - 4}px;
  padding: 0 6px 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  svg {
    flex-shrink: 0;
    transition: transform 0.12s;
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

const Spacer = styled.span`
  display: inline-block;
  width: 20px;
  flex-shrink: 0;
`;

const Key = styled.span<{ $index: boolean }>`
  color: ${({ theme, $index }) => ($index ? theme.color.textMuted : theme.color.accent)};
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 40ch;
  flex-shrink: 0;
`;

const Text = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  min-width: 0;
`;

const Value = styled(Text)<{ $type: JsonType }>`
  ${({ theme, $type }) => {
    const c = theme.color;
    const colour: Record<JsonType, string> = {
      string: c.success,
      number: c.info,
      boolean: c.warning,
      null: c.textMuted,
      array: c.textMuted,
      object: c.textMuted,
    };
    return `color: ${colour[$type]};${$type === 'null' ? ' font-style: italic;' : ''}`;
  }}
`;

const Depth = styled.span`
  flex-shrink: 0;
  font-size: 11px;
  padding: 0 6px;
  border-radius: 999px;
  color: ${({ theme }) => theme.color.textMuted};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const FilterRow = styled.div`
  max-width: 28rem;
  margin-bottom: 8px;
`;

const Centre = styled.div`
  min-height: 200px;
  display: grid;
  place-items: center;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: 16px;
`;

function keyLabel(row: TreeRow): string {
  if (row.key === null) return 'root';
  const k = String(row.key);
  return k.length > 80 ? k.slice(0, 79) + '…' : k;
}

/** Where the window of rows sits for a scroll position. */
export const windowFor = (total: number, scrollTop: number, viewport: number) =>
  scrollWindow(total, scrollTop, viewport, ROW_HEIGHT);

/** The worker session that holds the document the tree shows. */
type TreeConnection = ReturnType<typeof treeSessions.open>;

type State =
  | { phase: 'loading'; progress: number }
  | { phase: 'ready'; nodeCount: number; view: TreeView }
  | { phase: 'error'; message: string };

/**
 * The Tree tab: a virtualised view of a valid document. Only the rows in view are in the DOM; the
 * model lives in a worker (see treeSession.ts) that is asked for windows of rows.
 */
export function JsonTree({ text, sortKeys, active }: { text: string; sortKeys: boolean; active: boolean }) {
  // the document is parsed for the tree only once the Tree tab is shown for it
  const [opened, setOpened] = useState<{ text: string; sortKeys: boolean } | null>(null);
  useEffect(() => {
    if (active)
      setOpened((prev) => (prev && prev.text === text && prev.sortKeys === sortKeys ? prev : { text, sortKeys }));
  }, [active, text, sortKeys]);
  const [state, setState] = useState<State>({ phase: 'loading', progress: 0 });
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(VIEW_HEIGHT);
  const client = useRef<TreeConnection | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const sent = useRef(0);
  const applied = useRef(0);
  // the filter as typed, and as last asked of the worker (a moment after the typing stops)
  const [filter, setFilter] = useState('');
  const filtered = useRef('');

  useEffect(() => {
    if (!opened) return;
    const c = treeSessions.open();
    client.current = c;
    sent.current = 0;
    applied.current = 0;
    filtered.current = '';
    setState({ phase: 'loading', progress: 0 });
    setScrollTop(0);
    if (scroller.current) scroller.current.scrollTop = 0;
    c.request(
      'tree',
      { op: 'open', text: opened.text, sortKeys: opened.sortKeys },
      { timeLimit: JOB_POLICIES.parse.timeLimit, onProgress: (progress) => setState({ phase: 'loading', progress }) },
    )
      .then((res) => {
        if (client.current !== c) return;
        if (res.kind === 'opened') setState({ phase: 'ready', nodeCount: res.nodeCount, view: res.view });
        else setState({ phase: 'error', message: res.kind === 'error' ? res.message : MESSAGES.treeEmpty });
      })
      .catch((e: Error) => {
        if (client.current === c && e.name !== 'AbortError') setState({ phase: 'error', message: e.message });
      });
    return () => {
      client.current = null;
      c.dispose();
    };
  }, [opened]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setViewport(el.clientHeight || VIEW_HEIGHT));
    ro.observe(el);
    return () => ro.disconnect();
  }, [state.phase]);

  const total = state.phase === 'ready' ? state.view.total : 0;
  const win = windowFor(total, scrollTop, viewport);

  /** Sends a request that answers with a view; only the newest answer is applied. */
  const ask = useCallback((req: TreeRequest, onDone?: () => void) => {
    const c = client.current;
    if (!c) return;
    const n = ++sent.current;
    c.request('tree', req)
      .then((res: TreeResponse) => {
        if (client.current !== c || n < applied.current) return;
        applied.current = n;
        if (res.kind === 'view') setState((s) => (s.phase === 'ready' ? { ...s, view: res.view } : s));
        else if (res.kind === 'error') setState({ phase: 'error', message: res.message });
        onDone?.();
      })
      .catch(() => undefined);
  }, []);

  const range = () => ({ start: Math.max(0, win.first - MARGIN), end: win.last + MARGIN });

  // a filter applies a moment after the typing stops, and again to each document opened
  const ready = state.phase === 'ready';
  useEffect(() => {
    if (!ready || filter.trim() === filtered.current) return;
    const timer = setTimeout(() => {
      filtered.current = filter.trim();
      ask({ op: 'filter', query: filter, start: 0, end: 100 }, () => {
        if (scroller.current) scroller.current.scrollTop = 0;
        setScrollTop(0);
      });
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filter, ready, ask]);

  // ask for rows when the window on screen is not covered by the rows held
  const view = state.phase === 'ready' ? state.view : null;
  const covered = !view || (view.start <= win.first && view.start + view.rows.length >= Math.min(win.last, view.total));
  useEffect(() => {
    if (!covered) ask({ op: 'rows', start: Math.max(0, win.first - MARGIN), end: win.last + MARGIN });
  }, [covered, win.first, win.last, ask]);

  const toggle = (id: number) => ask({ op: 'toggle', id, ...range() });
  const expandAll = () => ask({ op: 'expandAll', ...range() });
  const collapseAll = () =>
    ask({ op: 'collapseAll', start: 0, end: 100 }, () => {
      if (scroller.current) scroller.current.scrollTop = 0;
      setScrollTop(0);
    });
  const copy = async (row: TreeRow) => {
    const c = client.current;
    if (!c) return;
    const res = await c.request('tree', { op: 'copy', id: row.id }).catch(() => null);
    const ok = res?.kind === 'copy' && (await copyText(res.text));
    if (ok) notify.success('Value copied to clipboard', MESSAGES.copiedTitle);
    else notify.error(MESSAGES.copyFailedText, MESSAGES.copyFailedTitle);
  };

  if (state.phase === 'error') return <Centre>{state.message}</Centre>;
  if (state.phase === 'loading') {
    return (
      <Centre>
        <div style={{ display: 'grid', gap: 12, width: 'min(320px, 100%)', justifyItems: 'center' }}>
          <Spinner label="Building tree" size={22} />
          <span>Building tree…</span>
          {state.progress > 0 && <ProgressBar value={state.progress * 100} label="Tree progress" />}
        </div>
      </Centre>
    );
  }

  const rows: { index: number; row: TreeRow }[] = [];
  if (view) {
    for (let i = win.first; i < win.last; i++) {
      const row = view.rows[i - view.start];
      if (row) rows.push({ index: i, row });
    }
  }

  return (
    <div>
      <Toolbar $justify="between" style={{ marginBottom: 8 }}>
        <Toolbar>
          <Button size="sm" icon={<ChevronsUpDown size={16} aria-hidden="true" />} onClick={expandAll}>
            Expand All
          </Button>
          <Button size="sm" icon={<ChevronsDownUp size={16} aria-hidden="true" />} onClick={collapseAll}>
            Collapse All
          </Button>
        </Toolbar>
        <Muted data-testid="tree-stats">
          {countOf(state.nodeCount, 'node')} · {countOf(total, 'row')} shown
        </Muted>
      </Toolbar>
      <FilterRow>
        <TextField
          label="Filter"
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="Key, value or /path"
          spellCheck={false}
          autoComplete="off"
          hint={
            view?.matches === null || view?.matches === undefined
              ? 'Shows the keys, values or paths (/a/0/b) that contain the text, and the way to them.'
              : view.matches === 0
                ? `Nothing in the document contains “${filter.trim()}”.`
                : `${countOf(view.matches, 'match', 'matches')}, shown with the way to ${view.matches === 1 ? 'it' : 'them'}.`
          }
        />
      </FilterRow>
      <Scroller
        ref={scroller}
        role="group"
        aria-label="JSON tree"
        tabIndex={0}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        data-rows={total}
      >
        <div style={{ height: win.content, position: 'relative', minWidth: '100%' }}>
          {rows.map(({ index, row }) => {
            const label = keyLabel(row);
            const isIndex = typeof row.key === 'number' || row.key === null;
            const indent = Math.min(row.level, MAX_INDENT_LEVELS) * TREE_INDENT_PX + 4;
            const togglable = row.isContainer && row.size > 0;
            return (
              <Row
                key={row.id}
                style={{ top: win.top(index), paddingLeft: indent }}
                title={row.path || undefined}
                data-type={row.type}
                data-level={row.level}
              >
                {row.level > MAX_INDENT_LEVELS && <Depth>depth {groupDigits(row.level)}</Depth>}
                {togglable ? (
                  <Toggle type="button" aria-expanded={row.expanded} onClick={() => toggle(row.id)}>
                    <ChevronRight size={16} aria-hidden="true" />
                    <Key $index={isIndex}>{label}</Key>
                    <span aria-hidden="true">:</span>
                    <Value $type={row.type}>{row.preview}</Value>
                  </Toggle>
                ) : (
                  <>
                    <Spacer />
                    <Key $index={isIndex}>{label}</Key>
                    <span aria-hidden="true">:</span>
                    <Value $type={row.type}>{row.preview}</Value>
                    <IconButton
                      className="copy"
                      size="sm"
                      label={`Copy value of ${label}`}
                      onClick={() => void copy(row)}
                    >
                      <Copy size={14} aria-hidden="true" />
                    </IconButton>
                  </>
                )}
              </Row>
            );
          })}
        </div>
      </Scroller>
    </div>
  );
}
