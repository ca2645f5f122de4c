/**
 * Registers the service worker (scripts/service-worker.ts) and offers a new deploy to the user: when
 * a new version has installed and waits, `onUpdate` is called with the function that activates it
 * and reloads. Nothing reloads unless that function is called.
 */

/** The parts of `navigator.serviceWorker`, its registration and workers used here (fakes in unit tests). */
export interface UpdatableWorker extends EventTarget {
  readonly state: string;
  postMessage(message: unknown): void;
}
export interface WorkerRegistration extends EventTarget {
  readonly installing: UpdatableWorker | null;
  readonly waiting: UpdatableWorker | null;
}
export interface WorkerContainer extends EventTarget {
  readonly controller: object | null;
  register(url: string, options: RegistrationOptions): Promise<WorkerRegistration>;
}

export interface RegisterOptions {
  container: WorkerContainer;
  /** where sw.js is and what it controls: the base path */
  basePath: string;
  onUpdate: (activate: () => void) => void;
  reload: () => void;
}

export async function registerServiceWorker({
  container,
  basePath,
  onUpdate,
  reload,
}: RegisterOptions): Promise<WorkerRegistration> {
  const registration = await container.register(`${basePath}sw.js`, { scope: basePath });
  let offered = false;
  // a worker that installs while a page is controlled is a new version; the first install is not
  const offer = (worker: UpdatableWorker) => {
    if (offered || !container.controller) return;
    offered = true;
    onUpdate(() => {
      container.addEventListener('controllerchange', () => reload(), { once: true });
      // the Workbox service worker activates when told to skip waiting
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  return registration;
}
