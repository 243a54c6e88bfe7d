import {
  REQUEST_TIMEOUT_MS,
  pageMessages,
  type AuthResponse,
  type ErrorEnvelope,
} from '@atiende/contracts';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { loadSchemas } from './load-schemas';
import { notify } from './notify';
import {
  buildHeaders,
  buildUrl,
  isPublicPath,
  setRequestUserId,
  type QueryValue,
} from './api-request';
import { takeEarlyResponse } from './early-responses';
import { setAccessToken } from './token-storage';

export {
  PUBLIC_PATHS,
  buildHeaders,
  buildUrl,
  isPublicPath,
  requestUserIdHeader,
  setRequestUserId,
} from './api-request';

/**
 * Raised on window when a call got a 401 and the session could not be renewed
 * (docs/product/auth.md#states).
 */
export const UNAUTHORIZED_EVENT = 'atiende:unauthorized';

const REFRESH_PATH = '/auth/refresh';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** JSON-serialised, except FormData which is sent as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Cancels the call (TanStack Query passes one). */
  signal?: AbortSignal;
  /** On a 401, renew the session once and retry. Default: every non-public path. */
  retryOnUnauthorized?: boolean;
  /** When the session cannot be renewed, raise UNAUTHORIZED_EVENT. Default: true. */
  notifyUnauthorized?: boolean;
  timeoutMs?: number;
}

/**
 * A call the server failed (5xx): the app reports it to the audit log as API_ERROR
 * (docs/product/audit-and-monitoring.md#error-reports).
 */
export interface ServerErrorReport {
  path: string;
  method: HttpMethod;
  status: number;
  code: string;
  message: string;
  details: unknown;
}

let serverErrorListener: ((report: ServerErrorReport) => void) | null = null;

/** Set once by the app; the audit reporter itself is never reported (no loop). */
export function setServerErrorListener(listener: ((report: ServerErrorReport) => void) | null) {
  serverErrorListener = listener;
}

const AUDIT_REPORT_PATH = '/audit-logs';

/** Also used by lib/api-stream.ts, whose failures are reported the same way. */
export function notifyServerError(path: string, method: HttpMethod, error: ApiError): void {
  if (error.status < 500 || path.startsWith(AUDIT_REPORT_PATH)) return;
  try {
    serverErrorListener?.({
      path: path.split('?')[0] ?? path,
      method,
      status: error.status,
      code: error.code,
      message: error.message,
      details: error.details,
    });
  } catch {
    // Reporting must never change what the caller sees.
  }
}

let refreshInFlight: Promise<Renewal> | null = null;

/** A response body as JSON, or undefined when empty or unreadable. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * docs/conventions.md#api failure envelope, checked by hand: this module is on /login's first load.
 */
export function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const { success, message, error } = body as Record<string, unknown>;
  return (
    success === false &&
    typeof message === 'string' &&
    typeof error === 'object' &&
    error !== null &&
    typeof (error as Record<string, unknown>).code === 'string'
  );
}

/** `Retry-After` in whole seconds (the server sends seconds, never a date), or null. */
function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return response.headers.has('retry-after') && Number.isFinite(seconds) && seconds >= 0
    ? Math.ceil(seconds)
    : null;
}

/** Turns a read response into data or an ApiError (docs/conventions.md#api envelopes). */
export function unwrap(response: Response, text: string): unknown {
  const body = parseJson(text);
  if (!response.ok) {
    if (isErrorEnvelope(body)) {
      throw new ApiError(
        response.status,
        body.error.code,
        body.message,
        body.error.details,
        retryAfterOf(response),
      );
    }
    throw new ApiError(
      response.status,
      CLIENT_ERROR_CODES.invalidResponse,
      response.status >= 500
        ? pageMessages.requestErrors.serverError
        : pageMessages.requestErrors.unexpectedResponse,
    );
  }
  if (response.status === 204 || text === '') return undefined;
  if (body === undefined) {
    throw new ApiError(
      response.status,
      CLIENT_ERROR_CODES.invalidResponse,
      pageMessages.requestErrors.unexpectedResponse,
    );
  }
  // `{ success: true, data }`; a few endpoints (health) answer without the envelope.
  if (typeof body === 'object' && body !== null && 'success' in body && 'data' in body) {
    return body.data;
  }
  return body;
}

/** Rejects with the abort once `signal` aborts (a time-out or the caller cancelling). */
function abortOf(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

/** One HTTP exchange: headers, time-out, envelope. No retry. */
async function send(path: string, options: RequestOptions): Promise<unknown> {
  const { method = 'GET', body, query, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const url = buildUrl(path, query);
    const headers = buildHeaders(path, body);
    const ask = () =>
      globalThis.fetch(url, {
        method,
        headers,
        body:
          body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
        credentials: 'include',
        signal: controller.signal,
      });
    // docs/performance.md#early-requests: the page's HTML may have asked already.
    const early = takeEarlyResponse(method, url, headers.get('Authorization'));
    const response = early
      ? await Promise.race([early.catch(ask), abortOf(controller.signal)])
      : await ask();
    const text = await response.text();
    return unwrap(response, text);
  } catch (error) {
    if (error instanceof ApiError) {
      notifyServerError(path, method, error);
      throw error;
    }
    if (timedOut) {
      throw new ApiError(0, CLIENT_ERROR_CODES.timeout, pageMessages.requestErrors.timeout);
    }
    // The caller cancelled: let TanStack Query see its own abort.
    if (signal?.aborted) throw error;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, pageMessages.requestErrors.networkError);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * docs/operations.md#rate-limits: a 429 that says to come back within a minute is waited out and
 * sent again, at most twice, with a notice saying so; anything longer (a locked sign-in, the public
 * form's hourly limit) reaches the caller at once with the server's message.
 */
export const RATE_LIMIT_RETRIES = 2;
export const RATE_LIMIT_LONGEST_WAIT_SECONDS = 60;
const RATE_LIMIT_TOAST_ID = 'rate-limited';

/** Seconds to wait before sending again after `error`, or null when it must not be retried. */
export function rateLimitWait(error: unknown, retriesSoFar: number): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  if (retriesSoFar >= RATE_LIMIT_RETRIES || error.retryAfterSeconds === null) return null;
  if (error.retryAfterSeconds > RATE_LIMIT_LONGEST_WAIT_SECONDS) return null;
  return Math.max(1, error.retryAfterSeconds);
}

/** Resolves after `ms`, or rejects with the abort when the caller cancels first. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** send(), waiting out a short 429 (see rateLimitWait). */
async function sendPatiently(path: string, options: RequestOptions): Promise<unknown> {
  for (let retries = 0; ; retries += 1) {
    try {
      return await send(path, options);
    } catch (error) {
      const seconds = rateLimitWait(error, retries);
      if (seconds === null) throw error;
      notify.info(pageMessages.requestErrors.rateLimited(seconds), {
        id: RATE_LIMIT_TOAST_ID,
        duration: seconds * 1000,
      });
      await pause(seconds * 1000, options.signal);
    }
  }
}

/**
 * What renewing the session came to: a new session; none (the cookie is missing, expired or
 * revoked); or no answer because the server kept refusing with 429 — the session may well be
 * alive, so that case never signs anyone out (docs/operations.md#rate-limits).
 */
export type Renewal = { session: AuthResponse } | { session: null; rateLimited: ApiError | null };

async function performRefresh(): Promise<Renewal> {
  try {
    const data = await sendPatiently(REFRESH_PATH, { method: 'POST' });
    const { authResponseSchema } = await loadSchemas();
    const parsed = authResponseSchema.safeParse(data);
    if (!parsed.success) return { session: null, rateLimited: null };
    setAccessToken(parsed.data.accessToken);
    setRequestUserId(parsed.data.user.id);
    return { session: parsed.data };
  } catch (error) {
    const rateLimited = error instanceof ApiError && error.status === 429 ? error : null;
    return { session: null, rateLimited };
  }
}

/**
 * POST /auth/refresh with the httpOnly cookie. Concurrent callers share one request
 * (single flight), so ten 401s at once renew the session once. Never throws.
 */
export function renewSession(): Promise<Renewal> {
  refreshInFlight ??= performRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** renewSession() reduced to the new session, or null for any failure. Never throws. */
export async function refreshSession(): Promise<AuthResponse | null> {
  return (await renewSession()).session;
}

export function announceUnauthorized(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

function isUnauthorized(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

/**
 * docs/conventions.md#api: the one way the web app calls the API. Resolves with `data`, rejects
 * with ApiError.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const canRetry = options.retryOnUnauthorized ?? !isPublicPath(path);
  const shouldAnnounce = options.notifyUnauthorized ?? true;
  try {
    return (await sendPatiently(path, options)) as T;
  } catch (error) {
    if (!isUnauthorized(error) || !canRetry) throw error;
    const renewal = await renewSession();
    if (!renewal.session) {
      // Still rate limited after waiting: the caller gets the 429, the session stays.
      if (renewal.rateLimited) throw renewal.rateLimited;
      if (shouldAnnounce) announceUnauthorized();
      throw error;
    }
    try {
      return (await sendPatiently(path, options)) as T;
    } catch (retryError) {
      if (isUnauthorized(retryError) && shouldAnnounce) announceUnauthorized();
      throw retryError;
    }
  }
}

/**
 * A file from the API (the audit CSV): same headers and session renewal as apiRequest, the
 * body as a Blob. Failures reject with ApiError like any other call.
 */
export async function apiDownload(path: string, query?: RequestOptions['query']): Promise<Blob> {
  const fetchOnce = () =>
    globalThis.fetch(buildUrl(path, query), {
      headers: buildHeaders(path, undefined),
      credentials: 'include',
    });
  let response = await fetchOnce();
  if (response.status === 401 && (await refreshSession())) response = await fetchOnce();
  if (!response.ok) unwrap(response, await response.text());
  return response.blob();
}
