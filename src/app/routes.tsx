import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { registry } from '../registry';
import type { GroupId } from '../registry/types';
import { Layout } from '../shell/Layout';
import { ToolFrame } from './ToolFrame';
import { AliasRedirect } from './AliasRedirect';
import { Home } from '../pages/Home';
import { ErrorBoundary } from './ErrorBoundary';

/** Pages off the main path load on demand so the entry chunk stays small. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Component: ComponentType = lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
  return function LazyPage(): ReactNode {
    return (
      <ErrorBoundary>
        <Suspense fallback={<div style={{ minHeight: '60vh' }} />}>
          <Component />
        </Suspense>
      </ErrorBoundary>
    );
  };
}

const GroupPageLazy = lazy(() => import('../pages/GroupPage').then((m) => ({ default: m.GroupPage })));
function GroupPage({ groupId }: { groupId: GroupId }) {
  return (
    <Suspense fallback={<div style={{ minHeight: '60vh' }} />}>
      <GroupPageLazy groupId={groupId} />
    </Suspense>
  );
}
const SitemapPage = page(() => import('../pages/SitemapPage'), 'SitemapPage');
const NotFound = page(() => import('../pages/NotFound'), 'NotFound');
const About = page(() => import('../pages/About'), 'About');
const Privacy = page(() => import('../pages/Privacy'), 'Privacy');
const Terms = page(() => import('../pages/Terms'), 'Terms');
const Contact = page(() => import('../pages/Contact'), 'Contact');
const Faq = page(() => import('../pages/Faq'), 'Faq');

/** The route table, generated from the registry. */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = [
    { index: true, element: <Home /> },
    ...registry.groups.map((g) => ({ path: g.path, element: <GroupPage key={g.id} groupId={g.id} /> })),
    ...registry.tools.map((t) => ({ path: t.manifest.path, element: <ToolFrame key={t.manifest.id} tool={t} /> })),
    ...[...registry.aliases].map(([alias, to]) => ({ path: alias, element: <AliasRedirect to={to} /> })),
    { path: '/sitemap', element: <SitemapPage /> },
    { path: '/about', element: <About /> },
    { path: '/privacy', element: <Privacy /> },
    { path: '/terms', element: <Terms /> },
    { path: '/contact', element: <Contact /> },
    { path: '/faq', element: <Faq /> },
    { path: '*', element: <NotFound /> },
  ];
  return [{ path: '/', element: <Layout />, children }];
}
