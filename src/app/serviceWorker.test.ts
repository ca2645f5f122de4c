import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './serviceWorker';

/** Just enough of ServiceWorker, ServiceWorkerRegistration and ServiceWorkerContainer to drive the update flow. */
class FakeWorker extends EventTarget {
  state = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  install(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function setup({ controlled, waiting }: { controlled: boolean; waiting?: FakeWorker }) {
  const registration = new FakeRegistration();
  registration.waiting = waiting ?? null;
  const target = new EventTarget();
  const register = vi.fn(async () => registration);
  const container = Object.assign(target, { controller: controlled ? new FakeWorker() : null, register });
  const onUpdate = vi.fn<(activate: () => void) => void>();
  const reload = vi.fn();
  const promise = registerServiceWorker({ container, basePath: '/devtools/', onUpdate, reload });
  return { registration, container, register, onUpdate, reload, promise };
}

describe('service worker registration and updates', () => {
  it('registers sw.js under the base path, scoped to it', async () => {
    const { register, promise } = setup({ controlled: false });
    await promise;
    expect(register).toHaveBeenCalledWith('/devtools/sw.js', { scope: '/devtools/' });
  });

  it('the first install is not an update: no prompt', async () => {
    const { registration, onUpdate, promise } = setup({ controlled: false });
    await promise;
    const worker = new FakeWorker();
    registration.install(worker);
    worker.moveTo('installed');
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('a new version installed under a controlled page is offered once, and nothing reloads until the user acts', async () => {
    const { registration, container, onUpdate, reload, promise } = setup({ controlled: true });
    await promise;
    const worker = new FakeWorker();
    registration.install(worker);
    expect(onUpdate).not.toHaveBeenCalled();
    worker.moveTo('installed');
    worker.moveTo('installed');
    expect(onUpdate).toHaveBeenCalledTimes(1);
    // another controller taking over (another tab chose to reload) does not reload this one
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    expect(worker.messages).toEqual([]);

    onUpdate.mock.calls[0][0]();
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a version already waiting when the page loads is offered at once', async () => {
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    const { onUpdate, promise } = setup({ controlled: true, waiting });
    await promise;
    expect(onUpdate).toHaveBeenCalledTimes(1);
    onUpdate.mock.calls[0][0]();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });
});
