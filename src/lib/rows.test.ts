import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grown } from './grown';
import { forEachSpanInRange, indexRows, scrollWindow } from './rows';

describe('forEachSpanInRange', () => {
  it('cuts the spans covering a range exactly as a naive scan does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 40 }),
        fc.nat(300),
        fc.nat(300),
        (lengths, a, b) => {
          const ends: number[] = [];
          lengths.reduce((acc, n) => (ends.push(acc + n), acc + n), 0);
          const [start, end] = a <= b ? [a, b] : [b, a];
          const got: [number, number, number][] = [];
          const reached = forEachSpanInRange(ends, start, end, (i, from, to) => got.push([i, from, to]));
          const want: [number, number, number][] = [];
          let prev = 0;
          ends.forEach((e, i) => {
            const from = Math.max(prev, start);
            const to = Math.min(e, end);
            if (to > from) want.push([i, from, to]);
            prev = e;
          });
          expect(got).toEqual(want);
          expect(reached).toBe(Math.max(start, Math.min(end, ends.length ? ends[ends.length - 1] : start)));
        },
      ),
    );
  });
});

describe('indexRows', () => {
  it('rows rebuild the text without line breaks', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 0, max: 7 }), (text, wrapAt) => {
        const idx = indexRows(text, wrapAt);
        const rows: string[] = [];
        for (let i = 0; i < idx.count; i++) rows.push(text.slice(idx.starts[i], idx.ends[i]));
        expect(rows.join('')).toBe(text.replace(/\r?\n/g, ''));
      }),
    );
  });
});

describe('scrollWindow', () => {
  const ROW = 20;
  it('renders only the rows in view plus an overscan', () => {
    const w = scrollWindow(100_000, 50 * ROW, 480, ROW);
    expect(w.content).toBe(100_000 * ROW);
    expect(w.last - w.first).toBeLessThan(45);
    expect(w.first).toBeLessThanOrEqual(50);
    expect(w.top(50)).toBe(50 * ROW);
  });
  it('scales the scroll range for millions of rows and reaches the last row', () => {
    const total = 2_500_000;
    const w = scrollWindow(total, 0, 480, ROW);
    expect(w.content).toBeLessThan(total * ROW);
    const end = scrollWindow(total, w.content - 480, 480, ROW);
    expect(end.last).toBe(total);
    expect(end.top(total - 1) + ROW).toBeCloseTo(w.content, 0);
    const mid = scrollWindow(total, (w.content - 480) / 2, 480, ROW);
    expect(Math.abs(mid.first - total / 2)).toBeLessThan(100);
  });
  it('every row is on screen at some scroll position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (total, at) => {
        const probe = scrollWindow(total, 0, 480, ROW);
        const row = Math.floor(at * (total - 1));
        const scrollTop =
          total * ROW > probe.content ? (row / Math.max(1, total - 480 / ROW)) * (probe.content - 480) : row * ROW;
        const w = scrollWindow(total, Math.max(0, Math.min(scrollTop, probe.content - 480)), 480, ROW);
        expect(w.first).toBeLessThanOrEqual(row);
        expect(w.last).toBeGreaterThan(row);
      }),
    );
  });
  it('handles an empty list', () => {
    expect(scrollWindow(0, 0, 480, ROW)).toMatchObject({ content: 0, first: 0, last: 0 });
  });
});

describe('grown', () => {
  it('doubles a typed array and keeps its values and kind', () => {
    const u = grown(Uint32Array.of(1, 2, 3));
    expect(u).toBeInstanceOf(Uint32Array);
    expect([...u]).toEqual([1, 2, 3, 0, 0, 0]);
    const i = grown(Int32Array.of(-1));
    expect(i).toBeInstanceOf(Int32Array);
    expect([...i]).toEqual([-1, 0]);
  });
  it('indexRows past the first backing store keeps every row', () => {
    const text = Array.from({ length: 5000 }, (_, n) => `l${n}`).join('\n');
    const index = indexRows(text);
    expect(index.count).toBe(5000);
    expect(text.slice(index.starts[4999], index.ends[4999])).toBe('l4999');
  });
});
