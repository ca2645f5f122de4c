import { useEffect } from 'react';
import { useRoutes } from 'react-router-dom';
import { Providers } from './Providers';
import { buildRoutes } from './routes';

export const routes = buildRoutes();

function AppRoutes() {
  return useRoutes(routes);
}

/** The whole site inside whichever router the caller gives: BrowserRouter in the browser, StaticRouter at build. */
export function App() {
  // tells tests and tools that the page is live: React owns the prerendered markup from here on
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Providers>
      <AppRoutes />
    </Providers>
  );
}
