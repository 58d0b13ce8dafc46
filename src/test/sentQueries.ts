import type { MockApp } from '../../mock/app';

/**
 * The query of every call to a path ending in `pathEnd` that the console sends to `mock` from
 * now on, in order: what a list or a lookup asked for, as the mock received it.
 */
export function sentQueries(mock: MockApp, pathEnd: string): Record<string, string>[] {
  const sent: Record<string, string>[] = [];
  const handle = mock.handle.bind(mock);
  mock.handle = (req) => {
    if (req.path.endsWith(pathEnd)) sent.push({ ...req.query });
    return handle(req);
  };
  return sent;
}
