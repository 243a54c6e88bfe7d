import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authMessages, pageMessages, type AuthResponse, type User } from '@atiende/contracts';
import { UNAUTHORIZED_EVENT, setRequestUserId } from '../../../lib/api-client';
import { isApiError, messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { clearAccessToken, getAccessToken, setAccessToken } from '../../../lib/token-storage';
import { InvalidUserResponseError, getCurrentUser } from '../api/get-current-user';
import { loadAuthValidation } from '../api/load-auth-validation';
import { logout as requestLogout } from '../api/logout';
import { restoreSession } from '../api/refresh-session';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../hooks/use-auth';

interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** The user signed out on purpose: the next /login must not send them back where they were. */
  hasSignedOut: boolean;
}

const SESSION_EXPIRED_TOAST_ID = 'session-expired';

/**
 * Drops every cached answer of the previous user. The query client lives in the signed-in part
 * of the app (not on /login's first load), so it is reached lazily; if it never loaded there is
 * nothing to clear.
 */
function clearServerState(): void {
  void import('../../../lib/query-client').then(({ queryClient }) => queryClient.clear());
}

/**
 * spec §4 session: no token means logged out; on start and on window focus, a token without a
 * user fetches the current user; a 401 that cannot be renewed ends the session with the
 * expired-session message and goes to /login. A page opened without a token first tries the
 * refresh cookie silently, so a signed-in user never sees the login page flash.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const [state, setState] = useState<AuthState>({
    status: 'checking',
    user: null,
    hasSignedOut: false,
  });
  const userRef = useRef<User | null>(null);
  const isLoadingUserRef = useRef(false);
  const locationRef = useRef(location);

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  const applyUser = useCallback((user: User | null, hasSignedOut = false) => {
    userRef.current = user;
    setRequestUserId(user?.id ?? null);
    setState({ status: user ? 'authenticated' : 'anonymous', user, hasSignedOut });
  }, []);

  const endSession = useCallback(
    (hasSignedOut: boolean) => {
      clearAccessToken();
      clearServerState();
      applyUser(null, hasSignedOut);
    },
    [applyUser],
  );

  const handleUserFetchError = useCallback(
    (error: unknown) => {
      if (error instanceof InvalidUserResponseError) {
        notify.error(authMessages.invalidUserResponse);
        endSession(false);
      } else if (isApiError(error) && error.status === 401) {
        notify.error(authMessages.userFetchRejected);
        endSession(false);
      } else if (isApiError(error) && error.status >= 400 && error.status < 500) {
        // e.g. 403 ACCOUNT_DISABLED: the server's own message says what happened.
        notify.error(error.message);
        endSession(false);
      } else {
        // Server unreachable: keep the token; the next window focus tries again.
        notify.error(messageOf(error, pageMessages.requestErrors.networkError));
        applyUser(null);
      }
    },
    [applyUser, endSession],
  );

  const loadCurrentUser = useCallback(() => {
    if (isLoadingUserRef.current) return;
    isLoadingUserRef.current = true;
    void getCurrentUser()
      .then((user) => applyUser(user), handleUserFetchError)
      .finally(() => {
        isLoadingUserRef.current = false;
      });
  }, [applyUser, handleUserFetchError]);

  // Session start. The validation chunk (zod) is fetched now, in parallel, so no form
  // submit or session check waits for it later.
  useEffect(() => {
    let isCancelled = false;
    void loadAuthValidation().catch(() => undefined);
    if (getAccessToken()) {
      loadCurrentUser();
    } else {
      void restoreSession().then((session) => {
        if (!isCancelled) applyUser(session?.user ?? null);
      });
    }
    return () => {
      isCancelled = true;
    };
  }, [applyUser, loadCurrentUser]);

  // spec §4: on window focus with a token and no user, fetch the user.
  useEffect(() => {
    const onFocus = () => {
      if (getAccessToken() && !userRef.current) loadCurrentUser();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [loadCurrentUser]);

  // spec §4: the 401 event ends the session and goes to /login.
  useEffect(() => {
    const onUnauthorized = () => {
      if (!userRef.current && !getAccessToken()) return;
      endSession(false);
      notify.error(authMessages.sessionExpired, { id: SESSION_EXPIRED_TOAST_ID });
      void navigate('/login', { replace: true, state: { from: locationRef.current } });
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [endSession, navigate]);

  const signIn = useCallback(
    (session: AuthResponse) => {
      setAccessToken(session.accessToken);
      applyUser(session.user);
    },
    [applyUser],
  );

  const updateUser = useCallback((user: User) => applyUser(user), [applyUser]);

  const logout = useCallback(async () => {
    setIsLoggingOut(true);
    try {
      await requestLogout();
    } catch {
      // The server session may already be gone; the local one ends either way.
    }
    setIsLoggingOut(false);
    endSession(true);
    notify.success(authMessages.logoutSuccess);
    void navigate('/login', { replace: true });
  }, [endSession, navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      user: state.user,
      hasSignedOut: state.hasSignedOut,
      signIn,
      updateUser,
      logout,
      isLoggingOut,
    }),
    [state, signIn, updateUser, logout, isLoggingOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
