import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { safeRedirect } from '@/shared/utils/safeRedirect';
import { selectHasIdentity, selectLeft, selectToken } from './sessionSlice';

/**
 * /login: a logged-in visit goes to / or to its internal `redirect`. Logging in renders this with
 * the new token before the login page's own navigation lands, so the target must survive here.
 */
export function GuestOnly({ children }: { children: React.ReactNode }) {
  const token = useAppSelector(selectToken);
  const [searchParams] = useSearchParams();
  return token ? <Navigate to={safeRedirect(searchParams.get('redirect'))} replace /> : children;
}

/** `?redirect=` for a target other than home, or nothing. */
const redirectQuery = (target: string) =>
  target === '/' ? '' : `?redirect=${encodeURIComponent(target)}`;

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
  const target = `${location.pathname}${location.search}`;
  if (!token) return <Navigate to={`/login${left ? '' : redirectQuery(target)}`} replace />;
  if (!hasIdentity) return <Navigate to={`/loginChoose${redirectQuery(target)}`} replace />;
  return <Outlet />;
}
