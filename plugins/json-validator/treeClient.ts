import { TreeSession, type TreeRequest, type TreeResponse } from './treeSession';

export interface TreeClient {
  request(req: TreeRequest, onProgress?: (fraction: number) => void): Promise<TreeResponse>;
  /** Ends the session (terminates its worker); pending requests are rejected. */
  dispose(): void;
}

type Pending = { resolve: (r: TreeResponse) => void; reject: (e: Error) => void; onProgress?: (f: number) => void };

/** A tree session in a long-lived worker, or in-process where Worker does not exist (jsdom). */
export function createTreeClient(): TreeClient {
  if (typeof Worker === 'undefined') return inProcessClient();
  // the tree viewer's worker holds the parsed document between requests (expand, collapse, scroll),
  // which jobClient's one-shot jobs do not keep, so this one long-lived worker is started here
  // eslint-disable-next-line no-restricted-syntax
  const worker = new Worker(new URL('./treeWorker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, Pending>();
  let seq = 0;
  let dead: Error | null = null;
  const failAll = (e: Error) => {
    dead = e;
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  worker.onmessage = (event: MessageEvent<{ seq: number; progress?: number; res?: TreeResponse }>) => {
    const { seq: id, progress, res } = event.data;
    const p = pending.get(id);
    if (!p) return;
    if (res) {
      pending.delete(id);
      p.resolve(res);
    } else if (progress !== undefined) p.onProgress?.(progress);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failAll(new Error(event.message || 'The tree viewer stopped unexpectedly'));
    worker.terminate();
  };
  return {
    request(req, onProgress) {
      if (dead) return Promise.reject(dead);
      const id = ++seq;
      return new Promise<TreeResponse>((resolve, reject) => {
        pending.set(id, { resolve, reject, onProgress });
        worker.postMessage({ seq: id, req });
      });
    },
    dispose() {
      worker.terminate();
      failAll(new DOMException('The tree session was closed', 'AbortError'));
    },
  };
}

function inProcessClient(): TreeClient {
  const session = new TreeSession();
  let closed = false;
  return {
    request: (req, onProgress) =>
      closed ? Promise.reject(new DOMException('The tree session was closed', 'AbortError')) : Promise.resolve().then(() => session.handle(req, onProgress)),
    dispose() {
      closed = true;
    },
  };
}
