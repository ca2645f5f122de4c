import { SAMPLE_JSON } from './examples';
import { ROW_HEIGHT, windowFor } from './JsonTree';
import {
  EXPAND_ALL_MAX_NODES,
  MAX_WINDOW_ROWS,
  PATH_MAX_LEVEL,
  TreeSession,
  type TreeResponse,
  type TreeView,
} from './treeSession';

function view(res: TreeResponse): TreeView {
  if (res.kind !== 'view' && res.kind !== 'opened') throw new Error(`expected a view, got ${res.kind}`);
  return res.view;
}

describe('tree session (the worker side of the Tree tab)', () => {
  it('opens a small document fully expanded and answers windows of rows', () => {
    const s = new TreeSession();
    const opened = s.handle({ op: 'open', text: SAMPLE_JSON, sortKeys: false });
    expect(opened).toMatchObject({ kind: 'opened', nodeCount: 16 });
    const v = view(opened);
    expect(v.total).toBe(16);
    expect(v.rows.slice(0, 3).map((r) => [r.key, r.preview, r.level])).toEqual([
      [null, '{7 keys}', 0],
      ['id', '1', 1],
      ['name', '"John Doe"', 1],
    ]);
    const w = view(s.handle({ op: 'rows', start: 14, end: 40 }));
    expect(w.start).toBe(14);
    expect(w.rows.map((r) => r.path)).toEqual(['/tags/2', '/lastLogin']);
  });
  it('opens a large document with only the root expanded', () => {
    const s = new TreeSession();
    const text = JSON.stringify(Array.from({ length: EXPAND_ALL_MAX_NODES }, (_, i) => [i]));
    const v = view(s.handle({ op: 'open', text, sortKeys: false }));
    expect(v.total).toBe(EXPAND_ALL_MAX_NODES + 1);
    expect(v.rows[1]).toMatchObject({ key: 0, preview: 'Array(1)', expanded: false });
  });
  it('filters by key, value or path, showing each match with the way to it, and everything inside a match', () => {
    const s = new TreeSession();
    const text = JSON.stringify({
      user: { name: 'Ann', email: 'ann@example.com', address: { city: 'Oslo', zip: '0150' } },
      team: [{ name: 'Bob', email: 'BOB@example.com' }],
      meta: { count: 2 },
    });
    // collapsed first: the filter opens the way to each match
    view(s.handle({ op: 'open', text, sortKeys: false }));
    s.handle({ op: 'collapseAll', start: 0, end: 10 });
    const byKey = view(s.handle({ op: 'filter', query: 'EMAIL', start: 0, end: 100 }));
    expect(byKey.matches).toBe(2);
    expect(byKey.rows.map((r) => r.path)).toEqual(['', '/user', '/user/email', '/team', '/team/0', '/team/0/email']);
    // a value matches too (its JSON text); a container that matches shows what it holds
    const byValue = view(s.handle({ op: 'filter', query: 'oslo', start: 0, end: 100 }));
    expect(byValue.rows.map((r) => r.path)).toEqual(['', '/user', '/user/address', '/user/address/city']);
    const container = view(s.handle({ op: 'filter', query: 'address', start: 0, end: 100 }));
    expect(container.rows.map((r) => r.path)).toEqual([
      '',
      '/user',
      '/user/address',
      '/user/address/city',
      '/user/address/zip',
    ]);
    // a path (JSON Pointer) when the text starts with "/"
    const byPath = view(s.handle({ op: 'filter', query: '/team/0/name', start: 0, end: 100 }));
    expect(byPath.matches).toBe(1);
    expect(byPath.rows.map((r) => r.path)).toEqual(['', '/team', '/team/0', '/team/0/name']);
    const none = view(s.handle({ op: 'filter', query: 'nowhere', start: 0, end: 100 }));
    expect(none).toMatchObject({ matches: 0, total: 0, rows: [] });
    // clearing it shows the whole tree again, the way to the last matches still open
    const cleared = view(s.handle({ op: 'filter', query: '  ', start: 0, end: 100 }));
    expect(cleared.matches).toBeNull();
    expect(cleared.rows.map((r) => r.path)).toContain('/meta');
    expect(cleared.rows.find((r) => r.path === '/team')?.expanded).toBe(true);
    // a new document starts without a filter
    expect(view(s.handle({ op: 'open', text, sortKeys: false })).matches).toBeNull();
  });
  it('toggles, expands all and collapses all', () => {
    const s = new TreeSession();
    s.handle({ op: 'open', text: SAMPLE_JSON, sortKeys: false });
    expect(view(s.handle({ op: 'collapseAll', start: 0, end: 50 })).total).toBe(1);
    let v = view(s.handle({ op: 'toggle', id: 0, start: 0, end: 50 }));
    expect(v.total).toBe(8);
    const profile = v.rows.find((r) => r.key === 'profile')!;
    expect(profile).toMatchObject({ isContainer: true, expanded: false, size: 3 });
    v = view(s.handle({ op: 'toggle', id: profile.id, start: 0, end: 50 }));
    expect(v.total).toBe(11);
    expect(v.rows.find((r) => r.key === 'profile')!.expanded).toBe(true);
    // a leaf does not toggle
    expect(view(s.handle({ op: 'toggle', id: 1, start: 0, end: 50 })).total).toBe(11);
    expect(view(s.handle({ op: 'expandAll', start: 0, end: 50 })).total).toBe(16);
  });
  it('copies leaves decoded and containers as formatted JSON', () => {
    const s = new TreeSession();
    const v = view(s.handle({ op: 'open', text: '{"s":"a\\"b","n":9007199254740993,"o":{"k":[1]}}', sortKeys: false }));
    const id = (key: string) => v.rows.find((r) => r.key === key)!.id;
    expect(s.handle({ op: 'copy', id: id('s') })).toEqual({ kind: 'copy', text: 'a"b' });
    expect(s.handle({ op: 'copy', id: id('n') })).toEqual({ kind: 'copy', text: '9007199254740993' });
    expect(s.handle({ op: 'copy', id: id('o') })).toEqual({ kind: 'copy', text: '{\n  "k": [\n    1\n  ]\n}' });
    expect(s.handle({ op: 'copy', id: 999 })).toEqual({ kind: 'error', message: 'Unknown node' });
  });
  it('shows members sorted when Sort keys is on', () => {
    const s = new TreeSession();
    const v = view(s.handle({ op: 'open', text: '{"b":1,"a":{"d":2,"c":3}}', sortKeys: true }));
    expect(v.rows.map((r) => r.key)).toEqual([null, 'a', 'c', 'd', 'b']);
  });
  it('answers nothing before a document is open, and an empty document has no tree', () => {
    const s = new TreeSession();
    expect(s.handle({ op: 'rows', start: 0, end: 10 })).toEqual({
      kind: 'error',
      message: 'No valid JSON data to display',
    });
    expect(s.handle({ op: 'open', text: '  ', sortKeys: false })).toEqual({
      kind: 'error',
      message: 'No valid JSON data to display',
    });
    expect(s.handle({ op: 'open', text: '{', sortKeys: false })).toEqual({
      kind: 'error',
      message: 'Unexpected end of JSON input',
    });
  });
  it('Expand All on 100k nodes answers a window quickly and caps the window size', () => {
    const s = new TreeSession();
    s.handle({ op: 'open', text: JSON.stringify(Array.from({ length: 100_000 }, (_, i) => ({ i }))), sortKeys: false });
    const t0 = performance.now();
    const v = view(s.handle({ op: 'expandAll', start: 150_000, end: 150_000 + 5 * MAX_WINDOW_ROWS }));
    const again = view(s.handle({ op: 'rows', start: 199_990, end: 200_010 }));
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(v.total).toBe(200_001);
    expect(v.rows).toHaveLength(MAX_WINDOW_ROWS);
    // row 1 + 2k is item k, row 2 + 2k its member i
    const expected = Array.from({ length: 11 }, (_, j) => {
      const r = 199_990 + j;
      return (r - 1) % 2 === 0 ? `/${(r - 1) / 2}` : `/${(r - 2) / 2}/i`;
    });
    expect(again.rows.map((r) => r.path)).toEqual(expected);
  });
  it('100k-deep nesting opens and skips paths beyond PATH_MAX_LEVEL', () => {
    const depth = 100_000;
    const s = new TreeSession();
    s.handle({ op: 'open', text: '['.repeat(depth) + ']'.repeat(depth), sortKeys: false });
    const v = view(s.handle({ op: 'expandAll', start: depth - 2, end: depth + 5 }));
    expect(v.total).toBe(depth);
    expect(v.rows.map((r) => r.level)).toEqual([depth - 2, depth - 1]);
    expect(v.rows[0].path).toBe('');
    const shallow = view(s.handle({ op: 'rows', start: PATH_MAX_LEVEL, end: PATH_MAX_LEVEL + 1 }));
    expect(shallow.rows[0].path).toBe('/0'.repeat(PATH_MAX_LEVEL));
  });
});

describe('tree window (virtualisation)', () => {
  it('renders only the rows in view plus an overscan', () => {
    const w = windowFor(100_000, 50 * ROW_HEIGHT, 480);
    expect(w.content).toBe(100_000 * ROW_HEIGHT);
    expect(w.last - w.first).toBeLessThan(40);
    expect(w.first).toBeLessThanOrEqual(50);
    expect(w.top(50)).toBe(50 * ROW_HEIGHT);
  });
  it('scales the scroll range for millions of rows and reaches the last row', () => {
    const total = 2_500_000;
    const w = windowFor(total, 0, 480);
    expect(w.content).toBeLessThan(total * ROW_HEIGHT);
    const end = windowFor(total, w.content - 480, 480);
    expect(end.last).toBe(total);
    expect(end.top(total - 1) + ROW_HEIGHT).toBeCloseTo(w.content, 0);
    const mid = windowFor(total, (w.content - 480) / 2, 480);
    expect(Math.abs(mid.first - total / 2)).toBeLessThan(100);
  });
  it('handles an empty list', () => {
    expect(windowFor(0, 0, 480)).toMatchObject({ content: 0, first: 0, last: 0 });
  });
});
