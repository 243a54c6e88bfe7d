import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../features/auth/components/auth-provider';

/** The root of every route: the session lives here, inside the router, so it can navigate. */
export function RootRoute() {
  return (
    <AuthProvider>
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
