import { REQUEST_HEADERS } from '@atiende/contracts';
import { env } from '../config/env';
import { getSessionId } from './session-id';
import { getAccessToken } from './token-storage';

/**
 * The address and headers of an API call (docs/conventions.md#api), apart from lib/api-client.ts
 * so that the early requests' script (docs/performance.md#early-requests) builds them with the
 * same code and none of the client's weight.
 */

/** docs/conventions.md#api: calls that never carry the Bearer token. */
export const PUBLIC_PATHS: readonly string[] = [
  '/auth/login',
  '/auth/register',
  '/auth/refresh',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/departments/public',
  '/products/public',
  '/tickets/public',
  '/config/public',
  '/reports/unsubscribe',
  '/email/webhook',
];

const ANONYMOUS_USER_ID = 'anonymous';

export type QueryValue = string | number | boolean | null | undefined;

let requestUserId: string | null = null;

/** The X-User-Id value: the signed-in user's id, or "anonymous" (docs/conventions.md#api). */
export function requestUserIdHeader(): string {
  return requestUserId ?? ANONYMOUS_USER_ID;
}

export function setRequestUserId(userId: string | null): void {
  requestUserId = userId;
}

export function isPublicPath(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return PUBLIC_PATHS.includes(pathname);
}

export function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const url = `${env.apiBaseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

export function buildHeaders(path: string, body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  headers.set(REQUEST_HEADERS.sessionId, getSessionId(requestUserId));
  headers.set(REQUEST_HEADERS.requestId, crypto.randomUUID());
  headers.set(REQUEST_HEADERS.userId, requestUserId ?? ANONYMOUS_USER_ID);
  headers.set(REQUEST_HEADERS.clientTimestamp, new Date().toISOString());
  if (!isPublicPath(path)) {
    const token = getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  return headers;
}
