import type { createEditor } from './createEditor';

let loading: Promise<typeof createEditor> | undefined;

/** The editor's one shared chunk, fetched once on first need. */
export function loadEditor(): Promise<typeof createEditor> {
  loading ??= import('./createEditor').then((m) => m.createEditor);
  return loading;
}
