import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { appShellPath, dismissAppShell } from './app-shell';

/** The root of every route: the session lives here, inside the router, so it can navigate. */
export function RootRoute() {
  const { pathname } = useLocation();
  // The server's first screen belongs to one path; a redirect elsewhere must not leave it on top
  // (app/app-shell.ts). On its own path the page removes it when it draws itself.
  useLayoutEffect(() => {
    const shellPath = appShellPath();
    if (shellPath !== null && shellPath !== pathname) dismissAppShell();
  }, [pathname]);
  return (
    <AuthProvider>
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
