import type { WithSlice } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { lazyMiddleware, rootReducer } from '@/shared/store/rootReducer';
import { sessionEnded } from '@/shared/session/sessionSlice';
import type { AxiosRequestConfig } from 'axios';
import { requestData } from './client';
import { isApiError, type ApiErrorKind } from './errors';
import { pageSaved, pageSignal, withEitherSignal } from './pageRequests';
import { TAG_TYPES } from './tags';

/** What a call is, for RTK Query endpoints: axios config plus the per-call `silent` opt-out. */
interface ApiCall {
  url: string;
  method?: 'get' | 'post';
  params?: AxiosRequestConfig['params'];
  data?: unknown;
  silent?: boolean;
  timeout?: number;
  /** The shell's own calls (badges) outlive a page; others are aborted when the user leaves it. */
  keepOnLeave?: boolean;
}

/** A failed call as RTK Query keeps it (plain data, so it stays serialisable). */
export interface ApiFailure {
  kind: ApiErrorKind;
  code?: number;
  msg: string;
}

/** Every endpoint goes through the one signed client; failures are shown there, once. */
const clientBaseQuery: BaseQueryFn<ApiCall, unknown, ApiFailure> = async (
  { keepOnLeave, ...call },
  { signal, type, forced },
) => {
  const send = (either: AbortSignal) =>
    requestData<unknown>({ ...call, method: call.method ?? 'get', signal: either });
  // A refetch (a save's invalidation, a retry) is the data of the pages that show it, not of the
  // page that happened to be current when it started: a save's page navigates away as the refetches
  // it set off leave, and a kept list was left showing its old rows and 网络异常.
  const outlivesPage = keepOnLeave || forced === true;
  try {
    const data = await (outlivesPage ? send(signal) : withEitherSignal(signal, pageSignal(), send));
    // What the page's tab guards as unsaved input is saved now (app/layout/visitedTabs).
    if (type === 'mutation') pageSaved();
    return { data };
  } catch (error) {
    if (isApiError(error)) return { error: { kind: error.kind, code: error.code, msg: error.msg } };
    throw error;
  }
};

/**
 * The one API slice; each area adds its endpoints with `baseApi.injectEndpoints` and
 * `overrideExisting: 'throw'`: without it a name two areas share keeps whichever loaded first.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: clientBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

declare module '@/shared/store/rootReducer' {
  // Declaration merging: RTK's lazy-slice typing wants the interface, members come from WithSlice.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof baseApi> {}
}

// The cache joins the store when the first area loads this module, not on the login page.
rootReducer.inject(baseApi);
lazyMiddleware.addMiddleware(baseApi.middleware);
// Nothing an identity read (its owner organisation, its dictionaries) outlives its session: the
// cache empties when the session ends (logout, transfer, 10001) as it does when an identity is
// entered (useEnterIdentity).
lazyMiddleware.addMiddleware((api) => (next) => (action) => {
  const result = next(action);
  if (sessionEnded.match(action)) api.dispatch(baseApi.util.resetApiState());
  return result;
});
