import { combineSlices, createDynamicMiddleware } from '@reduxjs/toolkit';
import sessionSlice from '@/shared/session/sessionSlice';

/** Slices that inject themselves when their code loads (the API cache), so the login page stays small. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware added by lazily loaded code (RTK Query's), applied to every store. */
export const lazyMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;
