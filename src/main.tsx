import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, routes } from './app/App';
import { basename } from './app/basename';
import { preloadRoute } from './app/routes';
import { installDefaultPolicy } from './lib/trustedHtml';

installDefaultPolicy();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter basename={basename}>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Built pages arrive prerendered: their page and tool modules load first, then the whole page hydrates
// in one pass. A link with a query carries tool settings the prerendered markup was built without, so
// that page renders afresh (with its modules loaded, in one commit); so does the dev server's empty page.
if (container.hasChildNodes()) {
  void preloadRoute(routes, window.location.pathname, basename)
    .catch(() => undefined)
    .then(() => (window.location.search ? createRoot(container).render(app) : hydrateRoot(container, app)))
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
