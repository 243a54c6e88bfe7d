import { useLocation } from 'react-router';
import { useAuth } from '../features/auth/hooks/use-auth';
import { titleForPath } from './page-titles';

/** The Spanish title of the current route for the signed-in user's role. */
export function useRouteTitle(): string {
  const { pathname } = useLocation();
  const { user } = useAuth();
  return titleForPath(pathname, user?.role);
}
