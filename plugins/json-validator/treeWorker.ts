/// <reference lib="webworker" />
import { TreeSession, type TreeRequest } from './treeSession';

declare const self: DedicatedWorkerGlobalScope;

/** One session per worker: the screen starts a new worker for each new document. */
const session = new TreeSession();

self.onmessage = (event: MessageEvent<{ seq: number; req: TreeRequest }>) => {
  const { seq, req } = event.data;
  try {
    const res = session.handle(req, (value) => self.postMessage({ seq, progress: value }));
    self.postMessage({ seq, res });
  } catch (e) {
    self.postMessage({ seq, res: { kind: 'error', message: e instanceof Error ? e.message : String(e) } });
  }
};
