/**
 * Renders the whole console for a story that needs the shell (login, identity, menu, tabs,
 * header): a fresh seeded mock, a store logged in through the real calls (testSession.ts), a
 * memory router over the real route table, the real providers. A page's own behaviour is a page
 * test instead (renderPage.tsx).
 */
import './polyfillMessageChannel';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { MockApp } from '../../mock/app';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/AppRoutes';
import type { AppStore } from '@/app/store';
import { startTestSession, type TestSessionOptions } from './testSession';

export interface RenderAppOptions extends TestSessionOptions {
  /** The path to open, e.g. '/taskManagement'. */
  route: string;
}

export interface RenderedApp extends RenderResult {
  store: AppStore;
  mock: MockApp;
  /** The router's current path and query, e.g. '/taskManagement/detail/3?tab=fill'. */
  currentPath(): string;
}

/** Reports the router's location to the test. */
function LocationProbe({ onChange }: { onChange: (path: string) => void }) {
  const { pathname, search } = useLocation();
  onChange(`${pathname}${search}`);
  return null;
}

/** Renders `routes` under the real providers and a memory router at `route`. */
export async function renderRoutes(
  routes: React.ReactNode,
  options: RenderAppOptions,
): Promise<RenderedApp> {
  const { store, mock } = await startTestSession(options);
  let path = options.route;
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[options.route]}>
        <LocationProbe onChange={(next) => (path = next)} />
        {routes}
      </MemoryRouter>
    </AppProviders>,
  );
  // Lets the updates the first render starts in promises of their own land inside act: antd's
  // menu (@rc-component/menu's useKeyRecords) forces one after mount, which printed about 110 of
  // the run's act warnings.
  // eslint-disable-next-line testing-library/no-unnecessary-act -- empty on purpose: it flushes what the render queued
  await act(async () => {});
  return { ...view, store, mock, currentPath: () => path };
}

export function renderApp(options: RenderAppOptions): Promise<RenderedApp> {
  return renderRoutes(<AppRoutes />, options);
}
