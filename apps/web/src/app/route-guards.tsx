import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { landingPathForRole } from '@atiende/contracts';
import { DeferredLoader } from '../components/ui/deferred-loader';
import { useAuth } from '../features/auth/hooks/use-auth';

interface RedirectState {
  from?: Location;
}

function rememberedPath(state: unknown): string | null {
  const from = (state as RedirectState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || from.pathname === '/login') return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * docs/product/app-shell.md: logged out, protected routes go to /login, remembering where the user
 * was going.
 */
export function RequireAuth() {
  const { status, hasSignedOut } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <DeferredLoader />;
  if (status === 'anonymous') {
    return <Navigate to="/login" replace state={hasSignedOut ? undefined : { from: location }} />;
  }
  return <Outlet />;
}

/** docs/product/app-shell.md: / goes to /dashboard when logged in, otherwise /login. */
export function RootRedirect() {
  const { status } = useAuth();
  if (status === 'checking') return <DeferredLoader />;
  return <Navigate to={status === 'authenticated' ? '/dashboard' : '/login'} replace />;
}

/**
 * docs/product/auth.md#screens: a signed-in user on /login lands by role (or returns to the page
 * that sent them to sign in); on /register they go to /.
 */
export function GuestOnly({ redirect }: { redirect: 'landing' | 'home' }) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <DeferredLoader />;
  if (status === 'authenticated' && user) {
    const target =
      redirect === 'landing'
        ? (rememberedPath(location.state) ?? landingPathForRole(user.role))
        : '/';
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
