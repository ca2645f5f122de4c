import type { EditorView } from '@codemirror/view';

export type EditorLanguage = 'text' | 'json' | 'xml' | 'html';

/** What the React wrapper tells the editor; each update applies only what changed. */
export interface EditorSettings {
  value: string;
  label: string;
  language: EditorLanguage;
  wrap: boolean;
  readOnly: boolean;
  invalid: boolean;
  placeholder?: string;
  describedBy?: string;
}

export interface EditorHandle {
  view: EditorView;
  update: (settings: EditorSettings) => void;
  destroy: () => void;
}
