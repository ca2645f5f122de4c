import { EditorState } from '@codemirror/state';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseExtensions } from '@/ui/editor/createEditor';
import { lineColumnOf, lineColumnReader, offsetOfLineColumn } from './lineColumn';

/** Texts of short pieces with every kind of line end, a surrogate pair and a combining mark among them. */
const text = fc
  .array(fc.constantFrom('a', 'bc', '\n', '\r\n', '\r', '😀', 'e\u0301', ' '), { maxLength: 40 })
  .map((pieces) => pieces.join(''));
const textAndOffset = text.chain((t) => fc.tuple(fc.constant(t), fc.nat(t.length)));

/** The site's editor, configured as every editor of the site is: CodeMirror is the reference. */
const editorDoc = (t: string) => EditorState.create({ doc: t, extensions: baseExtensions() }).doc;

describe('lineColumnOf', () => {
  it('numbers lines and columns as the editor does, and the editor finds the offset again', () => {
    fc.assert(
      fc.property(textAndOffset, ([t, offset]) => {
        const doc = editorDoc(t);
        const { line, column } = lineColumnOf(t, offset);
        const editorLine = doc.lineAt(offset);
        expect({ line, column }).toEqual({ line: editorLine.number, column: offset - editorLine.from + 1 });
        expect(doc.line(line).from + column - 1).toBe(offset);
      }),
    );
  });

  it('round-trips offset → line and column → offset on text with mixed line ends', () => {
    fc.assert(
      fc.property(textAndOffset, ([t, offset]) => {
        const { line, column } = lineColumnOf(t, offset);
        expect(offsetOfLineColumn(t, line, column)).toBe(offset);
      }),
    );
  });

  it('ends a line at LF only: a CRLF line keeps its CR, a lone CR stays inside its line', () => {
    expect(lineColumnOf('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumnOf('a\r\nb', 1)).toEqual({ line: 1, column: 2 });
    expect(lineColumnOf('a\r\nb', 3)).toEqual({ line: 2, column: 1 });
    expect(lineColumnOf('a\rb', 2)).toEqual({ line: 1, column: 3 });
    expect(lineColumnOf('ab\n', 3)).toEqual({ line: 2, column: 1 });
  });

  it('counts lines and columns from 1', () => {
    expect(lineColumnOf('ab\ncd\n', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnOf('ab\ncd\n', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumnOf('ab\ncd\n', 6)).toEqual({ line: 3, column: 1 });
  });

  it('counts columns in UTF-16 code units', () => {
    expect(lineColumnOf('😀x', 2)).toEqual({ line: 1, column: 3 });
  });

  it('clamps an offset outside the text to it', () => {
    expect(lineColumnOf('ab', 9)).toEqual({ line: 1, column: 3 });
    expect(lineColumnOf('ab', -1)).toEqual({ line: 1, column: 1 });
  });
});

describe('lineColumnReader', () => {
  it('gives what lineColumnOf gives, for offsets in any order', () => {
    fc.assert(
      fc.property(text, fc.array(fc.nat(60)), (t, offsets) => {
        const read = lineColumnReader(t);
        for (const offset of offsets) expect(read(offset)).toEqual(lineColumnOf(t, offset));
      }),
    );
  });
});

describe('offsetOfLineColumn', () => {
  it('clamps a line past the last one, and a column past the end, to the end of the text', () => {
    expect(offsetOfLineColumn('abc', 5, 1)).toBe(3);
    expect(offsetOfLineColumn('abc', 1, 99)).toBe(3);
    expect(offsetOfLineColumn('abc\ndef', 2, 2)).toBe(5);
    expect(offsetOfLineColumn('abc\r\ndef', 2, 1)).toBe(5);
  });

  it('turns every line and column of a text back into its offset', () => {
    const text = 'ab\ncd\r\nef';
    for (let offset = 0; offset <= text.length; offset++) {
      const { line, column } = lineColumnOf(text, offset);
      expect(offsetOfLineColumn(text, line, column)).toBe(offset);
    }
  });
});
