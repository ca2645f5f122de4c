import type { createMergeView } from './createMergeView';

export type CreateMergeView = typeof createMergeView;

let loadingMerge: Promise<CreateMergeView> | undefined;

/** The merge view's chunk (with the editor's), fetched by the tools that show a diff. */
export function loadMergeView(): Promise<CreateMergeView> {
  loadingMerge ??= import('./createMergeView').then((m) => m.createMergeView);
  return loadingMerge;
}
