// React first, in a task of its own (see reactStage.ts)
import './reactStage';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, routes } from './app/App';
import { appPathOf, basename } from './app/basename';
import { preloadRoute } from './app/routes';
import { nextTask } from './lib/nextTask';
import { installDefaultPolicy } from './lib/trustedHtml';
import { rememberTypedText } from './lib/typedBeforeHydration';
import { SEO_HEAD_ELEMENTS } from './shell/Seo';

installDefaultPolicy();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter basename={basename}>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Built pages arrive prerendered: their page and tool modules load first, then the whole page hydrates,
// as a transition, so React yields to the browser every few milliseconds instead of holding the main
// thread for the whole page (a tap during hydration is answered as soon as its part is hydrated). A page renders afresh instead (with its modules loaded, in one commit) when its markup
// is not what this location renders: a link with a query carries tool settings the markup was built
// without, and a host that answers every path with one file (a single-page-app host) serves a page
// built for another path; its head tags go first, so the head ends with this page's own. The dev
// server's empty page renders afresh too. The route's modules are asked for in a task after the one
// that evaluated the app's: each of them is a request the browser starts on the main thread.
await nextTask();
if (container.hasChildNodes()) {
  const here = appPathOf(window.location.pathname);
  const fresh = window.location.search !== '' || container.dataset.path !== here;
  void preloadRoute(routes, window.location.pathname, basename)
    .catch(() => undefined)
    .then(() => {
      if (!fresh) {
        // what the visitor typed meanwhile becomes the tools' input as each field hydrates
        rememberTypedText(container);
        return startTransition(() => void hydrateRoot(container, app));
      }
      for (const element of document.head.querySelectorAll(SEO_HEAD_ELEMENTS)) element.remove();
      createRoot(container).render(app);
    })
    .then(whenIdle(startOffline));
} else {
  createRoot(container).render(app);
}

/** Offline support (the service worker) loads once the page is live and idle, off the first render. */
function startOffline() {
  if (!import.meta.env.PROD) return;
  void import('./app/offline').then((m) => m.startOffline()).catch(() => undefined);
}

function whenIdle(run: () => void) {
  return () => void (typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 200));
}
