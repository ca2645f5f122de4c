import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { xml } from '@codemirror/lang-xml';
import {
  bracketMatching,
  foldGutter,
  foldKeymap,
  indentOnInput,
  StreamLanguage,
  syntaxHighlighting,
} from '@codemirror/language';
import { search, searchKeymap, highlightSelectionMatches, openSearchPanel } from '@codemirror/search';
import {
  Annotation,
  EditorState,
  Compartment,
  StateEffect,
  StateField,
  Transaction,
  Text,
  type Extension,
} from '@codemirror/state';
import {
  Decoration,
  EditorView,
  keymap,
  lineNumbers,
  highlightActiveLineGutter,
  drawSelection,
  highlightSpecialChars,
} from '@codemirror/view';
import { LARGE_TEXT_CHARS } from '@/lib/rows';
import { closeTagTypeOver } from './closeTagTypeOver';
import { lineDecorations, setLineDecorator } from './lineDecorations';
import { applyLineFolds, lineFolds } from './lineFolds';
import { paletteTheme } from './palette';
import { siteTheme } from './siteTheme';
import { syntaxColours } from './syntaxColours';
import type { EditorHandle, EditorLanguage, EditorMark, EditorSettings } from './types';

const setMarks = StateEffect.define<readonly EditorMark[]>();
/** marks a change that came from the tool, so it is not reported back as the user's edit */
const fromTool = Annotation.define<boolean>();

/**
 * Control characters shown as placeholders: CodeMirror's default set without CR. Lines break at LF
 * only, so the editor holds exactly the text it was given (CRLF text hashes, matches and reports
 * positions as the bytes are); a CR at a line's end draws as nothing.
 */
const specialChars =
  // eslint-disable-next-line no-control-regex -- the control characters are what the pattern is for
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u200b\u200e\u200f\u2028\u2029\u202d\u202e\u2066\u2067\u2069\ufeff\ufff9-\ufffc]/g;
const markDecorations = {
  error: Decoration.mark({ class: 'cm-mark-error' }),
  match: Decoration.mark({ class: 'cm-mark-match' }),
  group: Decoration.mark({ class: 'cm-mark-group' }),
};

/** The marks the tool gives, mapped through edits until the tool gives new ones. */
const marksField = StateField.define({
  create: () => Decoration.none,
  update(marks, tr) {
    let next = marks.map(tr.changes);
    for (const effect of tr.effects) {
      if (!effect.is(setMarks)) continue;
      const length = tr.state.doc.length;
      const ranges = effect.value
        .map((m) => ({
          from: Math.min(Math.max(0, m.from), length),
          to: Math.min(Math.max(0, m.to), length),
          kind: m.kind,
        }))
        // an error at the very end (text that stops too early) marks the last character
        .map((m) =>
          m.kind === 'error' && m.to <= m.from && length > 0
            ? { ...m, from: Math.min(m.from, length - 1), to: Math.min(m.from, length - 1) + 1 }
            : m,
        )
        .filter((m) => m.to > m.from)
        .sort((a, b) => a.from - b.from || a.to - b.to)
        .map((m) => markDecorations[m.kind].range(m.from, m.to));
      next = Decoration.set(ranges, true);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** A parser fetched on first use (HTML brings CSS and JavaScript along), and what it is once loaded. */
interface LazyLanguage {
  loaded?: Extension;
  load: () => Promise<Extension>;
}

/** The languages whose parser is fetched only when an editor asks for it. */
const lazyLanguages: Partial<Record<EditorLanguage, LazyLanguage>> = {
  html: { load: () => import('@codemirror/lang-html').then((m) => m.html()) },
  typescript: { load: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ typescript: true })) },
  yaml: { load: () => import('@codemirror/lang-yaml').then((m) => m.yaml()) },
  toml: {
    load: () => import('@codemirror/legacy-modes/mode/toml').then((m) => StreamLanguage.define(m.toml)),
  },
};

/**
 * A text past this size whose lines average more than LONG_LINE characters (a minified document)
 * is shown plain: its one huge line is always in the viewport, so the background parser would
 * chew through all of it in 100 ms slices; a pretty-printed text is only parsed around what is shown.
 */
const LONG_LINE = 1_000;
function parsedAsPlain(doc: Text): boolean {
  return doc.length > LARGE_TEXT_CHARS && doc.length / doc.lines > LONG_LINE;
}

/**
 * Soft wrap, except for a text of huge lines: wrapping a megabyte line lays all of it out at once
 * (a second or more), while an unwrapped line is drawn only as far as it is scrolled into view.
 */
function wrapOf(wanted: boolean, doc: Text): Extension {
  return wanted && !parsedAsPlain(doc) ? EditorView.lineWrapping : [];
}

/** The language's parser and bracket matching, which scans a whole line for a partner bracket. */
function languageOf(language: EditorLanguage, doc: Text): Extension {
  if (parsedAsPlain(doc)) return [];
  return [bracketMatching(), parserOf(language)];
}

function parserOf(language: EditorLanguage): Extension {
  if (language === 'json') return json();
  if (language === 'xml') return [xml(), closeTagTypeOver];
  const lazy = lazyLanguages[language]?.loaded;
  if (!lazy) return [];
  // HTML gets the typed close tag taken back, as XML does
  return language === 'html' ? [lazy, closeTagTypeOver] : lazy;
}

/** Attributes of the editable element: its accessible name and description, and its role for tests and assistive tech. */
function contentAttributes(settings: EditorSettings): Record<string, string> {
  // an explicit tab stop: checkers (axe's scrollable-region-focusable) do not count contenteditable as
  // focusable, and a read-only editor must still be reachable to scroll by keyboard
  const attrs: Record<string, string> = {
    'aria-label': settings.label,
    'aria-multiline': 'true',
    spellcheck: 'false',
    autocapitalize: 'off',
    autocorrect: 'off',
    tabindex: '0',
  };
  if (settings.describedBy) attrs['aria-describedby'] = settings.describedBy;
  if (settings.invalid) attrs['aria-invalid'] = 'true';
  if (settings.readOnly) attrs['aria-readonly'] = 'true';
  if (settings.placeholder) attrs['aria-placeholder'] = settings.placeholder;
  return attrs;
}

/**
 * What every editor of the site has, editable or not (the merge view's editors too): line numbers,
 * exact line breaks, control characters shown, selection, the site's colours, search (Ctrl+F) and
 * the default keys.
 */
export function baseExtensions(): Extension {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    EditorState.lineSeparator.of('\n'),
    highlightSpecialChars({ specialChars }),
    drawSelection(),
    syntaxHighlighting(syntaxColours),
    highlightSelectionMatches(),
    search({ top: true }),
    keymap.of([...defaultKeymap, ...searchKeymap]),
    siteTheme,
  ];
}

/**
 * A CodeMirror 6 editor in `parent`: line numbers, highlighting, folding, search (Ctrl+F),
 * bracket matching, history, soft wrap, read-only mode, the site's colours. Tab is left to the
 * browser, so keyboard focus always moves on. `onChange` receives the whole text after each edit.
 */
export function createEditor(
  parent: HTMLElement,
  initial: EditorSettings,
  onChange: (text: string) => void,
): EditorHandle {
  const language = new Compartment();
  const wrap = new Compartment();
  const editable = new Compartment();
  const attributes = new Compartment();
  const colours = new Compartment();
  let settings = initial;
  let text = initial.value;

  /**
   * Tells the tool the text has changed. Past LARGE_TEXT_CHARS the report waits until the edit is
   * drawn: turning megabytes into one string and the tool's work on it would otherwise hold the
   * keystroke's frame back, and a burst of keys is reported once.
   */
  let dirty = false;
  const report = () => {
    if (!dirty) return;
    dirty = false;
    text = view.state.doc.toString();
    onChange(text);
  };
  const reportAfterPaint = () => {
    if (dirty) return;
    dirty = true;
    requestAnimationFrame(() => setTimeout(report, 0));
  };

  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: '',
      extensions: [
        baseExtensions(),
        history(),
        lineFolds,
        foldGutter(),
        indentOnInput(),
        keymap.of([...historyKeymap, ...foldKeymap]),
        marksField,
        language.of(languageOf(initial.language, Text.empty)),
        // switches the parser and wrapping off and on as the text becomes or stops being one long line
        EditorState.transactionExtender.of((tr) =>
          tr.docChanged && parsedAsPlain(tr.startState.doc) !== parsedAsPlain(tr.newDoc)
            ? {
                effects: [
                  language.reconfigure(languageOf(settings.language, tr.newDoc)),
                  wrap.reconfigure(wrapOf(settings.wrap, tr.newDoc)),
                ],
              }
            : null,
        ),
        wrap.of(wrapOf(initial.wrap, Text.empty)),
        editable.of([EditorState.readOnly.of(initial.readOnly), EditorView.editable.of(true)]),
        attributes.of(EditorView.contentAttributes.of(contentAttributes(initial))),
        colours.of(paletteTheme(initial.palette)),
        lineDecorations,
        EditorView.updateListener.of((update) => {
          if (!update.docChanged || update.transactions.every((tr) => tr.annotation(fromTool))) return;
          if (update.state.doc.length > LARGE_TEXT_CHARS) reportAfterPaint();
          else {
            dirty = true;
            report();
          }
        }),
        // a shortcut (Ctrl+Enter runs the tool) or leaving the editor sees the text as it is now
        EditorView.domEventHandlers({
          keydown: (e) => {
            if (e.ctrlKey || e.metaKey) report();
            return false;
          },
          blur: () => {
            report();
            return false;
          },
        }),
      ],
    }),
  });

  // a parser fetched on first use is applied once it arrives, if the editor still shows that language
  const applyLazyLanguage = () => {
    const wanted = settings.language;
    const lazy = lazyLanguages[wanted];
    if (lazy && !lazy.loaded)
      void lazy.load().then((extension) => {
        lazy.loaded ??= extension;
        if (settings.language === wanted)
          view.dispatch({ effects: language.reconfigure(languageOf(wanted, view.state.doc)) });
      });
  };
  applyLazyLanguage();
  // given as a change rather than as the initial doc: a view created holding a multi-megabyte line
  // draws all of it once (seconds), while a change is drawn only as far as the viewport needs
  view.dispatch({
    changes: { from: 0, insert: initial.value },
    annotations: [fromTool.of(true), Transaction.addToHistory.of(false)],
  });
  if (initial.marks.length) view.dispatch({ effects: setMarks.of(initial.marks) });
  if (initial.decorateLine) view.dispatch({ effects: setLineDecorator.of(initial.decorateLine) });
  if (initial.folds) applyLineFolds(view, initial.folds);

  return {
    view,
    update(next) {
      const effects = [];
      if (next.language !== settings.language)
        effects.push(language.reconfigure(languageOf(next.language, view.state.doc)));
      if (next.wrap !== settings.wrap) effects.push(wrap.reconfigure(wrapOf(next.wrap, view.state.doc)));
      if (next.readOnly !== settings.readOnly)
        effects.push(editable.reconfigure([EditorState.readOnly.of(next.readOnly), EditorView.editable.of(true)]));
      if (
        next.label !== settings.label ||
        next.describedBy !== settings.describedBy ||
        next.invalid !== settings.invalid ||
        next.readOnly !== settings.readOnly ||
        next.placeholder !== settings.placeholder
      ) {
        effects.push(attributes.reconfigure(EditorView.contentAttributes.of(contentAttributes(next))));
      }
      // text that only grew (an output arriving in pieces) is added at the end; an edit not yet reported means the editor no longer holds `text`
      const grown = !dirty && next.value.length > text.length && next.value.startsWith(text);
      const changes =
        next.value === text
          ? undefined
          : grown
            ? { from: view.state.doc.length, insert: next.value.slice(text.length) }
            : { from: 0, to: view.state.doc.length, insert: next.value };
      if (next.marks !== settings.marks) effects.push(setMarks.of(next.marks));
      if (next.palette !== settings.palette) effects.push(colours.reconfigure(paletteTheme(next.palette)));
      if (next.decorateLine !== settings.decorateLine) effects.push(setLineDecorator.of(next.decorateLine));
      const previous = settings;
      settings = next;
      applyLazyLanguage();
      if (changes) {
        // the tool's text replaces an edit not yet reported
        dirty = false;
        text = next.value;
      }
      // a caret at the end of the text (someone typing there) stays at the end of the text the tool sets
      const selection =
        changes &&
        view.hasFocus &&
        view.state.selection.main.empty &&
        view.state.selection.main.head === view.state.doc.length
          ? { anchor: next.value.length }
          : undefined;
      if (effects.length || changes) view.dispatch({ effects, changes, selection, annotations: fromTool.of(true) });
      // folds name lines of the text just set
      if (next.folds !== previous.folds) applyLineFolds(view, next.folds);
    },
    select(from, to) {
      const length = view.state.doc.length;
      const anchor = Math.min(Math.max(0, from), length);
      view.dispatch({
        selection: { anchor, head: Math.min(Math.max(anchor, to), length) },
        effects: EditorView.scrollIntoView(anchor, { y: 'center' }),
      });
      view.focus();
    },
    find() {
      openSearchPanel(view);
    },
    destroy: () => {
      report();
      view.destroy();
    },
  };
}
