import { NETWORK_ONLY_PATHS } from '@atiende/contracts';

/** "/api" and everything under it; "/apiary" or "/changelog" (a page) are not network-only. */
export function isNetworkOnlyPath(pathname: string): boolean {
  return NETWORK_ONLY_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** What a fetch event says about its request. */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
}

/**
 * A page load the service worker answers: network first, the offline page when the network
 * fails. Only GET navigations of our own origin, outside the network-only paths.
 */
export function isAppNavigation(request: RequestFacts, origin: string): boolean {
  if (request.method !== 'GET' || request.mode !== 'navigate') return false;
  const url = new URL(request.url);
  return url.origin === origin && !isNetworkOnlyPath(url.pathname);
}

/**
 * Whether an entry of the build's precache list may be stored: our own files only, never a
 * network-only path, whatever the build's glob patterns pick up.
 */
export function isPrecacheable(entryUrl: string, origin: string): boolean {
  const url = new URL(entryUrl, `${origin}/`);
  return url.origin === origin && !isNetworkOnlyPath(url.pathname);
}
