import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { preloadable } from '@/lib/preloadable';
import { HomePage, homePreload } from '@/pages/HomePage';
import { registry } from '@/registry';
import type { GroupId } from '@/registry/groups';
import { SiteLayout } from '@/shell/SiteLayout';
import { sitePages, type SitePagePath } from '@/sitePages';
import { AliasRedirect } from './AliasRedirect';
import { ErrorBoundary } from './ErrorBoundary';

/** What a route needs loaded before the prerendered page hydrates (see start.tsx). */
export interface RouteHandle {
  preload?: () => Promise<unknown>;
}

const fallback = <div style={{ minHeight: '60vh' }} />;

/** Pages off the main path load on demand so the entry chunk stays small. */
function page(load: () => Promise<ComponentType>) {
  const Component = preloadable(async () => ({ default: await load() }));
  function LazyPage(): ReactNode {
    return (
      <ErrorBoundary>
        <Suspense fallback={fallback}>
          <Component />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return { element: <LazyPage />, handle: { preload: Component.preload } satisfies RouteHandle };
}

/** Each site page's component, loaded on demand: one for every path of the table, or this does not compile. */
const sitePageComponents: Record<SitePagePath, () => Promise<ComponentType>> = {
  '/about': async () => (await import('@/pages/AboutPage')).AboutPage,
  '/privacy': async () => (await import('@/pages/PrivacyPage')).PrivacyPage,
  '/terms': async () => (await import('@/pages/TermsPage')).TermsPage,
  '/contact': async () => (await import('@/pages/ContactPage')).ContactPage,
  '/faq': async () => (await import('@/pages/FaqPage')).FaqPage,
  '/sitemap': async () => (await import('@/pages/SitemapPage')).SitemapPage,
};

// a tool page's frame (star, share, kept input) loads with the tool, not on the home page
const ToolFrameLazy = preloadable(async () => ({ default: (await import('./ToolFrame')).ToolFrame }));

const GroupPageLazy = preloadable(async () => ({ default: (await import('@/pages/GroupPage')).GroupPage }));
function GroupPage({ groupId }: { groupId: GroupId }) {
  return (
    <Suspense fallback={fallback}>
      <GroupPageLazy groupId={groupId} />
    </Suspense>
  );
}

/** The route table, generated from the registry. */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = [
    { index: true, element: <HomePage />, handle: { preload: homePreload } satisfies RouteHandle },
    ...registry.groups.map((g) => ({
      path: g.path,
      element: <GroupPage key={g.id} groupId={g.id} />,
      handle: { preload: GroupPageLazy.preload } satisfies RouteHandle,
    })),
    ...registry.tools.map((t) => ({
      path: t.manifest.path,
      element: (
        <Suspense fallback={fallback}>
          <ToolFrameLazy key={t.manifest.id} tool={t} />
        </Suspense>
      ),
      handle: { preload: () => Promise.all([ToolFrameLazy.preload(), t.Component.preload?.()]) } satisfies RouteHandle,
    })),
    ...[...registry.aliases, ...registry.prefixRedirects].map(([from, to]) => ({
      path: from,
      element: <AliasRedirect to={to} />,
    })),
    ...sitePages.map((p) => ({ path: p.path, ...page(sitePageComponents[p.path]) })),
    { path: '*', ...page(async () => (await import('@/pages/NotFound')).NotFound) },
  ];
  return [{ path: '/', element: <SiteLayout />, children }];
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'preload' in handle;
}

/** Loads the modules the page at `pathname` renders, so it can hydrate in one pass. */
export function preloadRoute(routes: RouteObject[], pathname: string, basename = '/'): Promise<unknown> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  return Promise.all(matches.map(({ route }) => (isRouteHandle(route.handle) ? route.handle.preload?.() : undefined)));
}
