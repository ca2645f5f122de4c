import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, routes } from './app/App';
import { preloadRoute } from './app/routes';
import { installDefaultPolicy } from './lib/trustedHtml';

installDefaultPolicy();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Built pages arrive prerendered: their page and tool modules load first, then the whole page hydrates
// in one pass. A link with a query carries tool settings the prerendered markup was built without, so
// that page renders afresh (with its modules loaded, in one commit); so does the dev server's empty page.
if (container.hasChildNodes()) {
  void preloadRoute(routes, window.location.pathname)
    .catch(() => undefined)
    .then(() => (window.location.search ? createRoot(container).render(app) : hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}
