import type { createEditor } from './createEditor';
import type { createMergeView } from './createMergeView';

export type CreateEditor = typeof createEditor;

let loading: Promise<CreateEditor> | undefined;

/** The editor's one shared chunk, fetched once on first need. */
export function loadEditor(): Promise<CreateEditor> {
  loading ??= import('./createEditor').then((m) => m.createEditor);
  return loading;
}

export type CreateMergeView = typeof createMergeView;

let loadingMerge: Promise<CreateMergeView> | undefined;

/** The merge view's chunk (with the editor's), fetched by the tools that show a diff. */
export function loadMergeView(): Promise<CreateMergeView> {
  loadingMerge ??= import('./createMergeView').then((m) => m.createMergeView);
  return loadingMerge;
}
