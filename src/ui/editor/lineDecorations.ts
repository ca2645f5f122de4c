import { StateEffect, StateField, RangeSetBuilder, type Range } from '@codemirror/state';
import { Decoration, EditorView, ViewPlugin, type DecorationSet, type ViewUpdate } from '@codemirror/view';

/** A stretch of one line, by offsets within the line, to give a class. */
export interface LineMark {
  from: number;
  to: number;
  className: string;
}

/** How one line looks: a class (and data attributes) on the line, and classed marks inside it. */
export interface LineLook {
  className: string;
  attributes?: Readonly<Record<string, string>>;
  marks?: readonly LineMark[];
}

/**
 * Says how a line (1-based number, its text) looks, or null to leave it plain. Asked only for the
 * lines in view, so a text of a hundred thousand lines costs what a screenful does.
 */
export type LineDecorator = (line: number, text: string) => LineLook | null;

export const setLineDecorator = StateEffect.define<LineDecorator | undefined>();

const decoratorField = StateField.define<LineDecorator | undefined>({
  create: () => undefined,
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setLineDecorator)) value = effect.value;
    return value;
  },
});

function build(view: EditorView): DecorationSet {
  const decorate = view.state.field(decoratorField);
  if (!decorate) return Decoration.none;
  const builder = new RangeSetBuilder<Decoration>();
  let last = 0;
  for (const { from, to } of view.visibleRanges) {
    for (let pos = from; pos <= to;) {
      const line = view.state.doc.lineAt(pos);
      pos = line.to + 1;
      if (line.number <= last) continue;
      last = line.number;
      const look = decorate(line.number, line.text);
      if (!look) continue;
      const marks: Range<Decoration>[] = [
        Decoration.line({ class: look.className, attributes: { ...look.attributes } }).range(line.from),
      ];
      for (const m of [...(look.marks ?? [])].sort((a, b) => a.from - b.from)) {
        const start = line.from + Math.max(0, m.from);
        const end = line.from + Math.min(line.length, m.to);
        if (end > start) marks.push(Decoration.mark({ class: m.className }).range(start, end));
      }
      for (const r of marks) builder.add(r.from, r.to, r.value);
    }
  }
  return builder.finish();
}

const decorations = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = build(view);
    }
    update(update: ViewUpdate) {
      if (
        update.docChanged ||
        update.viewportChanged ||
        update.startState.field(decoratorField) !== update.state.field(decoratorField)
      )
        this.decorations = build(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** Per-line classes from a decorator given with `setLineDecorator` (the stack trace's line classes). */
export const lineDecorations = [decoratorField, decorations];
