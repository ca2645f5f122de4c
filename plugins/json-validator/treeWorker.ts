import { TreeSession, type TreeRequest } from './treeSession';

type Scope = { onmessage: ((e: MessageEvent<{ seq: number; req: TreeRequest }>) => void) | null; postMessage: (msg: unknown) => void };

/** One session per worker: the screen starts a new worker for each new document. */
const session = new TreeSession();
const scope = self as unknown as Scope;

scope.onmessage = (event) => {
  const { seq, req } = event.data;
  try {
    const res = session.handle(req, (value) => scope.postMessage({ seq, progress: value }));
    scope.postMessage({ seq, res });
  } catch (e) {
    scope.postMessage({ seq, res: { kind: 'error', message: e instanceof Error ? e.message : String(e) } });
  }
};
