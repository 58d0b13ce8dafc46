import {
  lazy,
  Suspense,
  useLayoutEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { preloadTransport } from '@/shared/request/client';
import { leavePage } from '@/shared/request/pageRequests';
import { isRouteHandle, type RouteHandle } from '@/shared/routing/routeHandle';
import { useDocumentTitle } from './documentTitle';
import { buildLoginRoutes } from './routes';

interface LoadedRoute {
  element?: ReactNode;
  Component?: ComponentType | null;
}

/**
 * Route objects name their pages with `lazy` loaders, as react-router's data routers take them.
 * The console renders them with `useRoutes`, whose bundle is half the data router's, so each
 * loader becomes a React.lazy element here, once.
 */
export function withLazyElements(routes: RouteObject[]): RouteObject[] {
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

const loginRoutes = withLazyElements(buildLoginRoutes());

/** The whole table, once the shell's routes have loaded; from then on it serves every path. */
let appRoutes: RouteObject[] | undefined;
let appRoutesLoading: Promise<void> | undefined;
const tableListeners = new Set<() => void>();

export function loadAppRoutes(): Promise<void> {
  if (!appRoutesLoading) {
    // Every page but /login calls the platform at once: its transport loads beside its routes.
    preloadTransport();
    appRoutesLoading = import('./shellRoutes').then(({ buildShellRoutes }) => {
      appRoutes = [...loginRoutes, ...withLazyElements(buildShellRoutes())];
      tableListeners.forEach((listener) => listener());
    });
  }
  return appRoutesLoading;
}

/** Stands for every path but /login until the rest of the table has loaded, then gives way to it. */
const AppRoutesLoading = lazy(async () => {
  await loadAppRoutes();
  return { default: () => null };
});

const firstRoutes: RouteObject[] = [...loginRoutes, { path: '*', element: <AppRoutesLoading /> }];

function subscribeToTable(listener: () => void): () => void {
  tableListeners.add(listener);
  return () => tableListeners.delete(listener);
}

/**
 * The route table: /login alone at first; opening any other path loads the rest (areas, menu
 * tree, shell: `shellRoutes.tsx`), so none of it is in the login page's first load.
 */
function useRouteTable(): RouteObject[] {
  return useSyncExternalStore(subscribeToTable, () => appRoutes ?? firstRoutes);
}

/**
 * The `handle`s of the routes matching the current location, outermost first. It sits beside the
 * table it matches: in a module of its own, imported here for the title, it imported this one back.
 */
export function useRouteHandles(): RouteHandle[] {
  const location = useLocation();
  return (matchRoutes(useRouteTable(), location) ?? [])
    .map((match) => match.route.handle)
    .filter(isRouteHandle);
}

function MatchedRoutes() {
  useDocumentTitle(useRouteHandles().at(-1)?.title);
  return useRoutes(useRouteTable());
}

/** The whole console under one router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  const { pathname } = useLocation();
  // The cleanup runs when the path changes, before the next page's effects send anything.
  useLayoutEffect(() => () => leavePage(pathname), [pathname]);
  return (
    <Suspense fallback={null}>
      <MatchedRoutes />
    </Suspense>
  );
}
