import type { WorkerScope } from './serveJobs';

/**
 * A Worker served in this thread, where Worker does not exist (jsdom): `serve` gets a scope as a
 * worker file would (`serveJobs` or `serveSession` on it), the same messages travel both ways as
 * microtasks, and nothing reaches either side once it is terminated. Work in it blocks the page
 * and a time limit cannot interrupt it: it is for environments without workers, not for speed.
 */
export class PageWorker extends EventTarget implements Worker {
  onmessage: Worker['onmessage'] = null;
  onmessageerror: Worker['onmessageerror'] = null;
  onerror: Worker['onerror'] = null;
  terminated = false;
  private readonly scope: WorkerScope = {
    onmessage: null,
    postMessage: (message: unknown, transfer: Transferable[]) => this.answer(message, transfer),
  };

  constructor(serve: (scope: WorkerScope) => void) {
    super();
    serve(this.scope);
  }

  postMessage(message: unknown): void {
    this.deliver(() => this.scope.onmessage?.(new MessageEvent('message', { data: message })));
  }

  terminate(): void {
    this.terminated = true;
  }

  /** What the served side posts, with the buffers it hands over. */
  protected answer(message: unknown, _transfer: Transferable[]): void {
    this.deliver(() => this.onmessage?.call(this, new MessageEvent('message', { data: message })));
  }

  private deliver(send: () => void) {
    queueMicrotask(() => {
      if (!this.terminated) send();
    });
  }
}
