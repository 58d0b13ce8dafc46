/**
 * A store logged in the way a user logs in: a mock plugged into the console's one axios
 * instance (its signer and interceptors included), then the real login and identity calls.
 * renderApp, renderPage and the store-level checks all start here.
 */
import { createMockApp, type MockApp } from '../../mock/app';
import { createMockAdapter } from '../../mock/axiosAdapter';
import { qaPassword } from '../../mock/testing';
import { makeStore, type AppStore } from '@/app/store';
import { http } from '@/shared/request/http';
import { chooseIdentity, logIn } from '@/shared/session/sessionApi';
import { identityChosen, loggedIn } from '@/shared/session/sessionSlice';
import type { Identity } from '@/shared/session/types';

export interface TestSessionOptions {
  /** A QA account (mock README); none leaves the store logged out. */
  account?: string;
  /** Picks the identity to enter; the first one otherwise. */
  identity?: (identity: Identity) => boolean;
  /** Button codes taken away from the identity, to see what an identity without them sees. */
  withoutCodes?: string[];
  /** An existing mock, to keep its state; a fresh seeded one otherwise. */
  mock?: MockApp;
}

/** Plugs a mock into the console's one axios instance; answers the mock. */
export function plugMockBackend(mock: MockApp = createMockApp()): MockApp {
  http.defaults.adapter = createMockAdapter(mock);
  return mock;
}

export async function startTestSession(
  options: TestSessionOptions = {},
): Promise<{ store: AppStore; mock: MockApp }> {
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
  return { store, mock };
}
