import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectHasIdentity, selectLeft, selectToken } from './sessionSlice';

/** /login: a logged-in visit goes to /. */
export function GuestOnly({ children }: { children: React.ReactNode }) {
  const token = useAppSelector(selectToken);
  return token ? <Navigate to="/" replace /> : children;
}

/** /loginChoose: needs the login token. */
export function RequireToken() {
  const token = useAppSelector(selectToken);
  return token ? <Outlet /> : <Navigate to="/login" replace />;
}

/**
 * The shell: needs a token and a chosen identity; otherwise login, keeping where the user was
 * going unless they left on purpose (the next login may be someone else's).
 */
export function RequireIdentity() {
  const token = useAppSelector(selectToken);
  const left = useAppSelector(selectLeft);
  const hasIdentity = useAppSelector(selectHasIdentity);
  const location = useLocation();
  if (!token) {
    const target = `${location.pathname}${location.search}`;
    const redirect = left || target === '/' ? '' : `?redirect=${encodeURIComponent(target)}`;
    return <Navigate to={`/login${redirect}`} replace />;
  }
  if (!hasIdentity) return <Navigate to="/loginChoose" replace />;
  return <Outlet />;
}
