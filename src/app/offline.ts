import { notify } from '@/lib/notify';
import { registerServiceWorker } from './serviceWorker';

/** Makes the site work offline and tells the user when a new version is available (loaded after hydration, off the first render). */
export async function startOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await registerServiceWorker({
    container: navigator.serviceWorker,
    basePath: import.meta.env.BASE_URL,
    onUpdate: (activate) => notify.action('A new version is available', { label: 'Reload', onClick: activate }),
    reload: () => window.location.reload(),
  });
}
