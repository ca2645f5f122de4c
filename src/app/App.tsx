import { BrowserRouter, useRoutes } from 'react-router-dom';
import { Providers } from './Providers';
import { buildRoutes } from './routes';

const routes = buildRoutes();

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
