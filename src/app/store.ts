import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { configureClient } from '@/shared/request/client';
import { toastError } from '@/shared/feedback/notify';
import {
  identityChosen,
  loggedIn,
  sessionEnded,
  userInfoLoaded,
  type SessionState,
} from '@/shared/session/sessionSlice';
import {
  clearSession,
  clearVisitedTabs,
  writeSessionEndsAt,
  writeToken,
  writeUserDetail,
} from '@/shared/session/storage';
import { lazyMiddleware, rootReducer, type RootState } from '@/shared/store/rootReducer';

/** A fresh store (one per app start, one per test), with the request client wired to it. */
export function makeStore(preloadedSession?: SessionState) {
  const persistence = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedSession ? { session: preloadedSession } : undefined,
    middleware: (getDefault) =>
      getDefault({
        // Development-only checks that walk the whole state on every action: with a few large
        // pages cached they pass RTK's 32 ms warning on a busy 2-core machine, which filled the
        // dev console with warnings on ordinary pages. They still run; they warn past 128 ms.
        immutableCheck: { warnAfter: 128 },
        serializableCheck: { warnAfter: 128 },
      })
        .prepend(persistence.middleware)
        .concat(lazyMiddleware.middleware),
  });

  persistence.startListening({
    matcher: isAnyOf(loggedIn, identityChosen, userInfoLoaded),
    effect: (_action, api) => {
      const { userDetails, token } = (api.getState() as RootState).session;
      if (userDetails) writeUserDetail(userDetails);
      if (token) writeToken(token);
    },
  });
  // userInfoLoaded (a reload) does not answer the end: it stays as login or the identity stored it.
  persistence.startListening({
    matcher: isAnyOf(loggedIn, identityChosen),
    effect: (_action, api) => writeSessionEndsAt((api.getState() as RootState).session.endsAt),
  });
  // The API cache is emptied when the next identity is entered (useEnterIdentity).
  persistence.startListening({ actionCreator: sessionEnded, effect: clearSession });
  // Another identity sees other pages: the visited tabs start again from 工作台.
  persistence.startListening({ actionCreator: identityChosen, effect: clearVisitedTabs });

  configureClient({
    getToken: () => store.getState().session.token,
    onError: toastError,
    onSessionExpired: (msg) => {
      toastError(msg, { outlivesPage: true });
      store.dispatch(sessionEnded());
    },
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
