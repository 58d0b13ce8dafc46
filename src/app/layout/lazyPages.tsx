import { lazy } from 'react';

/** The result pages, loaded when first shown so they stay out of the login bundle. */
export const LazyNotFoundPage = lazy(() =>
  import('./StatusPages').then((m) => ({ default: m.NotFoundPage })),
);
