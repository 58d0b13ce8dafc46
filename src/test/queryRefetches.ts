/**
 * Store-level checks of cache tags: a store logged in over a fresh mock, queries subscribed as
 * pages hold them, and which of them a mutation made refetch.
 */
import type { AppStore } from '@/app/store';
import { baseApi } from '@/shared/request/baseApi';
import type { Identity } from '@/shared/session/types';
import { startTestSession } from './testSession';

/** A store logged in as a QA account (the identity `pick` chooses, else the first), over a fresh mock. */
export const loggedInStore = (account: string, pick?: (identity: Identity) => boolean) =>
  startTestSession({ account, identity: pick });

/** What dispatching a query's `initiate` gives back: a subscription to one cache entry. */
interface Subscription {
  queryCacheKey: string;
  unwrap(): Promise<unknown>;
}

/** The request that filled a cache entry last: a refetch gives it a new one. */
function lastRequest(store: AppStore, key: string): string | undefined {
  return store.getState().api?.queries[key]?.requestId;
}

/** Waits until no query is on its way, refetches started by an invalidation included. */
async function settle(store: AppStore): Promise<void> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    if (running.length === 0) return;
    await Promise.all(running);
  }
}

/**
 * Holds the given subscriptions (each loaded once) and tells, after `act`, the names of those
 * whose cache entry was fetched again, in the order given.
 */
export async function refetchedBy<K extends string>(
  store: AppStore,
  queries: Record<K, Subscription>,
  act: () => Promise<unknown>,
): Promise<K[]> {
  const names = Object.keys(queries) as K[];
  await Promise.all(names.map((name) => queries[name].unwrap()));
  await settle(store);
  const before = new Map(
    names.map((name) => [name, lastRequest(store, queries[name].queryCacheKey)]),
  );
  await act();
  await settle(store);
  return names.filter(
    (name) => lastRequest(store, queries[name].queryCacheKey) !== before.get(name),
  );
}
