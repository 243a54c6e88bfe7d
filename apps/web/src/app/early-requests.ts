import { firstListRequest } from '../features/tickets/api/list-request';
import { readTokenClaims } from '../features/session-debug/token-claims';
import { buildHeaders, buildUrl, type QueryValue } from '../lib/api-request';
import { mayRequestEarly, sendEarly } from '../lib/early-responses';
import { getAccessToken } from '../lib/token-storage';

type PlannedRequest = { path: string; query?: Record<string, QueryValue> };

/**
 * docs/performance.md#early-requests: the GETs the first screen of this address waits for, as the
 * app will make them: the session check and, on /tickets, the list's first page for this role.
 */
export function earlyRequestsFor(
  location: { pathname: string; search: string },
  role: string | undefined,
): PlannedRequest[] {
  const planned: PlannedRequest[] = [{ path: '/auth/me' }];
  if (location.pathname === '/tickets') planned.push(firstListRequest(location.search, role));
  return planned;
}

/**
 * Sends them with the stored access token, as the API client would. Nothing without a token, with
 * one that has expired (the app renews the session first and asks itself), or when the app's code
 * ran first and is already calling. Returns how many were sent.
 */
export function startEarlyRequests(
  location: { pathname: string; search: string },
  now: number = Date.now(),
): number {
  const token = getAccessToken();
  if (!token || !mayRequestEarly()) return 0;
  const claims = readTokenClaims(token);
  if (!claims || (claims.exp !== undefined && claims.exp * 1000 <= now)) return 0;
  const planned = earlyRequestsFor(location, claims.role);
  for (const { path, query } of planned) {
    sendEarly(buildUrl(path, query), buildHeaders(path, undefined), now);
  }
  return planned.length;
}
