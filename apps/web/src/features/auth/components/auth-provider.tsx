import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authMessages, pageMessages, type AuthResponse, type User } from '@atiende/contracts';
import { UNAUTHORIZED_EVENT, setRequestUserId } from '../../../lib/api-client';
import { isApiError, messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { clearAccessToken, getAccessToken, setAccessToken } from '../../../lib/token-storage';
import { whenIdle } from '../../../lib/when-idle';
import { InvalidUserResponseError, getCurrentUser } from '../api/get-current-user';
import { loadAuthValidation } from '../api/load-auth-validation';
import { logout as requestLogout } from '../api/logout';
import { runBeforeLogout } from '../../../lib/before-logout';
import { restoreSession } from '../api/refresh-session';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../hooks/use-auth';

interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** The user signed out on purpose: the next /login must not send them back where they were. */
  hasSignedOut: boolean;
}

const SESSION_EXPIRED_TOAST_ID = 'session-expired';

interface PageLoadCheck {
  /** With a token: GET /auth/me. */
  user?: Promise<User>;
  /** Without one: the refresh cookie's silent try. */
  session?: Promise<AuthResponse | null>;
}

/**
 * The page load's session check starts as soon as this module runs (the first bundle), not when the
 * provider mounts: the provider sits inside the router, which first downloads the opened page's
 * lazy chunks, and /tickets' data waited for both one after the other
 * (docs/conventions.md#quality-bars-and-budgets, Lighthouse on a slow phone). The first provider to
 * mount takes it; any later one checks anew.
 */
let pageLoadCheck: PageLoadCheck | null = startPageLoadCheck();

function startPageLoadCheck(): PageLoadCheck | null {
  if (typeof window === 'undefined') return null;
  if (!getAccessToken()) return { session: restoreSession() };
  const user = getCurrentUser();
  user.catch(() => undefined); // handled by the provider that takes it
  return { user };
}

function takePageLoadCheck(): PageLoadCheck | null {
  const check = pageLoadCheck;
  pageLoadCheck = null;
  return check;
}

/**
 * Drops every cached answer of the previous user. The query client lives in the signed-in part
 * of the app (not on /login's first load), so it is reached lazily; if it never loaded there is
 * nothing to clear.
 */
function clearServerState(): void {
  void import('../../../lib/query-client').then(({ queryClient }) => queryClient.clear());
}

/**
 * docs/product/auth.md#states session: no token means logged out; on start and on window focus, a
 * token without a user fetches the current user; a 401 that cannot be renewed ends the session with
 * the expired-session message and goes to /login. A page opened without a token first tries the
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
      } else if (
        isApiError(error) &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 429
      ) {
        // e.g. 403 ACCOUNT_DISABLED: the server's own message says what happened.
        notify.error(error.message);
        endSession(false);
      } else {
        // Server unreachable or still rate limiting (docs/operations.md#rate-limits): keep the
        // token; the next window focus tries again.
        notify.error(messageOf(error, pageMessages.requestErrors.networkError));
        applyUser(null);
      }
    },
    [applyUser, endSession],
  );

  // The screen a session check opens (the layout and the page, at once) is drawn in a transition:
  // React draws it in slices of a few milliseconds instead of one long task that blocks the page
  // (docs/performance.md, 2026-11-26 third pass).
  const startSession = useCallback(
    (user: User | null) => startTransition(() => applyUser(user)),
    [applyUser],
  );

  const loadCurrentUser = useCallback(
    (pending?: Promise<User>) => {
      if (isLoadingUserRef.current) return;
      isLoadingUserRef.current = true;
      void (pending ?? getCurrentUser()).then(startSession, handleUserFetchError).finally(() => {
        isLoadingUserRef.current = false;
      });
    },
    [startSession, handleUserFetchError],
  );

  // Session start: the check the page load began (see pageLoadCheck), or a new one. Without a
  // token, nothing on the way to the first paint needs the validation chunk (zod; the refresh
  // answer is checked by the api client's own schemas), so it is preloaded once the page has
  // rendered and the browser is idle: it never delays /login's first paint, and a submit
  // still finds it loaded. (getCurrentUser fetches it alongside /auth/me.)
  useEffect(() => {
    let isCancelled = false;
    let cancelPreload = () => {};
    const early = takePageLoadCheck();
    if (getAccessToken()) {
      loadCurrentUser(early?.user);
    } else {
      void (early?.session ?? restoreSession()).then((session) => {
        if (isCancelled) return;
        startSession(session?.user ?? null);
        cancelPreload = whenIdle(() => void loadAuthValidation().catch(() => undefined));
      });
    }
    return () => {
      isCancelled = true;
      cancelPreload();
    };
  }, [startSession, loadCurrentUser]);

  // docs/product/auth.md#states: on window focus with a token and no user, fetch the user.
  useEffect(() => {
    const onFocus = () => {
      if (getAccessToken() && !userRef.current) loadCurrentUser();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [loadCurrentUser]);

  // docs/product/auth.md#states: the 401 event ends the session and goes to /login.
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
    await runBeforeLogout();
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
