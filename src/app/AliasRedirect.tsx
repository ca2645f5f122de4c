import { Navigate, useLocation } from 'react-router-dom';

/** Redirects (replace) an alias to the canonical path, keeping the query and hash. */
export function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
