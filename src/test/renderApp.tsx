/**
 * Renders the real app for a user-story test: a fresh seeded mock behind the real axios
 * instance (its signer and interceptors included), a fresh store logged in as a QA account
 * through the real login calls, a memory router over the real route table, the real providers.
 */
import './polyfillMessageChannel';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createMockApp, type MockApp } from '../../mock/app';
import { createMockAdapter } from '../../mock/axiosAdapter';
import { qaPassword } from '../../mock/testing';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/AppRoutes';
import { makeStore, type AppStore } from '@/app/store';
import { http } from '@/shared/request/http';
import { chooseIdentity, logIn } from '@/shared/session/sessionApi';
import { identityChosen, loggedIn } from '@/shared/session/sessionSlice';
import type { Identity } from '@/shared/session/types';

export interface RenderAppOptions {
  /** The path to open, e.g. '/taskManagement'. */
  route: string;
  /** A QA account (mock README); none renders logged out. */
  account?: string;
  /** Picks the identity to enter; the first one otherwise. */
  identity?: (identity: Identity) => boolean;
  /** Button codes taken away from the identity, to see what an identity without them sees. */
  withoutCodes?: string[];
  /** An existing mock, to keep its state across renders; a fresh seeded one otherwise. */
  mock?: MockApp;
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

/** Plugs a mock into the console's one axios instance; answers the mock. */
export function plugMockBackend(mock: MockApp = createMockApp()): MockApp {
  http.defaults.adapter = createMockAdapter(mock);
  return mock;
}

export async function renderApp(options: RenderAppOptions): Promise<RenderedApp> {
  const mock = plugMockBackend(options.mock);
  const store = makeStore();
  if (options.account) {
    const user = await logIn({ account: options.account, password: qaPassword(options.account) });
    store.dispatch(loggedIn(user));
    const identity = user.identities.find(options.identity ?? (() => true)) ?? user.identities[0];
    const session = await chooseIdentity(identity.id);
    const taken = new Set(options.withoutCodes ?? []);
    store.dispatch(
      identityChosen({
        ...session,
        btnCodeList: session.btnCodeList.filter((code) => !taken.has(code)),
      }),
    );
  }
  let path = options.route;
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[options.route]}>
        <LocationProbe onChange={(next) => (path = next)} />
        <AppRoutes />
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
