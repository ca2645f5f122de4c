import { Navigate, useLocation } from 'react-router-dom';
import { withQuery } from '@/registry/types';

/**
 * Redirects (replace) an alias to where it leads, keeping the hash and the query: the visitor's query
 * comes after the settings the alias names (`/convert/json-yaml?x=1` → `/convert/yaml-json?to=yaml&x=1`).
 */
export function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  const [pathname, query = ''] = withQuery(to, search).split(/\?(.*)/s);
  return <Navigate to={{ pathname, search: query ? `?${query}` : '', hash }} replace />;
}
