import { lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { leavePage } from '@/shared/request/pageRequests';
import { buildRoutes } from './routes';
import { isRouteHandle, type RouteHandle } from './routeHandle';

interface LoadedRoute {
  element?: ReactNode;
  Component?: ComponentType | null;
}

/**
 * Route objects name their pages with `lazy` loaders, as react-router's data routers take them.
 * The console renders them with `useRoutes`, whose bundle is half the data router's, so each
 * loader becomes a React.lazy element here, once.
 */
function withLazyElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, children, ...rest } = route;
    const next = { ...rest } as RouteObject;
    if (typeof load === 'function') {
      const Page = lazy(async () => {
        const loaded = (await load()) as LoadedRoute;
        const element = loaded.element ?? (loaded.Component ? <loaded.Component /> : null);
        return { default: () => element };
      });
      next.element = <Page />;
    }
    if (children) next.children = withLazyElements(children);
    return next;
  });
}

const appRoutes = withLazyElements(buildRoutes());

/** The whole console under one router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  const { pathname } = useLocation();
  // The cleanup runs when the path changes, before the next page's effects send anything.
  useLayoutEffect(() => leavePage, [pathname]);
  return <Suspense fallback={null}>{useRoutes(appRoutes)}</Suspense>;
}

/** The `handle`s of the routes matching the current location, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  const location = useLocation();
  return (matchRoutes(appRoutes, location) ?? [])
    .map((match) => match.route.handle)
    .filter(isRouteHandle);
}
