import { EditorState, Compartment, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, highlightActiveLineGutter, drawSelection, highlightSpecialChars } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, foldGutter, foldKeymap, syntaxHighlighting, indentOnInput } from '@codemirror/language';
import { search, searchKeymap, highlightSelectionMatches } from '@codemirror/search';
import { json } from '@codemirror/lang-json';
import { xml } from '@codemirror/lang-xml';
import { siteTheme } from './siteTheme';
import { syntaxColours } from './syntaxColours';
import type { EditorHandle, EditorLanguage, EditorSettings } from './types';

/** HTML support brings CSS and JavaScript parsers along, so it is fetched only when an HTML editor asks. */
let htmlSupport: Extension | undefined;
const loadHtml = () => import('@codemirror/lang-html').then((m) => (htmlSupport ??= m.html()));

function languageOf(language: EditorLanguage): Extension {
  if (language === 'json') return json();
  if (language === 'xml') return xml();
  if (language === 'html') return htmlSupport ?? [];
  return [];
}

/** Attributes of the editable element: its accessible name and description, and its role for tests and assistive tech. */
function contentAttributes(settings: EditorSettings): Record<string, string> {
  const attrs: Record<string, string> = { 'aria-label': settings.label, 'aria-multiline': 'true', spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off' };
  if (settings.describedBy) attrs['aria-describedby'] = settings.describedBy;
  if (settings.invalid) attrs['aria-invalid'] = 'true';
  if (settings.readOnly) attrs['aria-readonly'] = 'true';
  if (settings.placeholder) attrs['aria-placeholder'] = settings.placeholder;
  return attrs;
}

/**
 * A CodeMirror 6 editor in `parent`: line numbers, highlighting, folding, search (Ctrl+F),
 * bracket matching, history, soft wrap, read-only mode, the site's colours. Tab is left to the
 * browser, so keyboard focus always moves on. `onChange` receives the whole text after each edit.
 */
export function createEditor(parent: HTMLElement, initial: EditorSettings, onChange: (text: string) => void): EditorHandle {
  const language = new Compartment();
  const wrap = new Compartment();
  const editable = new Compartment();
  const attributes = new Compartment();
  let settings = initial;
  let text = initial.value;

  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: initial.value,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        foldGutter(),
        drawSelection(),
        indentOnInput(),
        syntaxHighlighting(syntaxColours),
        bracketMatching(),
        highlightSelectionMatches(),
        search({ top: true }),
        keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap, ...searchKeymap]),
        siteTheme,
        language.of(languageOf(initial.language)),
        wrap.of(initial.wrap ? EditorView.lineWrapping : []),
        editable.of([EditorState.readOnly.of(initial.readOnly), EditorView.editable.of(true)]),
        attributes.of(EditorView.contentAttributes.of(contentAttributes(initial))),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          text = update.state.doc.toString();
          onChange(text);
        }),
      ],
    }),
  });

  const applyHtml = () => {
    if (settings.language === 'html' && !htmlSupport) void loadHtml().then(() => settings.language === 'html' && view.dispatch({ effects: language.reconfigure(languageOf('html')) }));
  };
  applyHtml();

  return {
    view,
    update(next) {
      const effects = [];
      if (next.language !== settings.language) effects.push(language.reconfigure(languageOf(next.language)));
      if (next.wrap !== settings.wrap) effects.push(wrap.reconfigure(next.wrap ? EditorView.lineWrapping : []));
      if (next.readOnly !== settings.readOnly) effects.push(editable.reconfigure([EditorState.readOnly.of(next.readOnly), EditorView.editable.of(true)]));
      if (next.label !== settings.label || next.describedBy !== settings.describedBy || next.invalid !== settings.invalid || next.readOnly !== settings.readOnly || next.placeholder !== settings.placeholder) {
        effects.push(attributes.reconfigure(EditorView.contentAttributes.of(contentAttributes(next))));
      }
      const changes = next.value !== text ? { from: 0, to: view.state.doc.length, insert: next.value } : undefined;
      settings = next;
      applyHtml();
      if (changes) text = next.value;
      if (effects.length || changes) view.dispatch({ effects, changes });
    },
    destroy: () => view.destroy(),
  };
}
