import { REQUEST_HEADERS, REQUEST_TIMEOUT_MS, pageMessages } from '@atiende/contracts';
import { env } from '../../../config/env';
import { isErrorEnvelope, parseJson, requestUserIdHeader } from '../../../lib/api-client';
import { ApiError, CLIENT_ERROR_CODES } from '../../../lib/api-error';
import { getSessionId } from '../../../lib/session-id';

/**
 * A multipart POST through XMLHttpRequest, because `fetch` reports no upload progress
 * (docs/product/public-form.md "Subiendo archivos... 45 %"). It sends the headers lib/api-client.ts
 * sends (docs/conventions.md#api) and reads the docs/conventions.md#api envelopes the same way.
 * Public paths only: no Bearer token.
 */

/** A v4 UUID; falls back to getRandomValues where randomUUID is missing (plain-http LAN hosts). */
export function createRandomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * docs/conventions.md#api headers. The public form sends no Bearer token (a public path), but
 * X-User-Id says who is signed in, or "anonymous", as every other call does; the session id is the
 * stored one.
 */
export function buildUploadHeaders(
  idempotencyKey: string,
  now: Date = new Date(),
): Record<string, string> {
  return {
    Accept: 'application/json',
    'Idempotency-Key': idempotencyKey,
    [REQUEST_HEADERS.sessionId]: getSessionId(null),
    [REQUEST_HEADERS.requestId]: createRandomId(),
    [REQUEST_HEADERS.userId]: requestUserIdHeader(),
    [REQUEST_HEADERS.clientTimestamp]: now.toISOString(),
  };
}

/** `{ success: true, data }` → data; `{ success: false, … }` or anything unreadable → ApiError. */
export function readUploadResponse(status: number, text: string): unknown {
  const body = parseJson(text);
  if (status < 200 || status >= 300) {
    if (isErrorEnvelope(body)) {
      throw new ApiError(status, body.error.code, body.message, body.error.details);
    }
    throw new ApiError(
      status,
      CLIENT_ERROR_CODES.invalidResponse,
      status >= 500
        ? pageMessages.requestErrors.serverError
        : pageMessages.requestErrors.unexpectedResponse,
    );
  }
  if (typeof body === 'object' && body !== null && 'success' in body && 'data' in body) {
    return body.data;
  }
  throw new ApiError(
    status,
    CLIENT_ERROR_CODES.invalidResponse,
    pageMessages.requestErrors.unexpectedResponse,
  );
}

/** Whole percent sent, 0–100. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

export interface MultipartUploadOptions {
  idempotencyKey: string;
  onUploadProgress?: (percent: number) => void;
  /**
   * docs/product/public-form.md time-out, counted from the last sign of life so a slow upload is
   * not cut off.
   */
  stallTimeoutMs?: number;
}

/** POSTs `body` to a public API path; resolves with `data`, rejects with ApiError. */
export function postMultipart(
  path: string,
  body: FormData,
  { idempotencyKey, onUploadProgress, stallTimeoutMs = REQUEST_TIMEOUT_MS }: MultipartUploadOptions,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (error: ApiError) => {
      clearTimeout(timer);
      reject(error);
    };
    const restartTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        request.abort();
        fail(new ApiError(0, CLIENT_ERROR_CODES.timeout, pageMessages.requestErrors.timeout));
      }, stallTimeoutMs);
    };

    request.open('POST', `${env.apiBaseUrl}${path}`);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(buildUploadHeaders(idempotencyKey))) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      restartTimer();
      if (event.lengthComputable) onUploadProgress?.(uploadPercent(event.loaded, event.total));
    };
    request.upload.onload = () => {
      restartTimer();
      onUploadProgress?.(100);
    };
    request.onload = () => {
      clearTimeout(timer);
      try {
        resolve(readUploadResponse(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () =>
      fail(new ApiError(0, CLIENT_ERROR_CODES.network, pageMessages.requestErrors.networkError));
    restartTimer();
    request.send(body);
  });
}
