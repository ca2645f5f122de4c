import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { forEachSpanInRange, indexRows } from './rows';

describe('forEachSpanInRange', () => {
  it('cuts the spans covering a range exactly as a naive scan does', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 40 }), fc.nat(300), fc.nat(300), (lengths, a, b) => {
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
      }),
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
