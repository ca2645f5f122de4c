import type { createEditor } from './createEditor';

export type CreateEditor = typeof createEditor;

let loading: Promise<CreateEditor> | undefined;

/** The editor's one shared chunk, fetched once on first need. */
export function loadEditor(): Promise<CreateEditor> {
  loading ??= import('./createEditor').then((m) => m.createEditor);
  return loading;
}
